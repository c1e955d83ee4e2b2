import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createEmployeeClient } from '@employee/client';
import { parseWorkforceFile, syncWorkforce, type SyncSummary } from '@employee/workforce-sync';
import { DEFAULT_INVALID_SHARE, generateWorkforce, workforceCsv } from '../../../scripts/make-workforce/workforce';
import { checkWorkforce, consistentWorkforce, readWorkforce, type StoredEmployee } from './support/database-checks';
import { describeWhen, postgresMissing } from './support/describe-when';
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
 *     orphan rows, no duplicate unique value, and counters equal to the rows (support/database-checks);
 *   - a new server on the same database and a re-sync of the same file complete the load: a create committed
 *     just before the kill but never answered is matched by internal_id as unchanged, not created twice;
 *   - a third sync changes nothing, and the database and the API hold exactly one employee per valid row.
 * Needs PostgreSQL (TEST_POSTGRES_URL): the embedded database would make "the server's process" and "the
 * database" the same process. Writes one `[figures] sync-crash {…}` line on stderr.
 */

const SIZE = 1200;
const CONCURRENCY = 8;
/** Share of the valid rows stored when the server is killed. */
const KILL_AT = 0.3;
/** A fixed export date in the past, so the file is the same whenever the test runs. */
const AS_OF = '31/10/2026';
const SEED = 20261123;
const FILTER_KEYS = ['department', 'site'] as const;

/** Called with each answer the sync gets; may withhold it by throwing. */
type AnswerHook = (answer: { readonly request: Request; readonly internalId: string | undefined; readonly response: Response }) => Promise<void>;

describeWhen(postgresMissing(), 'a server killed (SIGKILL) during a workforce sync, then restarted and re-synced', () => {
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
  /** Syncs still running, each with the controller that cancels its requests (a failed test leaves none behind). */
  const running = new Map<AbortController, Promise<unknown>>();
  /**
   * Figures for the record, every one computed; written by afterAll. requestsSent: the syncs' requests
   * (after the kill, the first run's meet a dead port); requestsAnswered: those a server answered;
   * defectiveRowsSent: POSTs of defective rows a server answered (422), over the three runs.
   */
  const figures: Record<string, number> = { requestsSent: 0, requestsAnswered: 0, defectiveRowsSent: 0 };
  let storedAfterCrash = 0;
  /** internal_id of the create committed by the killed server and never answered. */
  let lostAnswerId = '';
  let lostAnswerEmployee: string | null = null;

  const server = (): ServerProcess => servers[servers.length - 1]!;
  const url = (): string => database!.url;

  /**
   * Starts a sync of the file against the current server. Its requests go through a fetch that `controller`
   * cancels, that counts requests, answers and defective rows answered, and that passes each answer to `hook`.
   */
  function startSync(hook?: AnswerHook): { readonly summary: Promise<SyncSummary>; readonly controller: AbortController } {
    const controller = new AbortController();
    const send = async (request: Request): Promise<Response> => {
      controller.signal.throwIfAborted();
      const internalId = request.method === 'POST' ? (JSON.parse(await request.clone().text()) as { internal_id?: string }).internal_id : undefined;
      figures.requestsSent! += 1;
      const response = await fetch(request, { signal: controller.signal });
      figures.requestsAnswered! += 1;
      if (internalId !== undefined && defectiveIds.has(internalId)) figures.defectiveRowsSent! += 1;
      await hook?.({ request, internalId, response });
      return response;
    };
    const summary = syncWorkforce({
      client: createEmployeeClient({ baseUrl: `${server().baseUrl}/api`, apiKey: key, fetch: send }),
      file: parseWorkforceFile(csv),
      createFilters: true,
      concurrency: CONCURRENCY,
    });
    running.set(controller, summary.finally(() => running.delete(controller)).catch(() => undefined));
    return { summary, controller };
  }
  const sync = (): Promise<SyncSummary> => startSync().summary;

  const expectedRejections = () => defective.map((e) => ({ row: e.rowNumber, fields: [e.defect!.field] }));
  const rejectionsOf = (summary: SyncSummary) => summary.rejected.map((r) => ({ row: r.row, fields: Object.keys(r.errors) }));

  /** Stored employees that are not exactly a valid row of the file: its document, its filter values, one link. */
  function notWholeRows(stored: readonly StoredEmployee[]): unknown[] {
    return stored.flatMap((employee) => {
      const internalId = String(employee.row.internal_id);
      const found = {
        internal_id: internalId,
        document: employee.row.document,
        deleted_at: employee.row.deleted_at,
        fields: Object.fromEntries(employee.fields.map((f) => [f.key, f.value])),
        campaignIds: employee.campaignIds,
      };
      const row = validById.get(internalId);
      const wanted = row && {
        internal_id: row.internal_id,
        document: row.document,
        deleted_at: null,
        fields: Object.fromEntries(FILTER_KEYS.map((k) => [k, row[k]])),
        campaignIds: [campaignId],
      };
      if (isDeepStrictEqual(found, wanted)) return [];
      return [{ id: employee.id, stored: found, row: wanted ?? (defectiveIds.has(internalId) ? 'a defective row' : 'not in the file') }];
    });
  }

  /** Asserts every stored employee is a whole valid row and the shared checks pass; returns the stored employees. */
  async function expectConsistent(): Promise<StoredEmployee[]> {
    const stored = await readWorkforce(url(), companyId);
    const check = await checkWorkforce(url(), companyId, { filterKeys: FILTER_KEYS, campaignIds: [campaignId] });
    const wrong = notWholeRows(stored);
    expect({ check, notWholeRows: wrong.length, first: wrong.slice(0, 5) }).toEqual({ check: consistentWorkforce(stored.length), notWholeRows: 0, first: [] });
    return stored;
  }

  /** The id of the one stored employee with this internal_id; null when none. */
  async function employeeIdOf(internalId: string): Promise<string | null> {
    const found = (await readWorkforce(url(), companyId)).filter((e) => e.row.internal_id === internalId);
    expect(found.length).toBeLessThanOrEqual(1);
    return found[0]?.id ?? null;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
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
    for (const [controller, ended] of running) {
      controller.abort();
      await ended;
    }
    for (const s of servers) await s.kill();
    await database?.drop();
    process.stderr.write(`\n[figures] sync-crash ${JSON.stringify(figures)}\n`);
  }, 60_000);

  it('the sync interrupted by SIGKILL ends by itself and reports every row it could not finish as failed', async () => {
    expect(defective.length).toBe(Math.round(SIZE * DEFAULT_INVALID_SHARE));
    const killAt = Math.round(valid.length * KILL_AT);
    // The crash itself: once armed, the first answer 201 to a POST kills the server (SIGKILL, the other
    // requests still in flight) and never reaches the sync, as when the process dies between COMMIT and
    // writing the answer. So every run has at least one create committed and unanswered.
    let armed = false;
    let killed: Promise<void> | null = null;
    let lostAnswer: string | null = null; // internal_id of that create
    const { summary: first, controller } = startSync(async ({ request, internalId, response }) => {
      if (!armed || killed !== null || request.method !== 'POST' || response.status !== 201) return;
      killed = server().kill();
      lostAnswer = internalId ?? null;
      await response.body?.cancel();
      throw new TypeError('fetch failed: the server died before answering');
    });
    let ended = false;
    first.then(
      () => (ended = true),
      () => (ended = true),
    );
    let summary: SyncSummary;
    let stored = 0;
    try {
      await withPostgres(url(), async (client) => {
        const deadline = Date.now() + 60_000;
        while (stored < killAt && !ended && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 20));
          stored = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM employees')).rows[0]!.n);
        }
      });
      if (ended) await first; // an aborted sync shows its error
      expect({ ended, stored: stored >= killAt }).toEqual({ ended: false, stored: true });
      armed = true;

      let timer: NodeJS.Timeout | undefined;
      summary = await Promise.race([
        first,
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the sync did not end within 30 s of the crash')), 30_000))),
      ]).finally(() => clearTimeout(timer));
    } finally {
      // A failure before the kill must not leave the 1,200-row sync running against the server.
      controller.abort();
      await first.catch(() => undefined);
    }
    expect(killed).not.toBeNull();
    await killed;

    expect(summary).toMatchObject({ rows: SIZE, updated: 0, unchanged: 0, skipped: 0, filtersCreated: ['department', 'site'] });
    expect(summary.created + summary.failed.length + summary.rejected.length).toBe(SIZE);
    expect(summary.failed.length).toBeGreaterThan(0);
    expect(summary.failed.filter((f) => f.status !== null || !f.message.startsWith('no answer'))).toEqual([]);
    const lostRow = workforce.findIndex((e) => e.row.internal_id === lostAnswer) + 2;
    expect(summary.failed.map((f) => f.row)).toContain(lostRow);
    // the rows rejected before the crash are defective rows, each for its defect; only those reached the server
    expect(rejectionsOf(summary).filter((r) => !expectedRejections().some((e) => JSON.stringify(e) === JSON.stringify(r)))).toEqual([]);
    figures.defectiveRowsSentFirstRun = figures.defectiveRowsSent!;
    expect(summary.rejected.length).toBe(figures.defectiveRowsSentFirstRun);
    // every row was attempted once: filters read + 2 created, employees read, then one POST per row
    expect(summary.rateLimited).toBe(0);
    expect(summary.requests).toBe(1 + 2 + 1 + SIZE);

    // The server's database sessions end with it; a COMMIT it had sent may still land until they have.
    const sessionsGone = await eventually(
      () =>
        withPostgres(url(), async (client) => {
          const result = await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
            database!.name,
          ]);
          return Number(result.rows[0]!.n) === 0;
        }),
      20_000,
    );
    expect(sessionsGone).toBe(true);
    storedAfterCrash = (await expectConsistent()).length;
    Object.assign(figures, {
      rows: workforce.length,
      validRows: valid.length,
      defectiveRowsInFile: defective.length,
      storedWhenKillArmed: stored,
      createdBeforeKill: summary.created,
      committedButUnanswered: storedAfterCrash - summary.created,
      failedByKill: summary.failed.length,
    });
    // created < stored ≤ created + the requests in flight at the kill (committed, never answered)
    expect(storedAfterCrash).toBeGreaterThan(summary.created);
    expect(storedAfterCrash - summary.created).toBeLessThanOrEqual(CONCURRENCY);
    lostAnswerId = lostAnswer ?? '';
    lostAnswerEmployee = await employeeIdOf(lostAnswerId);
    expect(lostAnswerEmployee).not.toBeNull();
    expect(storedAfterCrash).toBeLessThan(valid.length);
  }, 120_000);

  it('after a restart, a re-sync of the same file creates exactly the missing rows and matches the stored ones', async () => {
    servers.push(await startServerProcess(env));

    const summary = await sync();
    Object.assign(figures, { resyncCreated: summary.created, resyncUnchanged: summary.unchanged, resyncMs: summary.durationMs });

    expect(summary).toMatchObject({ rows: SIZE, failed: [], updated: 0, skipped: 0, notInFile: 0, filtersCreated: [] });
    expect(summary.unchanged).toBe(storedAfterCrash);
    expect(summary.created).toBe(valid.length - storedAfterCrash);
    expect(rejectionsOf(summary)).toEqual(expectedRejections());
    // filters (1 page), employees (their pages), a POST per missing row and per defective row
    expect(summary.requests).toBe(1 + Math.max(1, Math.ceil(storedAfterCrash / 100)) + summary.created + defective.length);
    // the create the killed server committed but never answered was matched, not created again
    expect(await employeeIdOf(lostAnswerId)).toBe(lostAnswerEmployee);

    expect((await expectConsistent()).length).toBe(valid.length);
  }, 120_000);

  it('a third sync changes nothing; the database and the API hold exactly one whole employee per valid row', async () => {
    const summary = await sync();
    figures.thirdSyncUnchanged = summary.unchanged;

    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: valid.length, skipped: 0, failed: [], notInFile: 0 });
    expect(rejectionsOf(summary)).toEqual(expectedRejections());

    const storedIds = (await expectConsistent()).map((e) => String(e.row.internal_id)).sort();
    figures.rowsLost = valid.filter((row) => !storedIds.includes(row.internal_id)).length;
    figures.duplicates = storedIds.length - new Set(storedIds).size;
    expect(storedIds).toEqual(valid.map((row) => row.internal_id).sort()); // one per row: none lost, none twice

    const listedIds: string[] = [];
    for (let page = 1; ; page += 1) {
      const response = await api(server().baseUrl, key, 'GET', `/api/v1/employees?per_page=100&page=${page}`);
      expect(response.status).toBe(200);
      listedIds.push(...(response.body.data as Array<{ internal_id: string }>).map((e) => e.internal_id));
      expect(response.body.meta.total).toBe(valid.length);
      if (page >= response.body.meta.last_page) break;
    }
    expect(listedIds.sort()).toEqual(storedIds);
  }, 120_000);
});
