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

  /**
   * `Profile.nameKey` (the name's look-alike key), unique per company (`profiles_company_name_uq`). `NULL` only for a
   * profile stored before the key whose name reads as an older profile's (ProfileNameKeys1765000000300); it gets
   * its key when saved again, and so must be renamed first.
   */
  @Column('text', { name: 'name_key', nullable: true })
  nameKey!: string | null;

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
