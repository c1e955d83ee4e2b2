import { runPostgresTool } from './postgres-tools';

/**
 * Writes the whole database at `databaseUrl` to `file` in pg_dump's custom format (compressed, read by
 * pg_restore), without owners or privileges so that it restores under any role. Source: docs/operations.md#backups.
 * @throws Error when pg_dump is missing or fails.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await runPostgresTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl]);
}

/**
 * Restores a pg_dump custom-format `file` into the database at `databaseUrl`, which must be fresh (no tables
 * of the service yet): one transaction that stops at the first error, so a database that already holds the
 * schema is left as it was. Source: docs/operations.md#backups.
 * @throws Error when pg_restore is missing or fails (a database that is not empty, a file that is not a dump).
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await runPostgresTool('pg_restore', [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
