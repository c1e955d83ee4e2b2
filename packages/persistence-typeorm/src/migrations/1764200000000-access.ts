import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in profiles as this migration creates them for every existing company, frozen here (a later change
 * of the domain's `BUILTIN_PROFILES` needs a migration of its own). Scopes in catalogue order.
 */
const BUILTIN_PROFILES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'Administrador',
    [
      'employees:read',
      'employees:write',
      'filters:read',
      'filters:write',
      'companies:read',
      'campaigns:read',
      'campaigns:write',
      'reports:read',
      'users:read',
      'users:write',
      'keys:write',
      'audit:read',
      'webhooks:write',
      'personal-data:write',
    ],
  ],
  [
    'Gestor de RH',
    [
      'employees:read',
      'employees:write',
      'filters:read',
      'filters:write',
      'companies:read',
      'campaigns:read',
      'campaigns:write',
      'reports:read',
      'audit:read',
    ],
  ],
  ['Leitor de relatórios', ['companies:read', 'campaigns:read', 'reports:read']],
];

/**
 * Users, profiles, permissions and user tokens (docs/access.md; docs/persistence.md#access): the four tables, the
 * company's `otp_required`, and the three built-in profiles of every existing company (new companies get theirs
 * from `CreateCompany`). Unique: a profile name per company case-insensitively (`profiles_company_name_uq`), a
 * user's canonical e-mail across the platform in every status (`users_email_uq`), one permission per user and
 * company (`permissions_user_company_uq`), a token identifier (`user_tokens_identifier_uq`). A profile that a
 * permission uses cannot be deleted (foreign key, `ON DELETE RESTRICT`).
 */
export class Access1764200000000 implements MigrationInterface {
  name = 'Access1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE companies ADD COLUMN otp_required boolean NOT NULL DEFAULT false');
    await queryRunner.query(`
      CREATE TABLE profiles (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id),
        name varchar(100) NOT NULL,
        scopes text[] NOT NULL,
        is_builtin boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX profiles_company_name_uq ON profiles (company_id, lower(name))');
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        company_id uuid NOT NULL REFERENCES companies (id),
        name varchar(255) NOT NULL,
        email varchar(255) NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
        campaign_access jsonb NOT NULL,
        password_hash varchar(255),
        otp_secret varchar(255),
        otp_enabled_at timestamptz,
        otp_last_used_step bigint,
        recovery_code_hashes text[] NOT NULL DEFAULT '{}',
        invitation_token_hash varchar(255),
        invitation_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_sign_in_at timestamptz,
        disabled_at timestamptz
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX users_email_uq ON users (email)');
    await queryRunner.query('CREATE INDEX users_company_order_idx ON users (company_id, created_at, id)');
    await queryRunner.query(
      'CREATE UNIQUE INDEX users_invitation_token_uq ON users (invitation_token_hash) ' +
        'WHERE invitation_token_hash IS NOT NULL',
    );
    await queryRunner.query(`
      CREATE TABLE permissions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id),
        company_id uuid NOT NULL REFERENCES companies (id),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX permissions_user_company_uq ON permissions (user_id, company_id)');
    await queryRunner.query('CREATE INDEX permissions_company_idx ON permissions (company_id, created_at, id)');
    await queryRunner.query('CREATE INDEX permissions_profile_idx ON permissions (profile_id)');
    await queryRunner.query(`
      CREATE TABLE user_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id),
        name varchar(100) NOT NULL,
        identifier varchar(64) NOT NULL,
        prefix varchar(100) NOT NULL,
        secret_hash varchar(255) NOT NULL,
        environment varchar(16) NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await queryRunner.query('CREATE UNIQUE INDEX user_tokens_identifier_uq ON user_tokens (identifier)');
    await queryRunner.query('CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, created_at, id)');
    for (const [name, scopes] of BUILTIN_PROFILES) {
      await queryRunner.query(
        `INSERT INTO profiles (id, company_id, name, scopes, is_builtin, created_at, updated_at)
         SELECT gen_random_uuid(), id, $1, $2::text[], true, now(), now() FROM companies`,
        [name, scopes],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_tokens');
    await queryRunner.query('DROP TABLE permissions');
    await queryRunner.query('DROP TABLE users');
    await queryRunner.query('DROP TABLE profiles');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN otp_required');
  }
}
