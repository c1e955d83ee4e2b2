import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createEmployeeClient } from '@employee/client';
import { canonical, parseWorkforceFile, syncWorkforce, type SyncSummary } from '@employee/workforce-sync';
import {
  DEFAULT_INVALID_SHARE,
  WORKFORCE_COLUMNS,
  generateWorkforce,
  workforceCsv,
  type WorkforceColumn,
} from '../../../scripts/make-workforce/workforce';
import { setUpCompany } from './support/company-setup';
import { checkWorkforce, consistentWorkforce, readWorkforce, type StoredEmployee } from './support/database-checks';
import { cleanUp } from './support/clean-up';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import {
  api,
  createPostgresDatabase,
  eventually,
  PRODUCTION_ENV,
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
 *   - once the dead server's sessions are gone, and before anything re-syncs, every create the sync got an
 *     answer 201 for is stored, equal to its file row (`rowsLost` counts those missing or different);
 *   - the database holds only whole employees (each with its row's values, filter values and campaign link),
 *     no orphan rows, the unique indexes in place, and counters equal to the rows (support/database-checks);
 *   - a new server on the same database and a re-sync of the same file complete the load: every create
 *     committed before the kill, answered or not, is matched by internal_id and keeps its id; afterwards the
 *     company's employees (soft-deleted ones included) are exactly the valid rows, each once (`createdTwice`
 *     counts an internal_id stored more than once plus a pre-crash employee that lost its id);
 *   - a third sync changes nothing (every stored row as after the re-sync), and the API lists exactly one
 *     employee per valid row.
 * Needs PostgreSQL (TEST_POSTGRES_URL): the embedded database would make "the server's process" and "the
 * database" the same process. Writes one `[figures] sync-crash {…}` line on stderr (from afterAll, so also
 * when a test failed; a figure not measured by then is null).
 */

const SIZE = 1200;
const CONCURRENCY = 8;
/** Share of the valid rows stored when the server is killed. */
const KILL_AT = 0.3;
/** A fixed export date in the past, so the file is the same whenever the test runs. */
const AS_OF = '31/10/2026';
const SEED = 20261123;
const FILTER_KEYS = ['department', 'site'] as const;
/**
 * The employee columns of the file (every column but the filters), compared with the stored columns of the same
 * name.
 */
const EMPLOYEE_COLUMNS = WORKFORCE_COLUMNS.filter(
  (c): c is Exclude<WorkforceColumn, (typeof FILTER_KEYS)[number]> => !(FILTER_KEYS as readonly string[]).includes(c),
);
const DATE_COLUMNS: ReadonlySet<string> = new Set(['birthdate', 'hiring_date', 'firing_date']);

/**
 * A cell or a stored value in the form in which the two compare equal when the service stored the cell as it
 * is: the sync's own comparison form (`canonical` of `@employee/workforce-sync`: NFC, trimmed, names with inner
 * spaces collapsed, e-mail lower-cased, phone without separators and `+`), with `dd/mm/yyyy` as `yyyy-mm-dd`
 * (`to_jsonb` renders a date so); `null` for no value.
 */
function comparable(column: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = canonical(column, typeof value === 'string' ? value : JSON.stringify(value));
  if (text === '') return null;
  return DATE_COLUMNS.has(column) ? text.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1') : text;
}

/** The {@link EMPLOYEE_COLUMNS} of a file row or a stored row, each {@link comparable}. */
function comparableColumns(source: Readonly<Record<string, unknown>>): Record<string, string | null> {
  return Object.fromEntries(EMPLOYEE_COLUMNS.map((c) => [c, comparable(c, source[c])]));
}

/** Called with each answer the sync gets; may withhold it by throwing. */
type AnswerHook = (answer: {
  readonly request: Request;
  readonly internalId: string | undefined;
  readonly response: Response;
}) => Promise<void>;

/** The figures of the `[figures] sync-crash` line; null until measured. */
const FIGURE_NAMES = [
  'rows',
  'validRows',
  'defectiveRowsInFile',
  'requestsSent',
  'requestsAnswered',
  'defectiveRowsSent',
  'defectiveRowsSentFirstRun',
  'storedWhenKillArmed',
  'createdBeforeKill',
  'answeredCreates',
  'committedButUnanswered',
  'failedByKill',
  'rowsLost',
  'resyncCreated',
  'resyncUnchanged',
  'resyncMs',
  'createdTwice',
  'thirdSyncUnchanged',
] as const;

describeWhen(
  postgresMissing(),
  'a server killed (SIGKILL) during a workforce sync, then restarted and re-synced',
  () => {
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
     * Figures for the record, every one computed, null until measured; written by afterAll. requestsSent: the
     * syncs' requests (after the kill, the first run's meet a dead port); requestsAnswered: those a server
     * answered; defectiveRowsSent: POSTs of defective rows a server answered (422), over the three runs;
     * answeredCreates: POSTs of the first run answered 201 and passed to the sync; rowsLost: those of them not
     * stored, or stored different from their row, once the killed server's sessions are gone; createdTwice:
     * after the re-sync, internal_ids stored more than once plus employees stored before the re-sync whose
     * internal_id is now held by another id (or by none).
     */
    const figures = Object.fromEntries(FIGURE_NAMES.map((name) => [name, null])) as Record<
      (typeof FIGURE_NAMES)[number],
      number | null
    >;
    Object.assign(figures, {
      rows: workforce.length,
      validRows: valid.length,
      defectiveRowsInFile: defective.length,
      requestsSent: 0,
      requestsAnswered: 0,
      defectiveRowsSent: 0,
    });
    let storedAfterCrash = 0;
    /** internal_id → id of every employee stored once the killed server's sessions were gone (before the re-sync). */
    const idsAfterCrash = new Map<string, string>();
    /** internal_id of the create committed by the killed server whose answer was withheld. */
    let lostAnswerId = '';
    /** The company's employees after the re-sync, to compare the third sync's result with. */
    let afterResync: StoredEmployee[] = [];

    const server = (): ServerProcess => servers[servers.length - 1]!;
    const url = (): string => database!.url;
    const add = (name: 'requestsSent' | 'requestsAnswered' | 'defectiveRowsSent'): void => {
      figures[name] = (figures[name] ?? 0) + 1;
    };

    /**
     * Starts a sync of the file against the current server. Its requests go through a fetch that `controller`
     * cancels, that counts requests, answers and defective rows answered, that passes each answer to `hook`,
     * and that adds to `answeredCreates` the internal_id of each POST answered 201 that the hook let through.
     */
    function startSync(hook?: AnswerHook): {
      readonly summary: Promise<SyncSummary>;
      readonly controller: AbortController;
      readonly answeredCreates: ReadonlySet<string>;
    } {
      const controller = new AbortController();
      const answeredCreates = new Set<string>();
      const send = async (request: Request): Promise<Response> => {
        controller.signal.throwIfAborted();
        const internalId =
          request.method === 'POST'
            ? (JSON.parse(await request.clone().text()) as { internal_id?: string }).internal_id
            : undefined;
        add('requestsSent');
        const response = await fetch(request, { signal: controller.signal });
        add('requestsAnswered');
        if (internalId !== undefined && defectiveIds.has(internalId)) add('defectiveRowsSent');
        await hook?.({ request, internalId, response });
        if (internalId !== undefined && response.status === 201) answeredCreates.add(internalId);
        return response;
      };
      const summary = syncWorkforce({
        client: createEmployeeClient({ baseUrl: `${server().baseUrl}/api`, apiKey: key, fetch: send }),
        file: parseWorkforceFile(csv),
        createFilters: true,
        concurrency: CONCURRENCY,
      });
      running.set(
        controller,
        summary.finally(() => running.delete(controller)).catch(() => undefined),
      );
      return { summary, controller, answeredCreates };
    }
    const sync = (): Promise<SyncSummary> => startSync().summary;

    const expectedRejections = () => defective.map((e) => ({ row: e.rowNumber, fields: [e.defect!.field] }));
    const rejectionsOf = (summary: SyncSummary) =>
      summary.rejected.map((r) => ({ row: r.row, fields: Object.keys(r.errors) }));

    /**
     * Stored employees that are not exactly a valid row of the file: every employee column of the row (in the
     * service's stored form, see `comparable`), its filter values, one link to the campaign, not deleted.
     */
    function notWholeRows(stored: readonly StoredEmployee[]): unknown[] {
      return stored.flatMap((employee) => {
        const internalId = String(employee.row.internal_id);
        const found = {
          ...comparableColumns(employee.row),
          deleted_at: employee.row.deleted_at,
          fields: Object.fromEntries(employee.fields.map((f) => [f.key, f.value])),
          campaignIds: employee.campaignIds,
        };
        const row = validById.get(internalId);
        const wanted = row && {
          ...comparableColumns(row),
          deleted_at: null,
          fields: Object.fromEntries(FILTER_KEYS.map((k) => [k, row[k]])),
          campaignIds: [campaignId],
        };
        if (isDeepStrictEqual(found, wanted)) return [];
        return [
          {
            id: employee.id,
            stored: found,
            row: wanted ?? (defectiveIds.has(internalId) ? 'a defective row' : 'not in the file'),
          },
        ];
      });
    }

    /** Asserts every stored employee is a whole valid row and the shared checks pass; returns the stored employees. */
    async function expectConsistent(): Promise<StoredEmployee[]> {
      const stored = await readWorkforce(url(), companyId);
      const check = await checkWorkforce(url(), companyId, { filterKeys: FILTER_KEYS, campaignIds: [campaignId] });
      const wrong = notWholeRows(stored);
      expect({ check, notWholeRows: wrong.length, first: wrong.slice(0, 5) }).toEqual({
        check: consistentWorkforce(stored.length),
        notWholeRows: 0,
        first: [],
      });
      return stored;
    }

    /**
     * What was created twice, from the stored employees (soft-deleted ones included): each internal_id held
     * by more than one of them, and each employee stored before the re-sync whose internal_id is now held by
     * another id or by none (re-created under a new id).
     */
    function createdTwiceIn(stored: readonly StoredEmployee[]): {
      readonly heldTwice: string[];
      readonly lostTheirId: string[];
    } {
      const idsOf = new Map<string, string[]>();
      for (const e of stored)
        idsOf.set(String(e.row.internal_id), [...(idsOf.get(String(e.row.internal_id)) ?? []), e.id]);
      return {
        heldTwice: [...idsOf]
          .filter(([, ids]) => ids.length > 1)
          .map(([internalId, ids]) => `${internalId} ×${ids.length}`),
        lostTheirId: [...idsAfterCrash]
          .filter(([internalId, id]) => !isDeepStrictEqual(idsOf.get(internalId), [id]))
          .map(([internalId, id]) => `${internalId}: was ${id}, now ${idsOf.get(internalId)?.join(', ') ?? 'none'}`),
      };
    }

    beforeAll(async () => {
      database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
      env = { DATABASE_URL: database.url, ...PRODUCTION_ENV };
      // LOG_LEVEL stays info (startServerProcess waits for the info line "listening").
      servers.push(await startServerProcess(env));
      const company = await setUpCompany(env, 'Sync Crash Ltda', { campaign: 'Integração' });
      companyId = company.companyId;
      campaignId = company.campaignId!;
      key = company.key;
    }, 120_000);

    afterAll(async () => {
      reportFigures('sync-crash', figures);
      await cleanUp([
        ...[...running].map(([controller, ended]) => () => {
          controller.abort();
          return ended;
        }),
        ...servers.map((server) => () => server.kill()),
        () => database?.drop(),
      ]);
    }, 60_000);

    it(
      'the sync interrupted by SIGKILL ends by itself, ' +
        'reports every row it could not finish as failed, and every answered create is stored',
      async () => {
        expect(defective.length).toBe(Math.round(SIZE * DEFAULT_INVALID_SHARE));
        const killAt = Math.round(valid.length * KILL_AT);
        // The crash itself: once armed, the first answer 201 to a POST kills the server (SIGKILL, the other
        // requests still in flight) and never reaches the sync, as when the process dies between COMMIT and
        // writing the answer. So every run has at least one create committed and unanswered.
        let armed = false;
        // Typed by a cast, not an annotation: it is assigned in the callback below, which flow analysis does not
        // see, so an annotation would leave it narrowed to null here.
        let killed = null as Promise<void> | null;
        let lostAnswer: string | null = null; // internal_id of that create
        const {
          summary: first,
          controller,
          answeredCreates,
        } = startSync(async ({ request, internalId, response }) => {
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
          figures.storedWhenKillArmed = stored;

          // A hang detector, not a speed target: on a loaded two-CPU CI the sync once took over 30 s to fail the
          // rows left after the kill (each one's connection refused, after its retries).
          let timer: NodeJS.Timeout | undefined;
          summary = await Promise.race([
            first,
            new Promise<never>(
              (_, reject) =>
                (timer = setTimeout(
                  () => reject(new Error('the sync did not end within 120 s of the crash')),
                  120_000,
                )),
            ),
          ]).finally(() => clearTimeout(timer));
        } finally {
          // A failure before the kill must not leave the 1,200-row sync running against the server.
          controller.abort();
          await first.catch(() => undefined);
        }
        expect(killed).not.toBeNull();
        await killed;
        Object.assign(figures, {
          createdBeforeKill: summary.created,
          failedByKill: summary.failed.length,
          answeredCreates: answeredCreates.size,
        });

        expect(summary).toMatchObject({
          rows: SIZE,
          updated: 0,
          unchanged: 0,
          skipped: 0,
          filtersCreated: ['department', 'site'],
        });
        expect(summary.created + summary.failed.length + summary.rejected.length).toBe(SIZE);
        expect(summary.failed.length).toBeGreaterThan(0);
        expect(summary.failed.filter((f) => f.status !== null || !f.message.startsWith('no answer'))).toEqual([]);
        const lostRow = workforce.findIndex((e) => e.row.internal_id === lostAnswer) + 2;
        expect(summary.failed.map((f) => f.row)).toContain(lostRow);
        // Every row the sync counts as created was answered 201 (one whose body was cut by the kill may be counted
        // failed by the sync though answered), and the withheld answer is not among them.
        expect(answeredCreates.size).toBeGreaterThanOrEqual(summary.created);
        expect(answeredCreates.has(lostAnswer ?? '')).toBe(false);
        // the rows rejected before the crash are defective rows, each for its defect; only those reached the server
        expect(
          rejectionsOf(summary).filter(
            (r) => !expectedRejections().some((e) => JSON.stringify(e) === JSON.stringify(r)),
          ),
        ).toEqual([]);
        figures.defectiveRowsSentFirstRun = figures.defectiveRowsSent;
        expect(summary.rejected.length).toBe(figures.defectiveRowsSentFirstRun);
        // every row was attempted once: filters read + 2 created, employees read, then one POST per row
        expect(summary.rateLimited).toBe(0);
        expect(summary.requests).toBe(1 + 2 + 1 + SIZE);

        // The server's database sessions end with it; a COMMIT it had sent may still land until they have. Only
        // client backends count (an autovacuum worker on the database is not one of the server's sessions).
        const sessionsGone = await eventually(
          () =>
            withPostgres(url(), async (client) => {
              const result = await client.query<{ n: string }>(
                `SELECT count(*) AS n FROM pg_stat_activity
              WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
                [database!.name],
              );
              return Number(result.rows[0]!.n) === 0;
            }),
          20_000,
        );
        expect(sessionsGone).toBe(true);

        // Before anything re-syncs: every create answered 201 survived the kill, stored as its row says.
        const afterCrash = await readWorkforce(url(), companyId);
        const storedOf = new Map(afterCrash.map((e) => [String(e.row.internal_id), e]));
        const answeredLost = [...answeredCreates].flatMap((internalId) => {
          const employee = storedOf.get(internalId);
          if (employee === undefined) return [{ internalId, stored: 'missing' }];
          const wrong = notWholeRows([employee]);
          return wrong.length === 0 ? [] : [{ internalId, stored: wrong[0] }];
        });
        figures.rowsLost = answeredLost.length;
        expect({ rowsLost: answeredLost.length, first: answeredLost.slice(0, 5) }).toEqual({ rowsLost: 0, first: [] });

        storedAfterCrash = (await expectConsistent()).length;
        for (const e of afterCrash) idsAfterCrash.set(String(e.row.internal_id), e.id);
        const unanswered = afterCrash
          .filter((e) => !answeredCreates.has(String(e.row.internal_id)))
          .map((e) => String(e.row.internal_id));
        figures.committedButUnanswered = unanswered.length;
        // answered < stored ≤ answered + the requests in flight at the kill (committed, never answered); the
        // withheld create is among the unanswered ones stored.
        expect(unanswered).toContain(lostAnswer);
        expect(unanswered.length).toBeLessThanOrEqual(CONCURRENCY);
        expect(storedAfterCrash).toBeLessThan(valid.length);
        lostAnswerId = lostAnswer ?? '';
      },
      300_000,
    );

    it(
      'after a restart, ' + 'a re-sync of the same file creates exactly the missing rows and matches the stored ones',
      async () => {
        servers.push(await startServerProcess(env));

        const summary = await sync();
        Object.assign(figures, {
          resyncCreated: summary.created,
          resyncUnchanged: summary.unchanged,
          resyncMs: summary.durationMs,
        });

        expect(summary).toMatchObject({
          rows: SIZE,
          failed: [],
          updated: 0,
          skipped: 0,
          notInFile: 0,
          filtersCreated: [],
        });
        expect(summary.unchanged).toBe(storedAfterCrash);
        expect(summary.created).toBe(valid.length - storedAfterCrash);
        expect(rejectionsOf(summary)).toEqual(expectedRejections());
        // filters (1 page), employees (their pages), a POST per missing row and per defective row
        expect(summary.requests).toBe(
          1 + Math.max(1, Math.ceil(storedAfterCrash / 100)) + summary.created + defective.length,
        );

        // Nothing created twice: the company's employees, soft-deleted ones included, are exactly the valid rows,
        // each once, and every employee stored before the re-sync (answered or not, the withheld one too) kept its id.
        afterResync = await expectConsistent();
        const twice = createdTwiceIn(afterResync);
        figures.createdTwice = twice.heldTwice.length + twice.lostTheirId.length;
        expect(twice).toEqual({ heldTwice: [], lostTheirId: [] });
        expect(idsAfterCrash.has(lostAnswerId)).toBe(true);
        expect(afterResync.map((e) => String(e.row.internal_id)).sort()).toEqual(
          valid.map((row) => row.internal_id).sort(),
        );
      },
      120_000,
    );

    it(
      'a third sync changes nothing; ' + 'the database and the API hold exactly one whole employee per valid row',
      async () => {
        const summary = await sync();
        figures.thirdSyncUnchanged = summary.unchanged;

        expect(summary).toMatchObject({
          created: 0,
          updated: 0,
          unchanged: valid.length,
          skipped: 0,
          failed: [],
          notInFile: 0,
        });
        expect(rejectionsOf(summary)).toEqual(expectedRejections());

        // every stored row (every column, values, links) exactly as after the re-sync
        const stored = await expectConsistent();
        expect(stored).toEqual(afterResync);
        const storedIds = stored.map((e) => String(e.row.internal_id)).sort();

        const listedIds: string[] = [];
        for (let page = 1; ; page += 1) {
          const response = await api(server().baseUrl, key, 'GET', `/api/v1/employees?per_page=100&page=${page}`);
          expect(response.status).toBe(200);
          listedIds.push(...(response.body.data as Array<{ internal_id: string }>).map((e) => e.internal_id));
          expect(response.body.meta.total).toBe(valid.length);
          if (page >= response.body.meta.last_page) break;
        }
        expect(listedIds.sort()).toEqual(storedIds);
      },
      120_000,
    );
  },
);
