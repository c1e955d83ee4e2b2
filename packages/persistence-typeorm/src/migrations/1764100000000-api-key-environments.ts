import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each API key's environment (`sandbox`, `production`), stored at issue so that a sandbox key re-prefixed as a
 * production one (with a recomputed checksum) is refused by production. Keys issued before this migration
 * keep `NULL`: only the key's identifier and secret hash were stored, never its prefix, so their environment
 * cannot be recovered; either environment accepts them until `key issue` replaces them. Source:
 * docs/security.md#api22023-broken-authentication.
 */
export class ApiKeyEnvironments1764100000000 implements MigrationInterface {
  name = 'ApiKeyEnvironments1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE api_keys ADD COLUMN environment varchar(16)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE api_keys DROP COLUMN environment');
  }
}
