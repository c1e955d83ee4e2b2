import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `idempotency_keys`: the `Idempotency-Key`s of POST and PUT requests per credential, the fingerprint of the
 * request each was used for, and its first answer, kept 24 hours (docs/persistence.md#idempotency-keys).
 */
export class IdempotencyKeys1764300000001 implements MigrationInterface {
  name = 'IdempotencyKeys1764300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        scope varchar(100) NOT NULL,
        key varchar(255) NOT NULL,
        fingerprint varchar(64) NOT NULL,
        claimed_at timestamptz NOT NULL,
        status integer,
        headers jsonb,
        body text,
        PRIMARY KEY (scope, key)
      )`);
    await queryRunner.query('CREATE INDEX idempotency_keys_claimed_at_idx ON idempotency_keys (claimed_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_keys');
  }
}
