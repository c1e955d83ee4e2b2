import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of `user_tokens`: a user's personal token by its lookup identifier, with the secret's hash only. */
@Entity({ name: 'user_tokens' })
export class UserTokenRecord {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('varchar', { length: 100 })
  name!: string;

  @Column('varchar', { length: 64 })
  identifier!: string;

  @Column('varchar', { length: 100 })
  prefix!: string;

  @Column('varchar', { name: 'secret_hash', length: 255 })
  secretHash!: string;

  @Column('varchar', { length: 16 })
  environment!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt!: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
