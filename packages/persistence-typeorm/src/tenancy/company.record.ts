import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `companies`: a company and its place in the parent → branch tree. */
@Entity({ name: 'companies' })
export class CompanyRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  @Column('varchar', { name: 'identify_key', length: 16 })
  identifyKey!: string;

  @Column('uuid', { name: 'parent_id', nullable: true })
  parentId!: string | null;

  @Column('integer', { name: 'rate_limit_per_minute', nullable: true })
  rateLimitPerMinute!: number | null;

  @Column('boolean', { name: 'otp_required' })
  otpRequired!: boolean;

  @Column('smallint', { name: 'report_min_group_size', nullable: true })
  reportMinGroupSize!: number | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;
}
