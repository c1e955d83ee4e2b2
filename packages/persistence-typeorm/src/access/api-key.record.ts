import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Row of `api_keys`: a company's key by its lookup identifier, with the secret's hash only; `revoked_at` once
 * revoked.
 */
@Entity({ name: 'api_keys' })
export class ApiKeyRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'company_id' })
  companyId!: string;

  @Column('varchar', { length: 64 })
  identifier!: string;

  @Column('varchar', { name: 'secret_hash', length: 255 })
  secretHash!: string;

  /** `sandbox` or `production`; `null` for a key issued before environments were stored. */
  @Column('varchar', { length: 16, nullable: true })
  environment!: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
