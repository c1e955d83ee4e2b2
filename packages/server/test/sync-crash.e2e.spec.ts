import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createEmployeeClient } from '@employee/client';
import { parseWorkforceFile, syncWorkforce, type SyncSummary } from '@employee/workforce-sync';
import { generateWorkforce, workforceCsv, type WorkforceRow } from '../../../scripts/make-workforce/workforce';
import { describeWhen } from './support/describe-when';
import {
  admin,
  api,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  withPostgres,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * A crash of the server in the middle of a workforce sync loses and duplicates nothing (issue: "`kill -9` of
 * the server during a workforce sync, then restart and re-sync → every employee complete, nothing
 * duplicated"). The REAL server process (production settings) on a fresh PostgreSQL database; the company
 * has an active campaign, so every create writes three tables (employees, employee_field_values,
 * campaign_links) and the trigger-kept active_employee_counts. `syncWorkforce` (concurrency 8) loads a
 * generated export; when about a third of the rows are stored, the next answer 201 triggers SIGKILL of the
 * server, with the other requests in flight, and is withheld from the sync (as when the process dies between
 * COMMIT and writing the answer), so every run has a create that is committed but unanswered. Then:
 *   - the sync ends by itself and reports every unsent or unanswered row as failed (no answer);
 *   - the database holds only whole employees (each with its row's filter values and its campaign link), no
 *     orphan rows, no duplicate unique value, and counters equal to the rows;
 *   - a new server on the same database and a re-sync of the same file complete the load: a create committed
 *     just before the kill but never answered is matched by internal_id as unchanged, not created twice;
 *   - a third sync changes nothing, and the database and the API hold exactly one employee per valid row.
 * Needs PostgreSQL (TEST_POSTGRES_URL, exported by the jest global setup when DATABASE_URL is set): the
 * embedded database would make "the server's process" and "the database" the same process.
 */

const POSTGRES = process.env.TEST_POSTGRES_URL;
const SIZE = 1200;
const CONCURRENCY = 8;
/** Share of the valid rows stored when the server is killed. */
const KILL_AT = 0.3;
/** A fixed export date in the past, so the file is the same whenever the test runs. */
const AS_OF = '31/10/2026';
const SEED = 20261123;
const FILTER_KEYS = ['department', 'site'] as const;

/** What the database holds for the company (read with a plain pg client, not through the service). */
interface StoredState {
  readonly employees: ReadonlyArray<{ id: string; internal_id: string | null; document: string | null; deleted: boolean }>;
  /** employee id → filter key → value */
  readonly values: ReadonlyMap<string, Record<string, string>>;
  /** employee id → campaign ids */
  readonly links: ReadonlyMap<string, string[]>;
  readonly orphanValues: number;
  readonly orphanLinks: number;
  /** `column = value ×n` for every unique value held by more than one employee of the company. */
  readonly duplicates: readonly string[];
  readonly countedActive: number;
  readonly active: number;
}

describeWhen(POSTGRES ? null : 'needs PostgreSQL (DATABASE_URL)', 'a server killed (SIGKILL) during a workforce sync, then restarted and re-synced', () => {
  let database: FreshPostgresDatabase | null = null;
  let env: Record<string, string> = {};
  const servers: ServerProcess[] = [];
  let companyId = '';
  let campaignId = '';
  let key = '';
  const workforce = generateWorkforce({ size: SIZE, seed: SEED, asOf: AS_OF });
  const csv = workforceCsv(workforce);
  const valid = workforce.filter((e) => e.defect === null).map((e) => e.row);
  const validById = new Map(valid.map((row) => [row.internal_id, row]));
  const defective = workforce.map((e, i) => ({ ...e, rowNumber: i + 2 })).filter((e) => e.defect !== null);
  const defectiveIds = new Set(defective.map((e) => e.row.internal_id));
  /** Figures for the record, printed at the end. */
  const figures: Record<string, number> = {};
  let storedAfterCrash = 0;
  /** internal_id of the create committed by the killed server and never answered. */
  let lostAnswerId = '';
  let lostAnswerEmployee: string | null = null;

  const server = (): ServerProcess => servers[servers.length - 1]!;
  const sync = (fetch?: (request: Request) => Promise<Response>): Promise<SyncSummary> =>
    syncWorkforce({
      client: createEmployeeClient({ baseUrl: `${server().baseUrl}/api`, apiKey: key, ...(fetch ? { fetch } : {}) }),
      file: parseWorkforceFile(csv),
      createFilters: true,
      concurrency: CONCURRENCY,
    });

  const expectedRejections = () => defective.map((e) => ({ row: e.rowNumber, fields: [e.defect!.field] }));
  const rejectionsOf = (summary: SyncSummary) => summary.rejected.map((r) => ({ row: r.row, fields: Object.keys(r.errors) }));

  /** The id of the one stored employee with this internal_id; null when none. */
  const employeeIdOf = (internalId: string): Promise<string | null> =>
    storedState().then((state) => {
      const found = state.employees.filter((e) => e.internal_id === internalId);
      expect(found.length).toBeLessThanOrEqual(1);
      return found[0]?.id ?? null;
    });

  async function storedState(): Promise<StoredState> {
    return withPostgres(database!.url, async (client) => {
      const employees = (
        await client.query<{ id: string; internal_id: string | null; document: string | null; deleted: boolean }>(
          'SELECT id, internal_id, document, deleted_at IS NOT NULL AS deleted FROM employees WHERE company_id = $1',
          [companyId],
        )
      ).rows;
      const values = new Map<string, Record<string, string>>();
      const valueRows = await client.query<{ employee_id: string; key: string; value: string }>(
        `SELECT v.employee_id, f.key, v.value FROM employee_field_values v
           JOIN employees e ON e.id = v.employee_id JOIN filters f ON f.id = v.filter_id
          WHERE e.company_id = $1`,
        [companyId],
      );
      for (const { employee_id, key: filterKey, value } of valueRows.rows) {
        values.set(employee_id, { ...values.get(employee_id), [filterKey]: value });
      }
      const links = new Map<string, string[]>();
      const linkRows = await client.query<{ employee_id: string; campaign_id: string }>(
        'SELECT l.employee_id, l.campaign_id FROM campaign_links l JOIN employees e ON e.id = l.employee_id WHERE e.company_id = $1',
        [companyId],
      );
      for (const { employee_id, campaign_id } of linkRows.rows) links.set(employee_id, [...(links.get(employee_id) ?? []), campaign_id]);
      const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
      const duplicates: string[] = [];
      for (const column of ['document', 'lower(email)', 'phone', 'internal_id']) {
        const rows = await client.query<{ value: string; n: string }>(
          `SELECT ${column} AS value, count(*) AS n FROM employees WHERE company_id = $1 AND ${column} IS NOT NULL GROUP BY 1 HAVING count(*) > 1`,
          [companyId],
        );
        duplicates.push(...rows.rows.map((r) => `${column} = ${r.value} ×${r.n}`));
      }
      return {
        employees,
        values,
        links,
        // whole database: an orphan has no company to filter by
        orphanValues: await count(
          `SELECT count(*) AS n FROM employee_field_values v
            WHERE NOT EXISTS (SELECT 1 FROM employees e JOIN filters f ON f.company_id = e.company_id WHERE e.id = v.employee_id AND f.id = v.filter_id)`,
        ),
        orphanLinks: await count(
          `SELECT count(*) AS n FROM campaign_links l
            WHERE NOT EXISTS (SELECT 1 FROM employees e JOIN campaigns c ON c.company_id = e.company_id WHERE e.id = l.employee_id AND c.id = l.campaign_id)`,
        ),
        duplicates,
        countedActive: await count('SELECT coalesce(sum(active), 0) AS n FROM active_employee_counts WHERE company_id = $1', [companyId]),
        active: await count('SELECT count(*) AS n FROM employees WHERE company_id = $1 AND deleted_at IS NULL', [companyId]),
      };
    });
  }

  /**
   * Asserts that every stored employee is whole and is one valid row of the file: its document, exactly its
   * row's filter values, exactly one link to the campaign; no orphans, no duplicates, counters right.
   * @returns the number of employees stored.
   */
  async function expectConsistent(): Promise<number> {
    const state = await storedState();
    const problems: string[] = [];
    for (const employee of state.employees) {
      const row: WorkforceRow | undefined = validById.get(employee.internal_id ?? '');
      const name = `employee ${employee.id} (${employee.internal_id})`;
      if (row === undefined) {
        problems.push(`${name}: ${defectiveIds.has(employee.internal_id ?? '') ? 'a defective row was stored' : 'not a row of the file'}`);
        continue;
      }
      if (employee.deleted) problems.push(`${name}: soft-deleted`);
      if (employee.document !== row.document) problems.push(`${name}: document ${employee.document}, row has ${row.document}`);
      const expectedValues = Object.fromEntries(FILTER_KEYS.map((k) => [k, row[k]]));
      const values = state.values.get(employee.id) ?? {};
      const canonical = (o: Record<string, string>): string => JSON.stringify(Object.entries(o).sort());
      if (canonical(values) !== canonical(expectedValues)) {
        problems.push(`${name}: field values ${JSON.stringify(values)}, row has ${JSON.stringify(expectedValues)}`);
      }
      const links = state.links.get(employee.id) ?? [];
      if (links.length !== 1 || links[0] !== campaignId) problems.push(`${name}: campaign links ${JSON.stringify(links)}`);
    }
    expect(problems).toEqual([]);
    expect({ orphanValues: state.orphanValues, orphanLinks: state.orphanLinks, duplicates: state.duplicates }).toEqual({
      orphanValues: 0,
      orphanLinks: 0,
      duplicates: [],
    });
    expect(state.countedActive).toBe(state.active);
    expect(state.active).toBe(state.employees.length);
    return state.employees.length;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES as string);
    env = { DATABASE_URL: database.url, APP_ENV: 'production' };
    // LOG_LEVEL stays info (startServerProcess waits for the info line "listening").
    servers.push(await startServerProcess(env));
    const company = await admin(env, 'company', 'create', '--name', 'Sync Crash Ltda', '--identify-key', 'document');
    companyId = company.id as string;
    await admin(env, 'company', 'set-rate-limit', '--company', companyId, '--per-minute', '100000');
    campaignId = (await admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Integração')).id as string;
    key = (await admin(env, 'key', 'issue', '--company', companyId)).key as string;
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await s.kill();
    await database?.drop();
    process.stderr.write(`\n[sync-crash] ${JSON.stringify(figures)}\n`);
  }, 60_000);

  it('the sync interrupted by SIGKILL ends by itself and reports every row it could not finish as failed', async () => {
    expect(defective.length).toBe(Math.round(SIZE * 0.03));
    const killAt = Math.round(valid.length * KILL_AT);
    // The crash itself: once armed, the first answer 201 to a POST kills the server (SIGKILL, the other
    // requests still in flight) and never reaches the sync, as when the process dies between COMMIT and
    // writing the answer. So every run has at least one create committed and unanswered.
    let armed = false;
    let killed: Promise<void> | null = null;
    let lostAnswer: string | null = null; // internal_id of that create
    const crashingFetch = async (request: Request): Promise<Response> => {
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const response = await fetch(request);
      if (armed && killed === null && request.method === 'POST' && response.status === 201) {
        killed = server().kill();
        lostAnswer = (JSON.parse(body) as { internal_id: string }).internal_id;
        await response.body?.cancel();
        throw new TypeError('fetch failed: the server died before answering');
      }
      return response;
    };
    const running = sync(crashingFetch);
    let ended = false;
    running.then(
      () => (ended = true),
      () => (ended = true),
    );
    let stored = 0;
    await withPostgres(database!.url, async (client) => {
      const deadline = Date.now() + 60_000;
      while (stored < killAt && !ended && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        stored = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM employees')).rows[0]!.n);
      }
    });
    if (ended) await running; // an aborted sync shows its error
    expect({ ended, stored: stored >= killAt }).toEqual({ ended: false, stored: true });
    armed = true;

    let timer: NodeJS.Timeout | undefined;
    const summary = await Promise.race([
      running,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the sync did not end within 30 s of the crash')), 30_000))),
    ]).finally(() => clearTimeout(timer));
    expect(killed).not.toBeNull();
    await killed;

    expect(summary).toMatchObject({ rows: SIZE, updated: 0, unchanged: 0, skipped: 0, filtersCreated: ['department', 'site'] });
    expect(summary.created + summary.failed.length + summary.rejected.length).toBe(SIZE);
    expect(summary.failed.length).toBeGreaterThan(0);
    expect(summary.failed.filter((f) => f.status !== null || !f.message.startsWith('no answer'))).toEqual([]);
    const lostRow = workforce.findIndex((e) => e.row.internal_id === lostAnswer) + 2;
    expect(summary.failed.map((f) => f.row)).toContain(lostRow);
    // the rows rejected before the crash are defective rows, each for its defect
    expect(rejectionsOf(summary).filter((r) => !expectedRejections().some((e) => JSON.stringify(e) === JSON.stringify(r)))).toEqual([]);
    // every row was attempted once: filters read + 2 created, employees read, then one POST per row
    expect(summary.rateLimited).toBe(0);
    expect(summary.requests).toBe(1 + 2 + 1 + SIZE);
    Object.assign(figures, {
      rows: SIZE,
      validRows: valid.length,
      defectiveRows: defective.length,
      storedWhenArmed: stored,
      createdBeforeCrash: summary.created,
      rejectedBeforeCrash: summary.rejected.length,
      failedByCrash: summary.failed.length,
      firstSyncRequests: summary.requests,
    });

    // The server's database sessions end with it; a COMMIT it had sent may still land until they have.
    const sessionsGone = await eventually(
      () =>
        withPostgres(database!.url, async (client) => {
          const result = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
            database!.name,
          ]);
          return Number(result.rows[0]!.n) === 0;
        }),
      20_000,
    );
    expect(sessionsGone).toBe(true);
    storedAfterCrash = await expectConsistent();
    // created < stored ≤ created + the requests in flight at the kill (committed, never answered)
    expect(storedAfterCrash).toBeGreaterThan(summary.created);
    expect(storedAfterCrash - summary.created).toBeLessThanOrEqual(CONCURRENCY);
    lostAnswerId = lostAnswer ?? '';
    lostAnswerEmployee = await employeeIdOf(lostAnswerId);
    expect(lostAnswerEmployee).not.toBeNull();
    expect(storedAfterCrash).toBeLessThan(valid.length);
    figures.committedButUnanswered = storedAfterCrash - summary.created;
  }, 120_000);

  it('after a restart, a re-sync of the same file creates exactly the missing rows and matches the stored ones', async () => {
    servers.push(await startServerProcess(env));

    const summary = await sync();

    expect(summary).toMatchObject({ rows: SIZE, failed: [], updated: 0, skipped: 0, notInFile: 0, filtersCreated: [] });
    expect(summary.unchanged).toBe(storedAfterCrash);
    expect(summary.created).toBe(valid.length - storedAfterCrash);
    expect(rejectionsOf(summary)).toEqual(expectedRejections());
    // filters (1 page), employees (their pages), a POST per missing row and per defective row
    expect(summary.requests).toBe(1 + Math.max(1, Math.ceil(storedAfterCrash / 100)) + summary.created + defective.length);
    // the create the killed server committed but never answered was matched, not created again
    expect(await employeeIdOf(lostAnswerId)).toBe(lostAnswerEmployee);
    Object.assign(figures, { resyncCreated: summary.created, resyncUnchanged: summary.unchanged, resyncRequests: summary.requests, resyncMs: summary.durationMs });

    expect(await expectConsistent()).toBe(valid.length);
  }, 120_000);

  it('a third sync changes nothing; the database and the API hold exactly one whole employee per valid row', async () => {
    const summary = await sync();

    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: valid.length, skipped: 0, failed: [], notInFile: 0 });
    expect(rejectionsOf(summary)).toEqual(expectedRejections());
    figures.thirdSyncRequests = summary.requests;

    const stored = await storedState();
    const storedIds = stored.employees.map((e) => e.internal_id).sort();
    expect(storedIds).toEqual(valid.map((row) => row.internal_id).sort()); // one per row: none lost, none twice
    expect(await expectConsistent()).toBe(valid.length);

    const listedIds: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await api(server().baseUrl, key, 'GET', `/api/v1/employees?per_page=100&page=${page}`);
      expect(response.status).toBe(200);
      listedIds.push(...(response.body.data as Array<{ internal_id: string }>).map((e) => e.internal_id));
      expect(response.body.meta.total).toBe(valid.length);
      if (page >= response.body.meta.last_page) break;
    }
    expect(listedIds.sort()).toEqual(storedIds);
    figures.rowsLost = valid.length - new Set(storedIds).size;
    figures.duplicates = storedIds.length - new Set(storedIds).size;
  }, 120_000);
});
