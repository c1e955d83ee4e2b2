import type { DatabaseConfig } from '../data-source/create-data-source';
import { backupEmbedded, restoreEmbedded } from './embedded-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

/** Where a backup goes to or comes from: the database of the configuration (a server, or `dataDir`). */
type BackupTarget = Pick<DatabaseConfig, 'databaseUrl'> & { readonly dataDir: string };

/**
 * Backs up the database `config` names into `file`: pg_dump's custom format for a PostgreSQL server
 * (`databaseUrl`), PGlite's own archive for the embedded database in `dataDir` (taken by the server that serves
 * it, when one does). Both work while the service runs. Returns which kind it wrote.
 * Source: docs/operations.md#backups.
 * @throws Error when the tool is missing, the database cannot be reached, or the serving process refuses.
 */
export async function backupDatabase(config: BackupTarget, file: string): Promise<'postgres' | 'embedded'> {
  if (config.databaseUrl) {
    await backupPostgres(config.databaseUrl, file);
    return 'postgres';
  }
  await backupEmbedded(config.dataDir, file);
  return 'embedded';
}

/**
 * Restores `file` (written by {@link backupDatabase} for the same kind of database) into the fresh database
 * `config` names. Returns which kind it restored. Source: docs/operations.md#backups.
 * @throws Error when the target is not empty, a server serves the embedded target, the file is of the other kind,
 * or the tool fails.
 */
export async function restoreDatabase(config: BackupTarget, file: string): Promise<'postgres' | 'embedded'> {
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
    return 'postgres';
  }
  await restoreEmbedded(config.dataDir, file);
  return 'embedded';
}
