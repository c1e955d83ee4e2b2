import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `profiles`: a named set of scopes of one company; the three built-ins have `is_builtin`. */
@Entity({ name: 'profiles' })
export class ProfileRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 100 })
  name!: string;

  /** Scopes of the catalogue, in catalogue order. */
  @Column('text', { array: true })
  scopes!: string[];

  @Column('boolean', { name: 'is_builtin' })
  isBuiltin!: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  /** Grows by one with every change (docs/change-history.md#versions-and-etags). */
  @Column('integer')
  version!: number;
}
