import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `webhook_endpoints`: a company's webhook endpoint, its signing secrets sealed (never in plaintext). */
@Entity({ name: 'webhook_endpoints' })
export class WebhookEndpointRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 2048 })
  url!: string;

  @Column('varchar', { length: 255, nullable: true })
  description!: string | null;

  @Column('text', { name: 'event_types', array: true, nullable: true })
  eventTypes!: string[] | null;

  @Column('boolean', { name: 'include_branches' })
  includeBranches!: boolean;

  @Column('boolean', { name: 'is_enabled' })
  isEnabled!: boolean;

  @Column('text', { name: 'disabled_reason', nullable: true })
  disabledReason!: string | null;

  @Column('text')
  secret!: string;

  @Column('text', { name: 'previous_secret', nullable: true })
  previousSecret!: string | null;

  @Column('timestamptz', { name: 'previous_secret_expires_at', nullable: true })
  previousSecretExpiresAt!: Date | null;

  @Column('timestamptz', { name: 'failing_since', nullable: true })
  failingSince!: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('integer')
  version!: number;
}
