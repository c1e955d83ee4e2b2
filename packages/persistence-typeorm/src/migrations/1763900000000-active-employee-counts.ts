import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each company's count of active (not soft-deleted) employees, kept by statement-level triggers on
 * `employees`, split over 16 stripes per company (by a hash of the employee id) so that concurrent writes in
 * one company rarely wait for the same counter row. Each trigger applies its statement's changes in
 * (company, stripe) order, so two statements never lock counter rows in opposite orders. A list without a
 * search reads its total from here (a sum of at most 16 rows) instead of counting a million rows. Source:
 * docs/performance.md (list pages at a million employees); the counts are backfilled from the existing rows.
 */
const UP = [
  `CREATE TABLE active_employee_counts (
  company_id uuid NOT NULL REFERENCES companies (id),
  stripe smallint NOT NULL,
  active integer NOT NULL,
  PRIMARY KEY (company_id, stripe)
)`,
  `CREATE FUNCTION count_active_employees() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO active_employee_counts AS c (company_id, stripe, active)
    SELECT company_id, hashtext(id::text) & 15, count(*) FROM new_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, stripe) DO UPDATE SET active = c.active + EXCLUDED.active;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO active_employee_counts AS c (company_id, stripe, active)
    SELECT n.company_id, hashtext(n.id::text) & 15, sum(CASE WHEN n.deleted_at IS NULL THEN 1 ELSE -1 END)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.deleted_at IS NULL) <> (o.deleted_at IS NULL)
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, stripe) DO UPDATE SET active = c.active + EXCLUDED.active;
  ELSE
    INSERT INTO active_employee_counts AS c (company_id, stripe, active)
    SELECT company_id, hashtext(id::text) & 15, -count(*) FROM old_rows WHERE deleted_at IS NULL
     GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, stripe) DO UPDATE SET active = c.active + EXCLUDED.active;
  END IF;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER employees_active_count_insert AFTER INSERT ON employees REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_employees()`,
  'CREATE TRIGGER employees_active_count_update AFTER UPDATE ON employees ' +
    `REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_employees()`,
  `CREATE TRIGGER employees_active_count_delete AFTER DELETE ON employees REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_active_employees()`,
  `INSERT INTO active_employee_counts (company_id, stripe, active)
SELECT company_id, hashtext(id::text) & 15, count(*) FROM employees WHERE deleted_at IS NULL GROUP BY 1, 2`,
];

const DOWN = [
  'DROP TRIGGER employees_active_count_insert ON employees',
  'DROP TRIGGER employees_active_count_update ON employees',
  'DROP TRIGGER employees_active_count_delete ON employees',
  'DROP FUNCTION count_active_employees()',
  'DROP TABLE active_employee_counts',
];

export class ActiveEmployeeCounts1763900000000 implements MigrationInterface {
  name = 'ActiveEmployeeCounts1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
