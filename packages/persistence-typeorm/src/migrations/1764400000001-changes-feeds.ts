import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The feeds' tables and the table each one follows, with the condition of a deleted row there. */
const FEEDS = [
  { table: 'employee_changes', source: 'employees', deleted: 'deleted_at IS NOT NULL' },
  { table: 'filter_changes', source: 'filters', deleted: 'NOT active' },
] as const;

/**
 * `employee_changes` and `filter_changes`: the changes feeds, one entry per stored version of an employee or a
 * filter, numbered per company in commit order (`seq`), `(entity_id, version)` unique. The rows that exist now
 * get one entry each, at their current version (`delete` when deleted), in list order, so a first read without a
 * cursor starts with the history still kept (docs/persistence.md#changes-feed).
 */
export class ChangesFeeds1764400000001 implements MigrationInterface {
  name = 'ChangesFeeds1764400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, source, deleted } of FEEDS) {
      await queryRunner.query(`
        CREATE TABLE ${table} (
          company_id uuid NOT NULL,
          seq bigint GENERATED ALWAYS AS IDENTITY,
          entity_id uuid NOT NULL,
          version integer NOT NULL,
          change varchar(6) NOT NULL CHECK (change IN ('upsert', 'delete')),
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (company_id, seq),
          CONSTRAINT ${table}_version_uq UNIQUE (entity_id, version)
        )`);
      await queryRunner.query(`
        INSERT INTO ${table} (company_id, entity_id, version, change)
        SELECT company_id, id, version, CASE WHEN ${deleted} THEN 'delete' ELSE 'upsert' END
          FROM ${source} ORDER BY created_at, id`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of [...FEEDS].reverse()) await queryRunner.query(`DROP TABLE ${table}`);
  }
}
