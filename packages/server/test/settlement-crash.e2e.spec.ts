import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { describeWhen } from './support/describe-when';
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
 * pass takes ALL of them. Needs TEST_POSTGRES_URL (jest global setup); skipped with a message without it.
 * These tests run the BUILT dist: `npm test` runs `npm run build` first. Sources: product decisions, Firing
 * and deletion ("exactly-once ... and survives a crash at any point"); Campaigns; spec, States and
 * transitions.
 */

const POSTGRES = process.env.TEST_POSTGRES_URL;
const FIRED = 20;
const KEPT = 2;
/** Settle delay of the process that records the firings. */
const SETTLE_DELAY_SECONDS = 2;
const STEP_TIMEOUT = 90_000;

/** A pg client, as `withPostgres` gives it (this package does not depend on `pg` itself). */
type PgClient = Parameters<Parameters<typeof withPostgres>[1]>[0];

/** An open transaction holding a table lock on its own connection, until `release` (ROLLBACK). */
interface HeldLock {
  readonly pid: number;
  release(): Promise<void>;
}

async function holdTableLock(url: string, statement: string): Promise<HeldLock> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let acquired!: (pid: number) => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<number>((resolvePid, reject) => {
    acquired = resolvePid;
    failed = reject;
  });
  const finished = withPostgres(url, async (client) => {
    await client.query('BEGIN');
    await client.query(statement);
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    acquired(rows[0]!.pid);
    await released;
    await client.query('ROLLBACK');
  }).catch((error: unknown) => {
    failed(error);
  });
  const pid = await ready;
  let done = false;
  return {
    pid,
    async release() {
      if (done) return;
      done = true;
      release();
      await finished;
    },
  };
}

/** Every stored column of the company's employees, by id. */
async function employeeRows(client: PgClient, companyId: string): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await client.query<{ id: string; row: Record<string, unknown> }>(
    'SELECT id, to_jsonb(e) AS row FROM employees e WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
  return new Map(rows.map((r) => [r.id, r.row]));
}

/** The company's field values and campaign links, as sorted lines. */
async function childRows(client: PgClient, companyId: string): Promise<{ values: string[]; links: string[] }> {
  const values = await client.query<{ line: string }>(
    `SELECT concat_ws('|', v.employee_id, v.filter_id, v.position, v.value) AS line
       FROM employee_field_values v JOIN employees e ON e.id = v.employee_id
      WHERE e.company_id = $1 ORDER BY 1`,
    [companyId],
  );
  const links = await client.query<{ line: string }>(
    `SELECT concat_ws('|', l.employee_id, l.campaign_id, l.position) AS line
       FROM campaign_links l JOIN employees e ON e.id = l.employee_id
      WHERE e.company_id = $1 ORDER BY 1`,
    [companyId],
  );
  return { values: values.rows.map((r) => r.line), links: links.rows.map((r) => r.line) };
}

/** The trigger-maintained counter of active employees (whole database and the company) next to the real counts. */
async function activeCounts(client: PgClient, companyId: string): Promise<{ counter: number; actual: number; companyCounter: number; companyActual: number }> {
  const { rows } = await client.query<{ counter: string; actual: string; company_counter: string; company_actual: string }>(
    `SELECT (SELECT coalesce(sum(active), 0) FROM active_employee_counts) AS counter,
            (SELECT count(*) FROM employees WHERE deleted_at IS NULL) AS actual,
            (SELECT coalesce(sum(active), 0) FROM active_employee_counts WHERE company_id = $1) AS company_counter,
            (SELECT count(*) FROM employees WHERE deleted_at IS NULL AND company_id = $1) AS company_actual`,
    [companyId],
  );
  const r = rows[0]!;
  return { counter: Number(r.counter), actual: Number(r.actual), companyCounter: Number(r.company_counter), companyActual: Number(r.company_actual) };
}

/** The `"settled due firings"` log lines of `server`. */
function settlementLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server.logs().filter((line) => line.msg === 'settled due firings');
}

describeWhen(
  POSTGRES ? null : 'TEST_POSTGRES_URL is not set (no PostgreSQL server: set DATABASE_URL or start a container runtime)',
  'a firing scheduler killed in the middle of a settlement pass',
  () => {
    let database: FreshPostgresDatabase | null = null;
    let env: Record<string, string> = {};
    const servers: ServerProcess[] = [];
    let lock: HeldLock | null = null;

    let companyId = '';
    let key = '';
    const fired: string[] = [];
    const kept: string[] = [];
    /** The company's rows once every firing is recorded, before any pass ran. */
    let before: { employees: Map<string, Record<string, unknown>>; values: string[]; links: string[] } | null = null;
    let killed: ServerProcess | null = null;
    let blockedPid = 0;

    const db = <T>(work: (client: PgClient) => Promise<T>): Promise<T> => withPostgres(database!.url, work);
    const firedSet = (): Set<string> => new Set(fired);

    beforeAll(async () => {
      database = await createPostgresDatabase(POSTGRES as string);
      env = { DATABASE_URL: database.url };
    }, STEP_TIMEOUT);

    afterAll(async () => {
      const errors: unknown[] = [];
      const attempt = async (step: () => Promise<unknown>): Promise<void> => {
        try {
          await step();
        } catch (error) {
          errors.push(error);
        }
      };
      await attempt(async () => lock?.release());
      for (const server of servers) await attempt(() => server.kill());
      await attempt(async () => database?.drop());
      if (errors.length > 0) throw errors[0];
    }, 60_000);

    it(`records ${FIRED} firings of employees with field values and campaign links, with no pass running`, async () => {
      // The recording process's scheduler runs one (empty) pass at start, then not for an hour.
      const recorder = await startServerProcess({ ...env, FIRING_SETTLE_DELAY_SECONDS: String(SETTLE_DELAY_SECONDS), FIRING_SETTLE_INTERVAL_MS: '3600000' });
      servers.push(recorder);

      const company = await admin(env, 'company', 'create', '--name', 'Empresa Queda no Meio', '--identify-key', 'document');
      companyId = company.id as string;
      const [issued] = await Promise.all([
        admin(env, 'key', 'issue', '--company', companyId),
        admin(env, 'filter', 'create', '--company', companyId, '--key', 'departamento', '--name', 'Departamento', '--required'),
        admin(env, 'filter', 'create', '--company', companyId, '--key', 'unidade', '--name', 'Unidade'),
        admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa de Clima'),
        admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa de Saída'),
        admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa Antiga', '--inactive'),
      ]);
      key = issued.key as string;

      const created = await Promise.all(
        Array.from({ length: FIRED + KEPT }, async (_, i) => {
          const response = await api(recorder.baseUrl, key, 'POST', '/api/v1/employees', {
            name: 'Joana da Costa Lima',
            email: uniqueEmail(),
            phone: uniqueMobile(),
            document: uniqueCpf(),
            birthdate: '10/10/1988',
            hiring_date: '01/02/2015',
            fields: [
              { key: 'departamento', value: `Setor ${i}` },
              { key: 'unidade', value: 'Filial Sul' },
            ],
            include_campaign: true,
          });
          expect({ status: response.status, body: response.status === 201 ? null : response.body }).toEqual({ status: 201, body: null });
          return response.body.data.id as string;
        }),
      );
      fired.push(...created.slice(0, FIRED));
      kept.push(...created.slice(FIRED));

      const today = todayIn('America/Sao_Paulo');
      await Promise.all(
        fired.map(async (id, i) => {
          const response = await api(recorder.baseUrl, key, 'PUT', `/api/v1/employees/${id}`, {
            firing_date: today,
            is_voluntary_firing: i % 2 === 0,
            reason_firing: 'Reestruturação',
            remove_campaign: false,
          });
          expect({ status: response.status, body: response.status === 200 ? null : response.body }).toEqual({ status: 200, body: null });
          expect(response.body.data).toMatchObject({ id, firing_date: today, fields: [expect.anything(), expect.anything()] });
        }),
      );
      await recorder.stop();
      servers.splice(servers.indexOf(recorder), 1);

      const employees = await db((client) => employeeRows(client, companyId));
      const { values, links } = await db((client) => childRows(client, companyId));
      before = { employees, values, links };
      // Two field values and two links (the active campaigns only) each; firings recorded, none settled.
      expect(values).toHaveLength(2 * (FIRED + KEPT));
      expect(links).toHaveLength(2 * (FIRED + KEPT));
      expect([...employees.values()].filter((row) => row.deleted_at !== null)).toEqual([]);
      expect(fired.filter((id) => typeof employees.get(id)?.firing_settles_at !== 'string')).toEqual([]);
      expect(kept.map((id) => employees.get(id)?.firing_settles_at)).toEqual([null, null]);
      expect(await db((client) => activeCounts(client, companyId))).toEqual({ counter: FIRED + KEPT, actual: FIRED + KEPT, companyCounter: FIRED + KEPT, companyActual: FIRED + KEPT });

      // Let every firing fall due, so that the next process's first pass takes all of them.
      const lastDue = Math.max(...fired.map((id) => new Date(employees.get(id)!.firing_settles_at as string).getTime()));
      while (Date.now() <= lastDue + 100) await new Promise((r) => setTimeout(r, 100));
    }, STEP_TIMEOUT);

    it('SIGKILL while the pass waits on its campaign-link DELETE: the whole pass is rolled back, nothing lost', async () => {
      lock = await holdTableLock(database!.url, 'LOCK TABLE campaign_links IN SHARE MODE');
      killed = await startServerProcess({ ...env, FIRING_SETTLE_INTERVAL_MS: '200' });
      servers.push(killed);

      // The pass locked the due employees, deleted their field values and now waits for our lock.
      const findBlocked = (): Promise<number | null> =>
        db(async (client) => {
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
      const unlocked = await db(async (client) => {
        await client.query('BEGIN');
        try {
          const employees = await client.query<{ id: string }>('SELECT id FROM employees WHERE company_id = $1 FOR UPDATE SKIP LOCKED', [companyId]);
          const values = await client.query<{ employee_id: string }>(
            'SELECT employee_id FROM employee_field_values WHERE employee_id = ANY($1::uuid[]) FOR UPDATE SKIP LOCKED',
            [[...fired, ...kept]],
          );
          return { employees: employees.rows.map((r) => r.id).sort(), valuesOf: [...new Set(values.rows.map((r) => r.employee_id))].sort() };
        } finally {
          await client.query('ROLLBACK');
        }
      });
      expect(unlocked).toEqual({ employees: [...kept].sort(), valuesOf: [...kept].sort() });

      await killed.kill();
      await lock.release();
      // Freed, the orphaned backend runs its DELETE, finds its client gone and aborts the transaction.
      const gone = await eventually(
        () => db(async (client) => (await client.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [blockedPid])).rows.length === 0),
        20_000,
      );
      expect(gone).toBe(true);

      // Nothing was settled and nothing was lost: every row exactly as before the pass.
      const employees = await db((client) => employeeRows(client, companyId));
      expect(employees).toEqual(before!.employees);
      expect(await db((client) => childRows(client, companyId))).toEqual({ values: before!.values, links: before!.links });
      expect(await db((client) => activeCounts(client, companyId))).toEqual({ counter: FIRED + KEPT, actual: FIRED + KEPT, companyCounter: FIRED + KEPT, companyActual: FIRED + KEPT });
      expect(settlementLines(killed)).toEqual([]);
    }, STEP_TIMEOUT);

    it(`the next server process settles each of the ${FIRED} firings exactly once and leaves the others alone`, async () => {
      const next = await startServerProcess({ ...env, FIRING_SETTLE_INTERVAL_MS: '200' });
      servers.push(next);

      const settledCount = (): Promise<number> =>
        db(async (client) => {
          const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM employees WHERE id = ANY($1::uuid[]) AND deleted_at IS NOT NULL', [fired]);
          return Number(rows[0]!.n);
        });
      expect(await eventually(async () => (await settledCount()) === FIRED, 15_000)).toBe(true);

      // Every column kept but deleted_at (set) and firing_settles_at (cleared); the others unchanged.
      const employees = await db((client) => employeeRows(client, companyId));
      expect([...employees.keys()].sort()).toEqual([...before!.employees.keys()].sort());
      for (const [id, row] of employees) {
        const was = before!.employees.get(id)!;
        if (firedSet().has(id)) {
          expect({ id, deleted_at: typeof row.deleted_at, firing_settles_at: row.firing_settles_at }).toEqual({ id, deleted_at: 'string', firing_settles_at: null });
          expect(row).toEqual({ ...was, deleted_at: row.deleted_at, firing_settles_at: null });
        } else {
          expect(row).toEqual(was);
        }
      }
      // Field values and campaign links: the fired employees' gone, the others' all there.
      const keptLine = (line: string): boolean => !firedSet().has(line.split('|')[0]!);
      expect(await db((client) => childRows(client, companyId))).toEqual({ values: before!.values.filter(keptLine), links: before!.links.filter(keptLine) });
      expect(await db((client) => activeCounts(client, companyId))).toEqual({ counter: KEPT, actual: KEPT, companyCounter: KEPT, companyActual: KEPT });

      // Over HTTP: the fired are gone, the others visible with their fields.
      for (const id of fired) expect({ id, status: (await api(next.baseUrl, key, 'GET', `/api/v1/employees/${id}`)).status }).toEqual({ id, status: 404 });
      for (const id of kept) {
        const response = await api(next.baseUrl, key, 'GET', `/api/v1/employees/${id}`);
        expect(response.status).toBe(200);
        expect(response.body.data.fields).toHaveLength(2);
      }
      const list = await api(next.baseUrl, key, 'GET', '/api/v1/employees?per_page=100');
      expect(list.status).toBe(200);
      expect(list.body.meta.total).toBe(KEPT);
      expect((list.body.data as Array<{ id: string }>).map((e) => e.id).sort()).toEqual([...kept].sort());

      // The admin CLI's view of one settled employee: history kept, values and links gone.
      const inspected = await admin(env, 'employee', 'inspect', '--id', fired[0]!);
      expect(inspected).toMatchObject({ id: fired[0], firing_date: todayIn('America/Sao_Paulo'), reason_firing: 'Reestruturação', fields: [], campaign_ids: [] });
      expect(inspected.deleted_at).toEqual(expect.any(String));

      // Exactly once: one pass settled all of them, and later passes (200 ms apart) find nothing more.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(settlementLines(next).map((line) => line.settled)).toEqual([FIRED]);
      expect(await settledCount()).toBe(FIRED);
    }, STEP_TIMEOUT);
  },
);
