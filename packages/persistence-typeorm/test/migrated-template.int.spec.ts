import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createDataSource, migrate } from '@employee/persistence-typeorm';
import {
  migratedTemplateArchive,
  migratedTemplateDataDir,
  TEST_CACHE_DIR,
} from '@employee/persistence-typeorm/testing';

/**
 * The migrated template the test databases start from (docs/development.md#test-tiers): made once per jest run under
 * EMPLOYEE_TEST_CACHE_DIR, it is a database with every migration applied and no rows, so a database opened from it
 * (in memory, or a server's `DATA_DIR` copied from its directory) is the one a first start would make. This suite
 * points the variable at a scratch directory of its own, so its first test makes the template itself.
 */
describe('the migrated template of the test databases', () => {
  const runDir = process.env[TEST_CACHE_DIR];
  let scratch = '';

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'migrated-template-'));
    process.env[TEST_CACHE_DIR] = scratch;
  });
  afterAll(async () => {
    if (runDir === undefined) delete process.env[TEST_CACHE_DIR];
    else process.env[TEST_CACHE_DIR] = runDir;
    await rm(scratch, { recursive: true, force: true });
  });

  it('is a database with every migration applied and no rows, made once per run [hang 120 s]', async () => {
    const file = join(scratch, 'pglite-migrated.tar.gz');
    expect(existsSync(file)).toBe(false);
    const archive = await migratedTemplateArchive();
    expect(archive).not.toBeNull();
    const madeAt = (await stat(file)).mtimeMs;

    const database = await createDataSource({ dataDir: null, initialArchive: archive! });
    try {
      expect(await migrate(database.dataSource)).toEqual([]);
      const [{ companies, employees }] = await database.dataSource.query<[{ companies: number; employees: number }]>(
        'SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM employees)::int AS employees',
      );
      expect({ companies, employees }).toEqual({ companies: 0, employees: 0 });
    } finally {
      await database.close();
    }

    const again = await migratedTemplateArchive();
    expect((await stat(file)).mtimeMs).toBe(madeAt);
    expect(Buffer.from(await again!.arrayBuffer())).toEqual(await readFile(file));
  }, 120_000);

  it('gives a DATA_DIR whose database a process opens already migrated [hang 120 s]', async () => {
    const dir = await migratedTemplateDataDir();
    expect(dir).toBe(join(scratch, 'pglite-migrated-data-dir'));
    const database = await createDataSource({ dataDir: dir });
    try {
      expect(await migrate(database.dataSource)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is not made outside a jest run (no EMPLOYEE_TEST_CACHE_DIR)', async () => {
    delete process.env[TEST_CACHE_DIR];
    try {
      expect(await migratedTemplateArchive()).toBeNull();
      expect(await migratedTemplateDataDir()).toBeNull();
    } finally {
      process.env[TEST_CACHE_DIR] = scratch;
    }
  });
});
