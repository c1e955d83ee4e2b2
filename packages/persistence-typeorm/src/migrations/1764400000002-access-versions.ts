import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `version` on users, profiles and permissions: an integer that grows by one with every change, 1 for the rows
 * that exist now (docs/change-history.md#versions-and-etags).
 */
export class AccessVersions1764400000002 implements MigrationInterface {
  name = 'AccessVersions1764400000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1');
    await queryRunner.query('ALTER TABLE profiles ADD COLUMN version integer NOT NULL DEFAULT 1');
    await queryRunner.query('ALTER TABLE permissions ADD COLUMN version integer NOT NULL DEFAULT 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE permissions DROP COLUMN version');
    await queryRunner.query('ALTER TABLE profiles DROP COLUMN version');
    await queryRunner.query('ALTER TABLE users DROP COLUMN version');
  }
}
