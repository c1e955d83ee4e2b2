import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEmployeeClient } from '@employee/client';
import { parseWorkforceFile, syncWorkforce, type SyncSummary } from '@employee/workforce-sync';
import { parse } from 'csv-parse/sync';
import { generateWorkforce, workforceCsv, type GeneratedEmployee } from '../../../scripts/make-workforce/workforce';
import { admin, api, eventually, startProductionServer, type ServerProcess } from './support/server-process';

/**
 * A customer's first load and nightly re-syncs of a generated workforce, through the public API only
 * (docs/workforce-sync.md): the REAL server process with production settings, the company's limit raised with the admin
 * CLI, `@employee/client` + `syncWorkforce` in this process, and once the built sync CLI. The test uses up
 * the key's window before the first sync, so the client meets a 429 and must wait out `Retry-After`
 * (about a minute). Engine: PostgreSQL when the jest global setup found one, else the embedded database.
 */

const SYNC_CLI = resolve(__dirname, '..', '..', 'workforce-sync', 'dist', 'main.js');
const SIZE = 300;
const DISMISSED = 12;
const LIMIT = 600;
/** A fixed export date in the past, so the file is the same whenever the test runs. */
const AS_OF = '31/10/2026';
const SEED = 20261122;

interface Listed {
  id: string;
  internal_id: string | null;
  firing_date: string | null;
  updated_at: string;
}

describe('syncing a generated workforce through the client', () => {
  let server: ServerProcess | null = null;
  let env: Record<string, string> = {};
  let cleanup: () => Promise<void> = async () => undefined;
  let dir = '';
  let key = '';
  let baseUrl = '';
  const workforce = generateWorkforce({ size: SIZE, seed: SEED, asOf: AS_OF });
  const dismissedWorkforce = generateWorkforce({ size: SIZE, seed: SEED, asOf: AS_OF, dismissed: DISMISSED });
  const valid = workforce.filter((e) => e.defect === null);
  const defective = workforce.map((e, i) => ({ ...e, rowNumber: i + 2 })).filter((e) => e.defect !== null);

  const sync = (employees: readonly GeneratedEmployee[]): Promise<SyncSummary> =>
    syncWorkforce({
      client: createEmployeeClient({ baseUrl, apiKey: key }),
      file: parseWorkforceFile(workforceCsv(employees)),
      createFilters: true,
    });

  /** Every employee the API lists for the company, by internal_id. */
  async function listed(): Promise<Map<string, Listed>> {
    const all = new Map<string, Listed>();
    for (let page = 1; ; page += 1) {
      const response = await api(server!.baseUrl, key, 'GET', `/api/v1/employees?per_page=100&page=${page}`);
      expect(response.status).toBe(200);
      for (const e of response.body.data as Listed[]) all.set(e.internal_id ?? e.id, e);
      if (page >= response.body.meta.last_page) return all;
    }
  }

  const expectedRejections = () =>
    defective.map((e) => ({ row: e.rowNumber, fields: [e.defect!.field] })).sort((a, b) => a.row - b.row);
  const rejectionsOf = (summary: Pick<SyncSummary, 'rejected'>) =>
    summary.rejected.map((r) => ({ row: r.row, fields: Object.keys(r.errors) })).sort((a, b) => a.row - b.row);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'workforce-sync-'));
    ({ env, server, removeStorage: cleanup } = await startProductionServer());
    baseUrl = `${server.baseUrl}/api`;
    const company = await admin(
      env,
      'company',
      'create',
      '--name',
      'Workforce Sync Ltda',
      '--identify-key',
      'document',
    );
    await admin(env, 'company', 'set-rate-limit', '--company', company.id as string, '--per-minute', String(LIMIT));
    key = (await admin(env, 'key', 'issue', '--company', company.id as string)).key as string;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cleanup();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it(
    'the first sync waits out a used-up window, ' +
      'creates every valid row and rejects each invalid row for its defect',
    async () => {
      expect(defective.length).toBe(9);
      // Another integration with the same key used the window up: the client cannot know until it is told.
      for (let sent = 0; sent < LIMIT; sent += 20) {
        await Promise.all(Array.from({ length: 20 }, () => api(server!.baseUrl, key, 'GET', '/api/v1/filters')));
      }
      expect((await api(server!.baseUrl, key, 'GET', '/api/v1/filters')).status).toBe(429);

      const summary = await sync(workforce);

      expect(summary).toMatchObject({
        rows: SIZE,
        created: valid.length,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        failed: [],
        filtersCreated: ['department', 'site'],
      });
      expect(rejectionsOf(summary)).toEqual(expectedRejections());
      expect(summary.rateLimited).toBeGreaterThanOrEqual(1);
      // 2 filter creations, the reads (filters 1 page, employees 1 page), one POST per row, and the 429s re-sent
      expect(summary.requests).toBe(2 + 2 + SIZE + summary.rateLimited);

      const stored = await listed();
      expect([...stored.keys()].sort()).toEqual(valid.map((e) => e.row.internal_id).sort());
    },
    180_000,
  );

  it(
    'the second sync of the same file, by the CLI, ' + 'creates and changes nothing and reports the same rejected rows',
    async () => {
      const before = await listed();
      const csvPath = join(dir, 'workforce.csv');
      await writeFile(csvPath, workforceCsv(workforce));
      expect(existsSync(SYNC_CLI)).toBe(true);

      const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
        execFile(
          process.execPath,
          [SYNC_CLI, csvPath, '--json'],
          { env: { ...process.env, EMPLOYEE_API_URL: baseUrl, EMPLOYEE_API_KEY: key } },
          (error, stdout, stderr) =>
            done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
        ),
      );

      expect(run.code).toBe(1); // some rows were rejected
      const summary = JSON.parse(run.stdout) as SyncSummary & { report: string };
      expect(summary).toMatchObject({
        created: 0,
        updated: 0,
        unchanged: valid.length,
        failed: [],
        filtersCreated: [],
      });
      expect(rejectionsOf(summary)).toEqual(expectedRejections());
      // the list pages (filters: 1, employees: ceil(291 / 100)) and the invalid rows, sent again
      expect(summary.requests).toBe(1 + Math.ceil(valid.length / 100) + defective.length);
      expect(await listed()).toEqual(before);

      const report = parse<Record<string, string>>(await readFile(summary.report, 'utf8'), { columns: true });
      expect(report.map((r) => Number(r.row))).toEqual(expectedRejections().map((r) => r.row));
      expect(report.every((r) => r.outcome === 'rejected' && r.errors !== '')).toBe(true);
      // the output names rows and fields, never the values of the rows it reports
      const output = run.stdout + run.stderr;
      const values = defective
        .flatMap((e) => [e.row.name, e.row.document, e.row.email, e.row.phone])
        .filter((v) => v !== '');
      expect(values.filter((value) => output.includes(value))).toEqual([]);
    },
    120_000,
  );

  it(
    'a third sync records the firings the file now carries, ' +
      'and those employees are soft-deleted after the settle delay',
    async () => {
      const dismissed = dismissedWorkforce.filter((e) => e.dismissed).map((e) => e.row);
      expect(dismissed).toHaveLength(DISMISSED);
      const ids = await listed();

      const summary = await sync(dismissedWorkforce);

      expect(summary).toMatchObject({
        created: 0,
        updated: DISMISSED,
        unchanged: valid.length - DISMISSED,
        failed: [],
      });
      const total = async (): Promise<number> =>
        (await api(server!.baseUrl, key, 'GET', '/api/v1/employees?per_page=1')).body.meta.total as number;
      expect(await eventually(async () => (await total()) === valid.length - DISMISSED, 20_000)).toBe(true);
      const remaining = await listed();
      expect(dismissed.filter((row) => remaining.has(row.internal_id))).toEqual([]);
      // the firing was recorded, then settled: the stored record keeps the dismissal and has deleted_at
      for (const row of dismissed.slice(0, 2)) {
        const inspected = await admin(env, 'employee', 'inspect', '--id', ids.get(row.internal_id)!.id);
        expect(inspected).toMatchObject({
          firing_date: row.firing_date,
          reason_firing: row.reason_firing,
          is_voluntary_firing: row.is_voluntary_firing === 'true',
        });
        expect(inspected.deleted_at).toEqual(expect.any(String));
      }
    },
    120_000,
  );

  it('a later sync of that file skips the dismissed people instead of creating them again [hang 120 s]', async () => {
    const summary = await sync(dismissedWorkforce);

    expect(summary).toMatchObject({
      created: 0,
      updated: 0,
      skipped: DISMISSED,
      unchanged: valid.length - DISMISSED,
      failed: [],
    });
    expect((await listed()).size).toBe(valid.length - DISMISSED);
  }, 120_000);
});
