import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGDATA_DIR } from '../data-source/create-data-source';
import { claimEmbeddedDatabase } from '../data-source/embedded-owner-record';
import { openPGlite } from '../data-source/embedded-postgres';

/** The first bytes of a pg_dump custom-format file: a backup of a PostgreSQL server, not of PGlite. */
const PG_DUMP_MAGIC = 'PGDMP';

/**
 * Runs `work` on `dataDir/pgdata` as the owner of the embedded database (docs/architecture.md#the-embedded-database):
 * PGlite's files are read or written by one process only, so a data directory that a running server serves
 * is refused, and no other process opens it until `work` ends.
 * @throws Error when another live process (the server) owns `dataDir`.
 */
async function asOwnerOf<T>(dataDir: string, work: (pgdataDir: string) => Promise<T>): Promise<T> {
  const claim = await claimEmbeddedDatabase(dataDir);
  if (claim.role === 'client') {
    throw new Error(
      `The embedded database in ${dataDir} is served by process ${claim.ownerPid} (npm start): ` +
        'stop it, then run the command again',
    );
  }
  try {
    return await work(join(dataDir, PGDATA_DIR));
  } finally {
    await claim.release();
  }
}

const holdsDatabase = (pgdataDir: string): boolean => existsSync(join(pgdataDir, 'PG_VERSION'));

/**
 * Writes the embedded database of `dataDir` to `file` as PGlite's own archive (`dumpDataDir`, a gzip-compressed
 * tar of its data directory), opened by this process as the owner. Source: docs/operations.md#backups.
 * @throws Error when a server owns `dataDir` or `dataDir` holds no database.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  await asOwnerOf(dataDir, async (pgdataDir) => {
    if (!holdsDatabase(pgdataDir)) throw new Error(`There is no embedded database in ${dataDir}`);
    const db = await openPGlite(pgdataDir);
    try {
      const archive = await db.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await archive.arrayBuffer()));
    } finally {
      await db.close();
    }
  });
}

/**
 * Restores a {@link backupEmbedded} archive `file` into `dataDir`, which must hold no database yet (a fresh
 * directory, or one whose `pgdata` was moved aside): PGlite unpacks it (`loadDataDir`) as the owner.
 * Source: docs/operations.md#backups.
 * @throws Error when a server owns `dataDir`, `dataDir` already holds a database, or `file` is a pg_dump file.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const archive = await readFile(file);
  if (archive.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC) {
    throw new Error(`${file} is a pg_dump backup of a PostgreSQL server: restore it with DATABASE_URL set`);
  }
  await asOwnerOf(dataDir, async (pgdataDir) => {
    if (holdsDatabase(pgdataDir)) {
      throw new Error(`${dataDir} already holds a database: restore into a new DATA_DIR (or move its pgdata aside)`);
    }
    const db = await openPGlite(pgdataDir, new Blob([archive]));
    await db.close();
  });
}
