import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `version` on employees and filters: an integer that grows by one with every change, 1 for the rows that exist
 * now (docs/change-history.md#versions-and-etags).
 */
export class Versions1764300000002 implements MigrationInterface {
  name = 'Versions1764300000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE employees ADD COLUMN version integer NOT NULL DEFAULT 1');
    await queryRunner.query('ALTER TABLE filters ADD COLUMN version integer NOT NULL DEFAULT 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE filters DROP COLUMN version');
    await queryRunner.query('ALTER TABLE employees DROP COLUMN version');
  }
}
