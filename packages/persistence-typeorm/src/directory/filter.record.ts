import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `filters`: a company's custom employee attribute; `active` false once deleted. */
@Entity({ name: 'filters' })
export class FilterRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 100 })
  key!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('boolean', { name: 'is_required' })
  isRequired!: boolean;

  @Column('varchar', { name: 'default_value', length: 1000, nullable: true })
  defaultValue!: string | null;

  @Column('boolean')
  active!: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('integer')
  version!: number;
}
