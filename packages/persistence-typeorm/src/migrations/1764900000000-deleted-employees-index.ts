import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `employees_company_deleted_idx`: a company's soft-deleted employees, the most recently deleted first, a partial
 * index of the deleted rows only (every other employee index covers live rows: `WHERE deleted_at IS NULL`), so the
 * dashboard's list of deleted employees (`DELETED_PAGE`, docs/access.md#dashboard-only-endpoints) reads its page in
 * order and counts them without scanning the company's live employees.
 */
export class DeletedEmployeesIndex1764900000000 implements MigrationInterface {
  name = 'DeletedEmployeesIndex1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX employees_company_deleted_idx ON employees (company_id, deleted_at DESC, id) ' +
        'WHERE deleted_at IS NOT NULL',
    );
  }

  /** Drops the index. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX employees_company_deleted_idx');
  }
}
