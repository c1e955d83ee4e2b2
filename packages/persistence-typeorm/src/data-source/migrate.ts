import { MigrationExecutor, type DataSource } from 'typeorm';

/** Arbitrary, fixed key of the advisory lock that serialises migration runs of every process. */
const MIGRATION_LOCK_KEY = 727_311_004;

/**
 * Applies the pending migrations in one transaction and returns their names, oldest first (empty when the
 * schema is current). A PostgreSQL advisory lock makes concurrent runs (several instances starting at once)
 * wait for each other instead of racing. Source: issue 3 (migrations as code, never `synchronize`);
 * product decisions, Admin CLI (`db migrate`).
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.connect();
    await queryRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, queryRunner);
      executor.transaction = 'all';
      const applied = await executor.executePendingMigrations();
      return applied.map((migration) => migration.name);
    } finally {
      await queryRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await queryRunner.release();
  }
}
