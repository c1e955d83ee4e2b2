import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { setUpCompany } from './support/company-setup';
import { checkWorkforce, consistentWorkforce, readWorkforce, type StoredEmployee } from './support/database-checks';
import { cleanUp } from './support/clean-up';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import {
  admin,
  api,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  todayIn,
  withPostgres,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';
import { holdTableLock, type HeldLock } from './support/table-lock';

/**
 * A firing scheduler killed in the middle of a settlement pass loses nothing, and the next run settles the
 * firings exactly once (issue: "A scheduler killed mid-settlement → the firing is settled by the next
 * run"). The scheduler runs inside the REAL server process (`node packages/server/dist/main.js`), so
 * SIGKILL of that process is the crash. The pass is caught mid-way deterministically, without sleeps: the
 * test holds `LOCK TABLE campaign_links IN SHARE MODE`, so the pass, having locked the due employees and
 * deleted their field values (uncommitted), waits on its `DELETE FROM campaign_links`; the test sees that in
 * `pg_stat_activity`, kills the process, then releases the lock. PostgreSQL aborts the orphaned backend's
 * transaction, so the database must show NO partial settlement (employees, field values, campaign links and
 * the `active_employee_counts` counters exactly as before the pass). A new server process on the same
 * database must then settle every firing once: `deleted_at` set, every other column kept, field values and
 * links gone, 404 over HTTP, counters consistent, one `settled due firings` log line with the full count;
 * employees never fired stay untouched. The firings are recorded by a first process whose scheduler is idle
 * (a one-hour interval, so it never runs a pass after its start-up one), so that the killed process's first
 * pass takes ALL of them. The database checks are support/database-checks; the held lock, support/table-lock.
 * Needs PostgreSQL (TEST_POSTGRES_URL); skipped with a message without it. Writes one `[figures]
 * settlement-crash {…}` line on stderr, from afterAll (so also when a test failed; a figure not measured by
 * then is null). `settledTwice` is what the processes' own `settled due firings` lines add up to beyond
 * FIRED (the killed pass must log nothing, the next one FIRED), plus the fired employees whose
 * `deleted_at` (the settling pass's clock) changed after it was first seen set, over further passes.
 * These tests run the BUILT dist: `npm test` runs `npm run build` first. Sources: docs/contract.md#firing-and-deletion
 * ("exactly-once ... and survives a crash at any point"); #campaign-flags, #states-and-transitions.
 */

const FIRED = 20;
const KEPT = 2;
const FILTER_KEYS = ['departamento', 'unidade'];
/** Settle delay of the process that records the firings. */
const SETTLE_DELAY_SECONDS = 2;
const STEP_TIMEOUT = 90_000;

/** The `"settled due firings"` log lines of `server`. */
function settlementLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server.logs().filter((line) => line.msg === 'settled due firings');
}

/** One line per stored row (employee, field value, campaign link), to count rows kept and lost. */
function rowsOf(workforce: readonly StoredEmployee[]): string[] {
  return workforce.flatMap((e) => [
    `employee ${e.id}`,
    ...e.fields.map((f) => `value ${e.id} ${f.key}`),
    ...e.campaignIds.map((c) => `link ${e.id} ${c}`),
  ]);
}

describeWhen(postgresMissing(), 'a firing scheduler killed in the middle of a settlement pass', () => {
  let database: FreshPostgresDatabase | null = null;
  let env: Record<string, string> = {};
  const servers: ServerProcess[] = [];
  let lock: HeldLock | null = null;

  let companyId = '';
  let key = '';
  let activeCampaigns: string[] = [];
  const fired: string[] = [];
  const kept: string[] = [];
  /** The company's employees once every firing is recorded, before any pass ran. */
  let before: StoredEmployee[] = [];
  let killed: ServerProcess | null = null;
  let blockedPid = 0;
  /** Figures for the record, every one computed, null until measured; written by afterAll. */
  const figures: {
    requestsSent: number;
    passesKilled: number;
    firings: number | null;
    rowsChecked: number | null;
    rowsLost: number | null;
    settledTwice: number | null;
  } = {
    requestsSent: 0,
    passesKilled: 0,
    firings: null,
    rowsChecked: null,
    rowsLost: null,
    settledTwice: null,
  };

  const url = (): string => database!.url;
  const isFired = (id: string): boolean => fired.includes(id);
  const stored = (): Promise<StoredEmployee[]> => readWorkforce(url(), companyId);
  const check = () => checkWorkforce(url(), companyId, { filterKeys: FILTER_KEYS, campaignIds: activeCampaigns });
  /** An API request, counted. */
  const call = (...args: Parameters<typeof api>): ReturnType<typeof api> => {
    figures.requestsSent += 1;
    return api(...args);
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    env = { DATABASE_URL: database.url };
  }, STEP_TIMEOUT);

  afterAll(async () => {
    reportFigures('settlement-crash', figures);
    await cleanUp([() => lock?.release(), ...servers.map((server) => () => server.kill()), () => database?.drop()]);
  }, 60_000);

  it(
    `records ${FIRED} firings of employees with field values and campaign links, with no pass running`,
    async () => {
      // The recording process's scheduler runs one (empty) pass at start, then not for an hour.
      const recorder = await startServerProcess({
        ...env,
        FIRING_SETTLE_DELAY_SECONDS: String(SETTLE_DELAY_SECONDS),
        FIRING_SETTLE_INTERVAL_MS: '3600000',
      });
      servers.push(recorder);

      ({ companyId, key } = await setUpCompany(env, 'Empresa Queda no Meio'));
      const [, , ...campaigns] = await Promise.all([
        admin(
          env,
          'filter',
          'create',
          '--company',
          companyId,
          '--key',
          FILTER_KEYS[0]!,
          '--name',
          'Departamento',
          '--required',
        ),
        admin(env, 'filter', 'create', '--company', companyId, '--key', FILTER_KEYS[1]!, '--name', 'Unidade'),
        admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa de Clima'),
        admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa de Saída'),
        admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa Antiga', '--inactive'),
      ]);
      activeCampaigns = campaigns.slice(0, 2).map((c) => c.id as string);

      const created = await Promise.all(
        Array.from({ length: FIRED + KEPT }, async (_, i) => {
          const response = await call(recorder.baseUrl, key, 'POST', '/api/v1/employees', {
            name: 'Joana da Costa Lima',
            email: uniqueEmail(),
            phone: uniqueMobile(),
            document: uniqueCpf(),
            birthdate: '10/10/1988',
            hiring_date: '01/02/2015',
            fields: [
              { key: FILTER_KEYS[0], value: `Setor ${i}` },
              { key: FILTER_KEYS[1], value: 'Filial Sul' },
            ],
            include_campaign: true,
          });
          expect({
            status: response.status,
            body: response.status === 201 ? null : (response.body as unknown),
          }).toEqual({ status: 201, body: null });
          return response.body.data.id as string;
        }),
      );
      fired.push(...created.slice(0, FIRED));
      kept.push(...created.slice(FIRED));

      const today = todayIn('America/Sao_Paulo');
      await Promise.all(
        fired.map(async (id, i) => {
          const response = await call(recorder.baseUrl, key, 'PUT', `/api/v1/employees/${id}`, {
            firing_date: today,
            is_voluntary_firing: i % 2 === 0,
            reason_firing: 'Reestruturação',
            remove_campaign: false,
          });
          expect({
            status: response.status,
            body: response.status === 200 ? null : (response.body as unknown),
          }).toEqual({ status: 200, body: null });
          expect(response.body.data).toMatchObject({
            id,
            firing_date: today,
            fields: [expect.anything(), expect.anything()],
          });
        }),
      );
      figures.firings = fired.length;
      await recorder.stop(); // stays in `servers`: its log lines count too (kill() does nothing once it exited)

      before = await stored();
      // Both field values and a link to each active campaign (not the inactive one) each; firings recorded, none
      // settled.
      expect(await check()).toEqual(consistentWorkforce(FIRED + KEPT));
      expect({
        values: before.flatMap((e) => e.fields).length,
        links: before.flatMap((e) => e.campaignIds).length,
      }).toEqual({
        values: 2 * (FIRED + KEPT),
        links: 2 * (FIRED + KEPT),
      });
      expect(before.filter((e) => e.row.deleted_at !== null).map((e) => e.id)).toEqual([]);
      expect(
        before.filter((e) => isFired(e.id) !== (typeof e.row.firing_settles_at === 'string')).map((e) => e.id),
      ).toEqual([]);

      // Let every firing fall due, so that the next process's first pass takes all of them.
      const lastDue = Math.max(
        ...before.filter((e) => isFired(e.id)).map((e) => new Date(e.row.firing_settles_at as string).getTime()),
      );
      while (Date.now() <= lastDue + 100) await new Promise((r) => setTimeout(r, 100));
    },
    STEP_TIMEOUT,
  );

  it(
    'SIGKILL while the pass waits on its campaign-link DELETE: the whole pass is rolled back, nothing lost',
    async () => {
      lock = await holdTableLock(url(), 'LOCK TABLE campaign_links IN SHARE MODE');
      killed = await startServerProcess({ ...env, FIRING_SETTLE_INTERVAL_MS: '200' });
      servers.push(killed);

      // The crash hook knows the pass's statements and their order (TypeormEmployees.settleFiringsDueBy: lock the
      // due employees, DELETE their field values, DELETE FROM campaign_links, UPDATE employees): it waits for the
      // backend blocked on the SQL text 'DELETE FROM campaign_links%', and the mid-pass evidence below expects the
      // employees and field values already locked. Reordering or rewording those statements is no behaviour
      // change, but it means updating this hook: the table locked, the text matched and the rows expected locked.
      const findBlocked = (): Promise<number | null> =>
        withPostgres(url(), async (client) => {
          const { rows } = await client.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'
              AND query LIKE 'DELETE FROM campaign_links%' AND $1 = ANY(pg_blocking_pids(pid))`,
            [lock!.pid],
          );
          return rows.length === 1 ? rows[0]!.pid : null;
        });
      const sawBlocked = await eventually(async () => {
        blockedPid = (await findBlocked()) ?? 0;
        return blockedPid !== 0;
      }, 20_000);
      expect(sawBlocked).toBe(true);

      // Mid-pass evidence: the fired employees' rows are locked by the pass, and so are their field values
      // (deleted, uncommitted); the employees never fired are not touched.
      const unlocked = await withPostgres(url(), async (client) => {
        await client.query('BEGIN');
        try {
          const employees = await client.query<{ id: string }>(
            'SELECT id FROM employees WHERE company_id = $1 FOR UPDATE SKIP LOCKED',
            [companyId],
          );
          const values = await client.query<{ employee_id: string }>(
            'SELECT employee_id FROM employee_field_values WHERE employee_id = ANY($1::uuid[]) FOR UPDATE SKIP LOCKED',
            [[...fired, ...kept]],
          );
          return {
            employees: employees.rows.map((r) => r.id).sort(),
            valuesOf: [...new Set(values.rows.map((r) => r.employee_id))].sort(),
          };
        } finally {
          await client.query('ROLLBACK');
        }
      });
      expect(unlocked).toEqual({ employees: [...kept].sort(), valuesOf: [...kept].sort() });

      await killed.kill();
      figures.passesKilled += 1;
      await lock.release();
      // Freed, the orphaned backend runs its DELETE, finds its client gone and aborts the transaction.
      const gone = await eventually(
        () =>
          withPostgres(
            url(),
            async (client) =>
              (await client.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [blockedPid])).rows.length === 0,
          ),
        20_000,
      );
      expect(gone).toBe(true);

      // Nothing was settled and nothing was lost: every row exactly as before the pass.
      const after = await stored();
      const afterRows = new Set(rowsOf(after));
      figures.rowsChecked = rowsOf(before).length;
      figures.rowsLost = rowsOf(before).filter((row) => !afterRows.has(row)).length;
      expect(await check()).toEqual(consistentWorkforce(FIRED + KEPT));
      expect(after).toEqual(before);
      expect(settlementLines(killed)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    `the next server process settles each of the ${FIRED} firings exactly once and leaves the others alone`,
    async () => {
      const next = await startServerProcess({ ...env, FIRING_SETTLE_INTERVAL_MS: '200' });
      servers.push(next);

      const settledCount = async (): Promise<number> =>
        (await stored()).filter((e) => e.row.deleted_at !== null).length;
      expect(await eventually(async () => (await settledCount()) === FIRED, 15_000)).toBe(true);
      const settledSeenAt = Date.now();

      // The fired: every column kept but deleted_at (set), firing_settles_at (cleared) and version (one more),
      // field values and links gone. The others: unchanged.
      const after = await stored();
      const firstDeletedAt = new Map(after.map((e) => [e.id, e.row.deleted_at]));
      const settledAt = (e: StoredEmployee): unknown =>
        typeof e.row.deleted_at === 'string' ? e.row.deleted_at : 'not settled';
      expect(after).toEqual(
        before.map((was) => {
          const now = after.find((e) => e.id === was.id);
          return isFired(was.id) && now
            ? {
                ...was,
                row: {
                  ...was.row,
                  deleted_at: settledAt(now),
                  firing_settles_at: null,
                  version: Number(was.row.version) + 1,
                },
                fields: [],
                campaignIds: [],
              }
            : was;
        }),
      );
      expect(await check()).toEqual(consistentWorkforce(KEPT));

      // Over HTTP: the fired are gone, the others visible with their fields.
      for (const id of fired)
        expect({ id, status: (await call(next.baseUrl, key, 'GET', `/api/v1/employees/${id}`)).status }).toEqual({
          id,
          status: 404,
        });
      for (const id of kept) {
        const response = await call(next.baseUrl, key, 'GET', `/api/v1/employees/${id}`);
        expect(response.status).toBe(200);
        expect(response.body.data.fields).toHaveLength(2);
      }
      const list = await call(next.baseUrl, key, 'GET', '/api/v1/employees?per_page=100');
      expect(list.status).toBe(200);
      expect(list.body.meta.total).toBe(KEPT);
      expect((list.body.data as Array<{ id: string }>).map((e) => e.id).sort()).toEqual([...kept].sort());

      // The admin CLI's view of one settled employee: history kept, values and links gone.
      const inspected = await admin(env, 'employee', 'inspect', '--id', fired[0]!);
      expect(inspected).toMatchObject({
        id: fired[0],
        firing_date: todayIn('America/Sao_Paulo'),
        reason_firing: 'Reestruturação',
        fields: [],
        campaign_ids: [],
      });
      expect(inspected.deleted_at).toEqual(expect.any(String));

      // Exactly once: one pass settled all of them (one deleted_at, one log line of the next process, none of the
      // killed one), and later passes (200 ms apart, at least 1.5 s of them, none failing) settle nothing more:
      // the processes' settled counts add up to FIRED and no deleted_at moves.
      expect(new Set(fired.map((id) => firstDeletedAt.get(id))).size).toBe(1);
      while (Date.now() < settledSeenAt + 1_500) await new Promise((r) => setTimeout(r, 100));
      expect(next.running()).toBe(true);
      expect(
        next.logs().filter((line) => typeof line.msg === 'string' && line.msg.startsWith('settlement pass failed')),
      ).toEqual([]);
      const settledByLogs = servers.flatMap(settlementLines).reduce((sum, line) => sum + Number(line.settled), 0);
      const final = await stored();
      const deletedAtMoved = final.filter((e) => e.row.deleted_at !== firstDeletedAt.get(e.id)).map((e) => e.id);
      figures.settledTwice = settledByLogs - FIRED + deletedAtMoved.length;
      expect({ logged: servers.map((s) => settlementLines(s).map((line) => line.settled)), deletedAtMoved }).toEqual({
        logged: servers.map((s) => (s === next ? [FIRED] : [])),
        deletedAtMoved: [],
      });
      expect(final.filter((e) => e.row.deleted_at !== null).length).toBe(FIRED);
    },
    STEP_TIMEOUT,
  );
});
