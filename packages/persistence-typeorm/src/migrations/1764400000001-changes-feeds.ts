import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The feeds' tables and the table each one follows, with the condition of a deleted row there. */
const FEEDS = [
  { table: 'employee_changes', source: 'employees', deleted: 'deleted_at IS NOT NULL' },
  { table: 'filter_changes', source: 'filters', deleted: 'NOT active' },
] as const;

/**
 * The statements that give every employee and filter stored now one feed entry at its current version (`delete`
 * when deleted), in list order: what the migration does for the rows that exist, and what the benchmark seed
 * (`scripts/seed-large`) does after loading rows with COPY, which appends no entry by itself.
 */
export const ENTER_EXISTING_ROWS: readonly string[] = FEEDS.map(
  ({ table, source, deleted }) => `
    INSERT INTO ${table} (company_id, entity_id, version, change)
    SELECT company_id, id, version, CASE WHEN ${deleted} THEN 'delete' ELSE 'upsert' END
      FROM ${source} ORDER BY created_at, id`,
);

/**
 * `employee_changes` and `filter_changes`: the changes feeds, one entry per stored version of an employee or a
 * filter, numbered per company in commit order (`seq`), `(entity_id, version)` unique. The rows that exist now
 * get one entry each, at their current version (`delete` when deleted), in list order, so a first read without a
 * cursor starts with the history still kept (docs/persistence.md#changes-feed).
 */
export class ChangesFeeds1764400000001 implements MigrationInterface {
  name = 'ChangesFeeds1764400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of FEEDS) {
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
    }
    for (const statement of ENTER_EXISTING_ROWS) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of [...FEEDS].reverse()) await queryRunner.query(`DROP TABLE ${table}`);
  }
}
