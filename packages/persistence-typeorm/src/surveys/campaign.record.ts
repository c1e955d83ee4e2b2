import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `campaigns`: the campaign without its questions (`campaign_questions`); dates as `YYYY-MM-DD`. */
@Entity({ name: 'campaigns' })
export class CampaignRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  /** `draft`, `open` or `closed`. */
  @Column('varchar', { length: 10 })
  status!: string;

  @Column('date', { name: 'starts_on', nullable: true })
  startsOn!: string | null;

  @Column('date', { name: 'ends_on', nullable: true })
  endsOn!: string | null;

  /** `platform` or `links` (`campaigns_distribution_ck`). */
  @Column('text')
  distribution!: string;

  /** Days after opening of the reminders, ascending (`smallint[]`). */
  @Column('smallint', { name: 'reminder_days', array: true })
  reminderDays!: number[];

  @Column('integer')
  version!: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  /** When the campaign opened; `null` exactly while `draft` (`campaigns_opened_at_ck`). */
  @Column('timestamptz', { name: 'opened_at', nullable: true })
  openedAt!: Date | null;
}
