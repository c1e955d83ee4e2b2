import { MigrationExecutor, type DataSource } from 'typeorm';

/** Arbitrary, fixed key of the advisory lock that serialises migration runs of every process. */
const MIGRATION_LOCK_KEY = 727_311_004;

/**
 * Applies the pending migrations and returns their names, oldest first (empty when the schema is current).
 * Everything, from reading which migrations ran to the last one, happens in one transaction that first takes
 * a transaction-level advisory lock, so concurrent runs (several instances starting at once, or the admin
 * CLI beside the server) wait for each other instead of racing. On the embedded database, whose socket
 * server runs one transaction at a time, the transaction alone does that. Source: docs/house-rules.md#persistence
 * (migrations as code, never `synchronize`); docs/contract.md#admin-cli (`db migrate`).
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.startTransaction();
    try {
      await queryRunner.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const executor = new MigrationExecutor(dataSource, queryRunner);
      executor.transaction = 'all';
      const applied = await executor.executePendingMigrations();
      await queryRunner.commitTransaction();
      return applied.map((migration) => migration.name);
    } catch (error) {
      await queryRunner.rollbackTransaction();
      throw error;
    }
  } finally {
    await queryRunner.release();
  }
}
