import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The stored form of a user's campaign access (`campaign_access`, the API's shape). */
export interface CampaignAccessJson {
  campaigns: 'all' | string[];
  segment: { filter_id: string; values: string[] } | null;
}

/**
 * Row of `users`: a person of a company who signs in, in any status. Secrets are stored as hashes only (password,
 * recovery codes, invitation token); the TOTP secret as given by the one-time-password adapter.
 */
@Entity({ name: 'users' })
export class UserRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 255 })
  name!: string;

  /** Canonical e-mail (the domain's `Email.value`), unique across the platform. */
  @Column('varchar', { length: 255 })
  email!: string;

  /** `invited`, `active` or `disabled`. */
  @Column('varchar', { length: 16 })
  status!: string;

  @Column('jsonb', { name: 'campaign_access' })
  campaignAccess!: CampaignAccessJson;

  @Column('varchar', { name: 'password_hash', length: 255, nullable: true })
  passwordHash!: string | null;

  @Column('varchar', { name: 'otp_secret', length: 255, nullable: true })
  otpSecret!: string | null;

  @Column('timestamptz', { name: 'otp_enabled_at', nullable: true })
  otpEnabledAt!: Date | null;

  @Column('bigint', { name: 'otp_last_used_step', nullable: true })
  otpLastUsedStep!: string | null;

  @Column('text', { name: 'recovery_code_hashes', array: true })
  recoveryCodeHashes!: string[];

  @Column('varchar', { name: 'invitation_token_hash', length: 255, nullable: true })
  invitationTokenHash!: string | null;

  @Column('timestamptz', { name: 'invitation_expires_at', nullable: true })
  invitationExpiresAt!: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'last_sign_in_at', nullable: true })
  lastSignInAt!: Date | null;

  @Column('timestamptz', { name: 'disabled_at', nullable: true })
  disabledAt!: Date | null;

  /** Grows by one with every change (docs/change-history.md#versions-and-etags). */
  @Column('integer')
  version!: number;
}
