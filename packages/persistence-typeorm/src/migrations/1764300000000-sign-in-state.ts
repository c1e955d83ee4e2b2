import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The state of signing in, for a service without Redis (docs/persistence.md#sessions-and-sign-in-failures):
 * `sessions` (the SHA-256 of each session id, never the id; the user; when begun and last used) and
 * `sign_in_failures` (the consecutive failed sign-ins per SHA-256 of a submitted e-mail). No foreign key to
 * `users`: disabling a user ends their sessions explicitly, and failures are kept for e-mails without a user.
 */
export class SignInState1764300000000 implements MigrationInterface {
  name = 'SignInState1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sessions (
        id_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX sessions_user_idx ON sessions (user_id)');
    await queryRunner.query('CREATE INDEX sessions_created_at_idx ON sessions (created_at)');
    await queryRunner.query(`
      CREATE TABLE sign_in_failures (
        key_hash char(64) PRIMARY KEY,
        failures integer NOT NULL CHECK (failures > 0),
        last_failure_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX sign_in_failures_last_idx ON sign_in_failures (last_failure_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sign_in_failures');
    await queryRunner.query('DROP TABLE sessions');
  }
}
