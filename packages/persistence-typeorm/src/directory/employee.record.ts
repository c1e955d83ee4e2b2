import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Row of `employees`: the profile in its normalised stored form (CPF digits, lower-cased email, E.164 phone,
 * dates as `YYYY-MM-DD`), the lifecycle timestamps, and `firing_settles_at` for the scheduler.
 */
@Entity({ name: 'employees' })
export class EmployeeRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 255, nullable: true })
  name!: string | null;

  @Column('varchar', { name: 'social_name', length: 255, nullable: true })
  socialName!: string | null;

  @Column('varchar', { length: 255, nullable: true })
  email!: string | null;

  @Column('varchar', { length: 16, nullable: true })
  phone!: string | null;

  @Column('varchar', { length: 11, nullable: true })
  document!: string | null;

  @Column('varchar', { name: 'internal_id', length: 255, nullable: true })
  internalId!: string | null;

  @Column('date', { nullable: true })
  birthdate!: string | null;

  @Column('date', { name: 'hiring_date', nullable: true })
  hiringDate!: string | null;

  @Column('date', { name: 'firing_date', nullable: true })
  firingDate!: string | null;

  @Column('boolean', { name: 'is_voluntary_firing', nullable: true })
  isVoluntaryFiring!: boolean | null;

  @Column('varchar', { name: 'reason_firing', length: 1000, nullable: true })
  reasonFiring!: string | null;

  @Column('boolean', { name: 'is_on_leave' })
  isOnLeave!: boolean;

  @Column('varchar', { length: 8 })
  language!: string;

  /** The remembered campaign choice, `in` or `out` (docs/surveys.md#campaigns). */
  @Column('text', { name: 'campaign_choice' })
  campaignChoice!: string;

  @Column('timestamptz', { name: 'firing_settles_at', nullable: true })
  firingSettlesAt!: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;

  /** When the personal data was removed for good (docs/lgpd.md#anonymisation). */
  @Column('timestamptz', { name: 'anonymised_at', nullable: true })
  anonymisedAt!: Date | null;

  @Column('integer')
  version!: number;
}
