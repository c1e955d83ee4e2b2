import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  TypeOrmUnitOfWork,
  backupDatabase,
  createDataSource,
  migrate,
  type Database,
} from '@employee/persistence-typeorm';
import type { TestDatabase } from '@employee/persistence-typeorm/testing';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { privacyScenario } from '../support/privacy-scenario';

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Which of `values` each file under `dir` holds (as UTF-8 bytes), by path relative to `dir`. */
async function holders(dir: string, values: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file);
    const held = values.filter((v) => bytes.includes(Buffer.from(v, 'utf8')));
    if (held.length > 0) found.set(relative(dir, file), held);
  }
  return found;
}

/** The top folder of each path (`base`, `pg_wal`, …). */
const areas = (found: Map<string, string[]>): string[] =>
  [...new Set([...found.keys()].map((p) => p.split('/')[0] as string))].sort();

/**
 * The embedded database's files after an anonymisation (docs/lgpd.md#the-embedded-database-files): what its data
 * directory and a backup of it still hold of the person at each step of the operator's procedure.
 */
describe('the embedded database files after an anonymisation', () => {
  let dataDir: string;
  let open: Database | null = null;
  const reopen = async (): Promise<Database> => {
    open = await createDataSource({ dataDir });
    return open;
  };
  const shut = async (): Promise<void> => {
    await open?.close();
    open = null;
  };
  const backupHolds = async (values: readonly string[]): Promise<string[]> => {
    await shut();
    const file = join(dataDir, `backup-${Date.now()}.tar.gz`);
    await backupDatabase({ dataDir }, file);
    const archive = gunzipSync(await readFile(file));
    await rm(file);
    await reopen();
    return values.filter((v) => archive.includes(Buffer.from(v, 'utf8')));
  };
  const sql = (statement: string) => (open as Database).dataSource.query(statement);

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lgpd-embedded-'));
    await migrate((await reopen()).dataSource);
  }, 60_000);
  afterEach(async () => {
    await shut().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('hold the values until VACUUM FULL and the WAL is rotated without recycling, then none', async () => {
    const db = open as Database;
    const database: TestDatabase = {
      engine: 'pglite',
      dataSource: db.dataSource,
      uow: new TypeOrmUnitOfWork(db.dataSource),
      url: null,
      truncate: async () => undefined,
      close: shut,
    };
    const s = await privacyScenario(database);
    const { name, document, email, reason, openAnswer } = s.subject.values;
    const values = [name, document, email, reason, openAnswer];
    const anonymised = await request(s.t.app).post(`/api/v1/employees/${s.subject.id}/anonymise`).set(s.auth);
    expect(anonymised.status).toBe(200);
    const pgdata = join(dataDir, 'pgdata');

    await sql('CHECKPOINT');
    expect(areas(await holders(pgdata, values))).toEqual(['base', 'pg_wal']);

    await sql('VACUUM FULL');
    await sql('CHECKPOINT');
    expect(areas(await holders(pgdata, values))).toEqual(['pg_wal']);
    expect(await backupHolds(values)).toEqual(values);

    // PGlite recycles a WAL segment by renaming it, old bytes and all: turn that off (read at start), then rotate.
    await sql('ALTER SYSTEM SET wal_recycle = off');
    await shut();
    await reopen();
    for (let rotation = 0; rotation < 2; rotation += 1) {
      await sql('SELECT pg_switch_wal()');
      await sql('CHECKPOINT');
    }
    expect(await holders(pgdata, values)).toEqual(new Map());
    expect(await backupHolds(values)).toEqual([]);
    expect(areas(await holders(pgdata, [s.other.values.name]))).toEqual(['base']);
  }, 120_000);
});
