import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGDATA_DIR } from '../data-source/create-data-source';
import { claimEmbeddedDatabase, type EmbeddedClaim } from '../data-source/embedded-owner-record';
import { openPGlite } from '../data-source/embedded-postgres';
import { archiveBetweenTransactions } from '../data-source/pglite-archive';
import { backupThroughOwner } from './owner-backup-request';

/** The first bytes of a pg_dump custom-format file: a backup of a PostgreSQL server, not of PGlite. */
const PG_DUMP_MAGIC = 'PGDMP';

/**
 * Runs `work` on `dataDir/pgdata` as the owner `claim` made this process (docs/architecture.md#the-embedded-database):
 * PGlite's files are read or written by one process only, so no other process opens them until `work` ends.
 */
async function asOwner<T>(
  dataDir: string,
  claim: Extract<EmbeddedClaim, { role: 'owner' }>,
  work: (pgdataDir: string) => Promise<T>,
): Promise<T> {
  try {
    return await work(join(dataDir, PGDATA_DIR));
  } finally {
    await claim.release();
  }
}

const holdsDatabase = (pgdataDir: string): boolean => existsSync(join(pgdataDir, 'PG_VERSION'));

/**
 * Writes the embedded database of `dataDir` to `file` as PGlite's own archive (a gzip-compressed tar of its data
 * directory, holding the committed transactions only). While a server serves `dataDir`, that server takes it
 * between its transactions and this process writes it (`backupThroughOwner`); otherwise this process opens the
 * database as the owner and takes it itself. Source: docs/operations.md#backups.
 * @throws Error when `dataDir` holds no database, or the serving process does not take the backup.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  const claim = await claimEmbeddedDatabase(dataDir);
  if (claim.role === 'client') return backupThroughOwner(dataDir, claim, file);
  await asOwner(dataDir, claim, async (pgdataDir) => {
    if (!holdsDatabase(pgdataDir)) throw new Error(`There is no embedded database in ${dataDir}`);
    const db = await openPGlite(pgdataDir);
    try {
      await writeFile(file, await archiveBetweenTransactions(db));
    } finally {
      await db.close();
    }
  });
}

/**
 * Restores a {@link backupEmbedded} archive `file` into `dataDir`, which must hold no database yet (a fresh
 * directory, or one whose `pgdata` was moved aside) and which no server serves: PGlite unpacks it
 * (`loadDataDir`) as the owner. Source: docs/operations.md#backups.
 * @throws Error when a server owns `dataDir`, `dataDir` already holds a database, or `file` is a pg_dump file.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const archive = await readFile(file);
  if (archive.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC) {
    throw new Error(`${file} is a pg_dump backup of a PostgreSQL server: restore it with DATABASE_URL set`);
  }
  const claim = await claimEmbeddedDatabase(dataDir);
  if (claim.role === 'client') {
    throw new Error(
      `The embedded database in ${dataDir} is served by process ${claim.ownerPid} (npm start): a restore never ` +
        'writes into a database a server serves; restore into a new DATA_DIR and start the server on it',
    );
  }
  await asOwner(dataDir, claim, async (pgdataDir) => {
    if (holdsDatabase(pgdataDir)) {
      throw new Error(`${dataDir} already holds a database: restore into a new DATA_DIR (or move its pgdata aside)`);
    }
    const db = await openPGlite(pgdataDir, new Blob([archive]));
    await db.close();
  });
}
