import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDataSource, PGDATA_DIR } from '../data-source/create-data-source';
import { openPGlite } from '../data-source/embedded-postgres';
import { migrate } from '../data-source/migrate';

/**
 * Environment variable naming a directory that lives as long as one jest run (the global setup creates it, the
 * global teardown removes it; `scripts/jest/global-setup.cjs`): what the run's workers share, such as the
 * migrated template below.
 */
export const TEST_CACHE_DIR = 'EMPLOYEE_TEST_CACHE_DIR';

const TEMPLATE_FILE = 'pglite-migrated.tar.gz';
const TEMPLATE_DATA_DIR = 'pglite-migrated-data-dir';

/**
 * An empty embedded database as PGlite's gzip archive (`dumpDataDir`): initdb'd and migrated by this build's
 * migrations, with no rows. A test's embedded database starts from it instead of running PGlite's initdb, which
 * costs 3 s of CPU per database on a quiet two-core machine and 6 to 8 s beside the other jest worker
 * (docs/development.md#test-tiers). Made once per jest run, by the first worker that needs it (two may make it at
 * once: each writes its own file and renames it into place, and both are the same database), and kept under
 * {@link TEST_CACHE_DIR}; `null` when that variable is unset (outside jest: every database is made from scratch).
 */
export async function migratedTemplateArchive(): Promise<Blob | null> {
  const dir = process.env[TEST_CACHE_DIR];
  if (!dir) return null;
  const file = join(dir, TEMPLATE_FILE);
  if (!existsSync(file)) {
    const database = await createDataSource({ dataDir: null });
    let archive: Buffer;
    try {
      await migrate(database.dataSource);
      archive = await database.archive!();
    } finally {
      await database.close();
    }
    const own = `${file}.${process.pid}`;
    await writeFile(own, archive);
    await rename(own, file);
  }
  return new Blob([await readFile(file)]);
}

/**
 * The same empty, migrated database as {@link migratedTemplateArchive}, on disk as a `DATA_DIR` holds it (its
 * `pgdata/`): the directory to copy for a server process or an admin CLI that should meet a migrated database
 * (the server's first start then finds no company and seeds the demo, as on an empty directory). Made once per
 * jest run, like the archive; `null` when {@link TEST_CACHE_DIR} is unset.
 */
export async function migratedTemplateDataDir(): Promise<string | null> {
  const cacheDir = process.env[TEST_CACHE_DIR];
  if (!cacheDir) return null;
  const dir = join(cacheDir, TEMPLATE_DATA_DIR);
  if (existsSync(dir)) return dir;
  const archive = (await migratedTemplateArchive())!;
  const own = `${dir}.${process.pid}`;
  await mkdir(own);
  const db = await openPGlite(join(own, PGDATA_DIR), archive);
  await db.close();
  // Another worker may have put its copy in place meanwhile: theirs is the same database, so keep it.
  await rename(own, dir).catch(() => rm(own, { recursive: true, force: true }));
  return dir;
}
