import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `campaigns`. */
@Entity({ name: 'campaigns' })
export class CampaignRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('boolean', { name: 'is_active' })
  isActive!: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
