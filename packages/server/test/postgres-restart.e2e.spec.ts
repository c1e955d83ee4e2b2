import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { describeWhen } from './support/describe-when';
import { scratchPostgresUnavailable, startScratchPostgres, type ScratchPostgres } from './support/scratch-postgres';
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
 * PostgreSQL restarted while the REAL server process (`node packages/server/dist/main.js`) is under load:
 * while the database is down every answer is a 503 with the standard error body (never a 500, a 4xx, a hang
 * or a dropped connection), `/api/health` says 503, and once PostgreSQL is back the SAME process serves
 * again without a restart. No acknowledged write is lost: every 201 and 200 is still there, the database
 * holds nothing that was refused, and every employee keeps its field value, its campaign link and its place
 * in the trigger-maintained active count. The database is a scratch PostgreSQL of the test's own
 * (`pg_ctl stop -m immediate`, then `pg_ctl start`): the machine's shared server is never touched; without
 * initdb/pg_ctl the suite is skipped with a message. Runs the BUILT dist (`npm test` builds first).
 * Sources: issue "PostgreSQL restarted during load"; product decisions, Errors (503 when the database is
 * unreachable); docs/http.md, Errors; docs/lgpd.md (error log lines carry name and code only).
 */

type Op = 'create' | 'get' | 'list' | 'update' | 'health';
const OPS: readonly Op[] = ['create', 'get', 'list', 'update', 'health'];
type Phase = 'healthy' | 'crashing' | 'down' | 'starting' | 'recovering' | 'recovered';

const WORKERS = 8;
/** Client-side bound of one request: an answer later than this is a hang. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Each worker's pause between requests, so an instant 503 does not turn the load into a busy loop. */
const PACE_MS = 10;
const HEALTHY_MS = 2_000;
const DOWN_MS = 3_000;
const RECOVERY_BOUND_MS = 15_000;
const AFTER_RECOVERY_MS = 2_000;
const FILTER_KEY = 'departamento';
const NAMES = ['Joana Prado Viegas', 'Otavio Lins Quaresma', 'Rosangela Tavares Brum', 'Heitor Campos Vilela'];

/** One request of the load and what came of it. */
interface Sample {
  readonly op: Op;
  readonly worker: number;
  readonly phase: Phase;
  readonly startedAt: number;
  readonly endedAt: number;
  /** `null` when no HTTP answer came (client timeout, connection refused or reset). */
  readonly status: number | null;
  readonly contentType: string | null;
  readonly requestId: string | null;
  readonly body: any;
  readonly error: string | null;
}

/** The body sent by a create and what became of it. */
interface CreateAttempt {
  readonly document: string;
  readonly email: string;
  readonly phone: string;
  readonly name: string;
  readonly value: string;
  status: number | null;
  id: string | null;
  sample: Sample | null;
}

/** An acknowledged employee: the body of its last 2xx answer, and the PUTs answered 503 since then. */
interface Acknowledged {
  data: Record<string, any>;
  refused: Array<{ value: string; isOnLeave: boolean; sample: Sample }>;
  puts: number;
}

/** Asserts `found` is empty, showing how many and the first few when it is not (a failure can list thousands). */
function expectNone(found: readonly unknown[]): void {
  expect({ count: found.length, first: found.slice(0, 10) }).toEqual({ count: 0, first: [] });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const ok = (sample: Sample): boolean => sample.status !== null && sample.status >= 200 && sample.status < 300;

describeWhen(scratchPostgresUnavailable(), 'PostgreSQL restarted under load (scratch PostgreSQL, real server process)', () => {
  let postgres: ScratchPostgres | null = null;
  let database: FreshPostgresDatabase | null = null;
  let server: ServerProcess | null = null;
  let key = '';
  let companyId = '';
  let filterId = '';
  let campaignId = '';

  const samples: Sample[] = [];
  const creates: CreateAttempt[] = [];
  const acknowledged = new Map<string, Acknowledged>();
  const times = { crashBegin: 0, crashDone: 0, startBegin: 0, startDone: 0, recovered: 0 };
  let phase: Phase = 'healthy';
  let faults = 0;

  beforeAll(async () => {
    postgres = await startScratchPostgres();
    database = await createPostgresDatabase(postgres.url);
    const env = { DATABASE_URL: database.url, APP_ENV: 'production' };
    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    const company = await admin(env, 'company', 'create', '--name', 'Empresa Reinicio Banco', '--identify-key', 'document');
    companyId = company.id as string;
    await admin(env, 'company', 'set-rate-limit', '--company', companyId, '--per-minute', '100000');
    key = (await admin(env, 'key', 'issue', '--company', companyId)).key as string;
    campaignId = (await admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa Clima')).id as string;
    const filter = await api(server.baseUrl, key, 'POST', '/api/v1/filters', { key: FILTER_KEY, name: 'Departamento', is_required: true });
    expect(filter.status).toBe(201);
    filterId = filter.body.data.id as string;
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await postgres?.remove();
  }, 60_000);

  /** One request with a client-side timeout; a missing answer is recorded, not thrown. */
  async function send(worker: number, op: Op, method: string, path: string, body?: unknown): Promise<Sample> {
    const startedAt = Date.now();
    const startPhase = phase;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (op !== 'health') headers.Authorization = `Bearer ${key}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let sample: Sample;
    try {
      const response = await fetch(`${server!.baseUrl}${path}`, {
        method,
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // kept as text: the assertions report it
      }
      sample = {
        op, worker, phase: startPhase, startedAt, endedAt: Date.now(), status: response.status, error: null, body: parsed,
        contentType: response.headers.get('content-type'), requestId: response.headers.get('x-request-id'),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      const why = `${error instanceof Error ? error.name : typeof error}${typeof cause === 'string' ? ` (${cause})` : ''}`;
      sample = { op, worker, phase: startPhase, startedAt, endedAt: Date.now(), status: null, error: why, body: null, contentType: null, requestId: null };
    }
    samples.push(sample);
    return sample;
  }

  let revision = 0;
  /** One load worker: create, get, list, update, health in turn (offset per worker), until `running()` is false. */
  async function worker(w: number, running: () => boolean): Promise<void> {
    const mine: string[] = [];
    for (let i = w; running(); i += 1) {
      let op = OPS[i % OPS.length]!;
      if ((op === 'get' || op === 'update') && mine.length === 0) op = 'create';
      if (op === 'create') {
        const attempt: CreateAttempt = {
          document: uniqueCpf(), email: uniqueEmail(), phone: uniqueMobile(), name: NAMES[i % NAMES.length]!,
          value: `w${w}-c${i}`, status: null, id: null, sample: null,
        };
        creates.push(attempt);
        const sample = await send(w, op, 'POST', '/api/v1/employees', {
          name: attempt.name, email: attempt.email, phone: attempt.phone, document: attempt.document,
          birthdate: '15/05/1990', hiring_date: '01/02/2015', include_campaign: true,
          fields: [{ key: FILTER_KEY, value: attempt.value }],
        });
        attempt.status = sample.status;
        attempt.sample = sample;
        if (sample.status === 201) {
          attempt.id = sample.body.data.id as string;
          mine.push(attempt.id);
          acknowledged.set(attempt.id, { data: sample.body.data, refused: [], puts: 0 });
        }
      } else if (op === 'get') {
        await send(w, op, 'GET', `/api/v1/employees/${mine[i % mine.length]}`);
      } else if (op === 'list') {
        await send(w, op, 'GET', `/api/v1/employees?per_page=20&page=${1 + (i % 3)}`);
      } else if (op === 'update') {
        // Only this worker writes its own employees, one request at a time: the last 200 is the state to expect.
        const id = mine[i % mine.length]!;
        revision += 1;
        const value = `rev-${revision}`;
        const isOnLeave = revision % 2 === 1;
        const sample = await send(w, op, 'PUT', `/api/v1/employees/${id}`, {
          is_on_leave: isOnLeave, remove_campaign: false, fields: [{ key: FILTER_KEY, value }],
        });
        const known = acknowledged.get(id)!;
        known.puts += 1;
        if (sample.status === 200) {
          known.data = sample.body.data;
          known.refused = [];
        } else if (sample.status === 503) {
          known.refused.push({ value, isOnLeave, sample });
        }
      } else {
        await send(w, op, 'GET', '/api/health');
      }
      await sleep(PACE_MS);
    }
  }

  /**
   * Whether a write answered 503 may nevertheless have committed: yes, unless it was both sent after
   * PostgreSQL had stopped and answered before it was started again (then no transaction could be opened).
   */
  const mayHaveCommitted = (sample: Sample): boolean => !(sample.startedAt >= times.crashDone && sample.endedAt <= times.startBegin);

  const recoveredEveryOp = (): boolean =>
    OPS.every((op) => samples.some((s) => s.op === op && s.startedAt >= times.startDone && ok(s)));

  it('answers 503 with the standard body while PostgreSQL is down, and the same process recovers without a restart', async () => {
    let loadRunning = true;
    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w, () => loadRunning)));
    try {
      await sleep(HEALTHY_MS);
      phase = 'crashing';
      times.crashBegin = Date.now();
      await postgres!.crash();
      faults += 1;
      times.crashDone = Date.now();
      phase = 'down';
      await sleep(DOWN_MS);
      phase = 'starting';
      times.startBegin = Date.now();
      await postgres!.start();
      times.startDone = Date.now();
      phase = 'recovering';
      const recovered = await eventually(async () => recoveredEveryOp(), RECOVERY_BOUND_MS);
      times.recovered = Date.now();
      phase = 'recovered';
      expect({ recoveredWithin: `${RECOVERY_BOUND_MS / 1000} s`, recovered }).toEqual({ recoveredWithin: `${RECOVERY_BOUND_MS / 1000} s`, recovered: true });
      await sleep(AFTER_RECOVERY_MS);
    } finally {
      loadRunning = false;
      await load;
    }

    // Every request got an HTTP answer: no client timeout, no refused or reset connection (the process never went away).
    expectNone(samples.filter((s) => s.status === null).map((s) => `${s.op} in ${s.phase}: ${s.error}`));
    // Only 2xx or 503: no 500, and no 4xx (every id read or written was acknowledged, every body is valid).
    const unexpected = samples.filter((s) => !ok(s) && s.status !== 503);
    expectNone(unexpected.map((s) => ({ op: s.op, phase: s.phase, status: s.status, body: s.body })));
    // Every 503 is the standard error body, as JSON, with the request's id.
    for (const s of samples.filter((x) => x.status === 503)) {
      expect({ contentType: s.contentType, body: s.body }).toEqual({
        contentType: expect.stringMatching(/^application\/json/),
        body: { id: s.requestId, status: 503, title: 'Service Unavailable', detail: expect.any(String) },
      });
    }

    // Before the crash everything succeeded.
    expectNone(samples.filter((s) => s.endedAt < times.crashBegin && !ok(s)).map((s) => ({ op: s.op, status: s.status })));
    // Down: every request both started and answered while PostgreSQL was stopped is a 503, health included.
    const down = samples.filter((s) => s.startedAt >= times.crashDone && s.endedAt <= times.startBegin);
    expect(down.length).toBeGreaterThan(0);
    expectNone(down.filter((s) => s.status !== 503).map((s) => ({ op: s.op, status: s.status })));
    expect(new Set(down.map((s) => s.op))).toEqual(new Set(OPS));
    // After recovery, everything succeeds again: no broken pooled connection is left behind.
    const after = samples.filter((s) => s.startedAt >= times.recovered);
    expect(after.length).toBeGreaterThan(0);
    expectNone(after.filter((s) => !ok(s)).map((s) => ({ op: s.op, status: s.status, body: s.body })));
    expect(new Set(after.filter((s) => ok(s)).map((s) => s.op))).toEqual(new Set(OPS));

    // The same process served throughout: one "listening" line only, and it still answers on the same port.
    expect(server!.logs().filter((line) => line.msg === 'listening').length).toBe(1);
    expect((await api(server!.baseUrl, null, 'GET', '/api/health')).status).toBe(200);
  }, 60_000);

  it('lost no acknowledged write: every 201 and the last 200 of each employee reads back as answered', async () => {
    expect(acknowledged.size).toBeGreaterThan(0);
    expect([...acknowledged.values()].some((a) => a.puts > 0)).toBe(true);
    const lost: Array<{ id: string; status: number; data: unknown }> = [];
    const entries = [...acknowledged.entries()];
    for (let start = 0; start < entries.length; start += WORKERS) {
      await Promise.all(
        entries.slice(start, start + WORKERS).map(async ([id, known]) => {
          const read = await api(server!.baseUrl, key, 'GET', `/api/v1/employees/${id}`);
          const data = read.body?.data;
          const exact = read.status === 200 && JSON.stringify(data) === JSON.stringify(known.data);
          // A PUT answered 503 after the last 200 may have committed if it overlapped the crash or the restart:
          // its values are allowed too. One sent and answered while PostgreSQL was down must have left no trace.
          const committedAmbiguous =
            read.status === 200 &&
            known.refused.some(
              (put) =>
                mayHaveCommitted(put.sample) &&
                JSON.stringify({ ...data, updated_at: null }) ===
                JSON.stringify({ ...known.data, is_on_leave: put.isOnLeave, fields: [{ id: filterId, key: FILTER_KEY, value: put.value }], updated_at: null }),
            );
          if (!exact && !committedAmbiguous) lost.push({ id, status: read.status, data });
        }),
      );
    }
    expectNone(lost);
  }, 60_000);

  it('keeps the database consistent: acknowledged ⊆ stored ⊆ acknowledged ∪ answered 503; no half-written employee; counts exact', async () => {
    const sentDocuments = new Map(creates.map((c) => [c.document, c]));
    await withPostgres(database!.url, async (client) => {
      const stored = (
        await client.query<{ id: string; document: string }>('SELECT id, document FROM employees WHERE company_id = $1 AND deleted_at IS NULL', [companyId])
      ).rows;
      const storedIds = new Set(stored.map((row) => row.id));
      // Every acknowledged create is stored.
      expectNone([...acknowledged.keys()].filter((id) => !storedIds.has(id)));
      // Nothing is stored that was not acknowledged, except a create answered 503 that overlapped the crash or
      // the restart (it may have committed before its connection broke).
      const unexplained = stored.filter((row) => {
        const attempt = sentDocuments.get(row.document);
        if (!attempt) return true;
        if (attempt.status === 201) return attempt.id !== row.id;
        return !(attempt.status === 503 && mayHaveCommitted(attempt.sample!));
      });
      expectNone(unexplained);
      // Every employee has its one field value and its campaign link (each create is one transaction).
      const withoutValue = await client.query(
        `SELECT e.id FROM employees e LEFT JOIN employee_field_values v ON v.employee_id = e.id AND v.filter_id = $2
          WHERE e.company_id = $1 AND v.employee_id IS NULL`,
        [companyId, filterId],
      );
      expectNone(withoutValue.rows);
      const withoutLink = await client.query(
        `SELECT e.id FROM employees e LEFT JOIN campaign_links l ON l.employee_id = e.id AND l.campaign_id = $2
          WHERE e.company_id = $1 AND l.employee_id IS NULL`,
        [companyId, campaignId],
      );
      expectNone(withoutLink.rows);
      // No orphan rows.
      const orphans = await client.query<{ values: string; links: string }>(
        `SELECT (SELECT count(*) FROM employee_field_values v LEFT JOIN employees e ON e.id = v.employee_id WHERE e.id IS NULL) AS values,
                (SELECT count(*) FROM campaign_links l LEFT JOIN employees e ON e.id = l.employee_id WHERE e.id IS NULL) AS links`,
      );
      expect(orphans.rows[0]).toEqual({ values: '0', links: '0' });
      // The trigger-maintained counters agree with the rows.
      const counts = await client.query<{ counted: string | null; actual: string }>(
        `SELECT (SELECT sum(active) FROM active_employee_counts WHERE company_id = $1)::text AS counted,
                (SELECT count(*) FROM employees WHERE company_id = $1 AND deleted_at IS NULL)::text AS actual`,
        [companyId],
      );
      expect(counts.rows[0]!.counted).toBe(counts.rows[0]!.actual);
      expect(Number(counts.rows[0]!.actual)).toBe(stored.length);
    });
  }, 60_000);

  it('logged the outage as "database unavailable" (name and code only), with none of the personal data sent', () => {
    const logs = server!.logs();
    const unavailable = logs.filter((line) => line.msg === 'database unavailable');
    expect(unavailable.length).toBeGreaterThan(0);
    for (const line of unavailable) expect(Object.keys(line.err as object).sort()).toEqual(['code', 'name']);
    expectNone(logs.filter((line) => line.msg === 'unexpected error'));
    const text = server!.stderr();
    const personal = creates.flatMap((c) => [c.document, c.email, c.phone, c.phone.replace('+', '')]).concat(NAMES);
    expectNone(personal.filter((value) => text.includes(value)));
  });

  it('is still the process that started, and stops gracefully on SIGTERM (exit code 0)', async () => {
    expect(faults).toBe(1);
    await server!.stop();
    server = null;
  }, 30_000);
});
