import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DEFAULT_COMPANY_MAX_SEARCHES } from '../src/company-concurrency';
import { cleanUp } from './support/clean-up';
import { setUpCompany, type SetUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import {
  createPostgresDatabase,
  startServerProcess,
  withPostgres,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * The noisy neighbour (docs/reliability.md#fairness-a-bulkhead-per-company), on the REAL server process with
 * its default bulkhead and the machine's PostgreSQL: company D ({@link D_EMPLOYEES} employees, seeded by SQL,
 * every one a match of `silva`) floods broad searches from {@link FLOOD_CONNECTIONS} concurrent connections,
 * past its rate limit, while company B lists a page every {@link B_EVERY_MS} ms. Asserted as behaviour, not
 * speed: every request of B is answered 200; D never has more broad searches running in PostgreSQL than its
 * share (sampled from `pg_stat_activity`); D's excess is refused with 503 (bulkhead) or 429 (rate limit),
 * each with `Retry-After` and the standard error body, and a 503 comes within its queue's bound; nothing else
 * and nothing unanswered. B's latencies go to the `[figures] noisy-neighbour` line (docs/performance.md), not
 * into an assertion. Runs the BUILT dist (`npm test` builds first).
 */

const POSTGRES = process.env.TEST_POSTGRES_URL;
const D_EMPLOYEES = 40_000;
const B_EMPLOYEES = 200;
const FLOOD_CONNECTIONS = 48;
const FLOOD_MS = 5_000;
const B_EVERY_MS = 100;
/** D's own rate limit: used up within the flood's first seconds by the requests its bulkhead lets through. */
const D_PER_MINUTE = 30;
/** The server's default `COMPANY_QUEUE_TIMEOUT_MS`, and the margin a refused request may take beyond it. */
const QUEUE_TIMEOUT_MS = 10_000;
const REFUSAL_MARGIN_MS = 3_000;
/** Client-side bound of any request: an answer later than this is a hang. */
const HANG_MS = 30_000;

/**
 * Employees of `companyId` whose name contains "Silva", numbered from 1; `tag`, the DDD and the CPF's first
 * digit keep their unique values apart. CPFs are valid: nine digits and their two check digits.
 */
const SEED_EMPLOYEES = `
  INSERT INTO employees (id, company_id, name, email, phone, document, internal_id, birthdate, hiring_date,
                         is_on_leave, language, created_at, updated_at)
  SELECT gen_random_uuid(), $1::uuid, 'Maria Silva Souza', $2 || '.silva.' || n || '@example.com',
         '+55' || $3 || '9' || lpad(n::text, 8, '0'), base || d1 || d2, $2 || '-' || n,
         DATE '1990-01-01', DATE '2020-01-02', false, 'pt-BR',
         now() - n * interval '1 second', now()
    FROM generate_series(1, $5::int) AS n,
         LATERAL (SELECT $4 || lpad(n::text, 8, '0') AS base) AS b,
         LATERAL (SELECT (SELECT sum(substr(base, i, 1)::int * (11 - i)) FROM generate_series(1, 9) AS i)
                         % 11 AS r1) AS s1,
         LATERAL (SELECT CASE WHEN r1 < 2 THEN 0 ELSE 11 - r1 END AS d1) AS c1,
         LATERAL (SELECT ((SELECT sum(substr(base, i, 1)::int * (12 - i)) FROM generate_series(1, 9) AS i) + d1 * 2)
                         % 11 AS r2) AS s2,
         LATERAL (SELECT CASE WHEN r2 < 2 THEN 0 ELSE 11 - r2 END AS d2) AS c2`;

/** Broad searches of this database running in PostgreSQL now (client backends only; not the sampler itself). */
const RUNNING_SEARCHES = `
  SELECT count(*)::int AS n FROM pg_stat_activity
   WHERE datname = current_database() AND backend_type = 'client backend' AND state = 'active'
     AND pid <> pg_backend_pid() AND query LIKE '%ILIKE $2%'`;

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly retryAfter: string | null;
  readonly body: Record<string, unknown> | null;
}

async function timed(url: string, key: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(HANG_MS),
    });
    const body = (await response.json()) as Record<string, unknown>;
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null, body: null };
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function nearestRank(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1]! * 10) / 10;
}

function countBy(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describeWhen(postgresMissing(), 'noisy neighbour: a flooding company does not take the service from another', () => {
  let database: FreshPostgresDatabase | null = null;
  let server: ServerProcess | null = null;
  let d: SetUpCompany;
  let b: SetUpCompany;
  const figures: Record<string, number | string | null> = {};

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES as string);
    const env = { DATABASE_URL: database.url };
    server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    d = await setUpCompany(env, 'Empresa Ruidosa', { perMinute: D_PER_MINUTE });
    b = await setUpCompany(env, 'Empresa Vizinha');
    await withPostgres(database.url, async (client) => {
      await client.query(SEED_EMPLOYEES, [d.companyId, 'd', '11', '1', D_EMPLOYEES]);
      await client.query(SEED_EMPLOYEES, [b.companyId, 'b', '21', '2', B_EMPLOYEES]);
      await client.query('ANALYZE employees');
    });
  }, 180_000);

  afterAll(async () => {
    reportFigures('noisy-neighbour', figures);
    await cleanUp([() => server?.kill(), () => database?.drop()]);
  }, 60_000);

  it(`B gets 200 throughout while D floods searches from ${FLOOD_CONNECTIONS} connections [hang 120 s]`, async () => {
    const origin = server!.baseUrl;
    const bPage = `${origin}/api/v1/employees?per_page=10`;
    const dSearch = `${origin}/api/v1/employees?search=silva`;

    const baseline: Answer[] = [];
    for (let i = 0; i < 20; i += 1) baseline.push(await timed(bPage, b.key));
    expect(baseline.filter((a) => a.status !== 200)).toEqual([]);

    let flooding = true;
    let maxRunningSearches = 0;
    const sampler = withPostgres(database!.url, async (client) => {
      while (flooding) {
        const { rows } = await client.query<{ n: number }>(RUNNING_SEARCHES);
        maxRunningSearches = Math.max(maxRunningSearches, rows[0]!.n);
        await sleep(20);
      }
    });
    const dAnswers: Answer[] = [];
    const floodEnds = performance.now() + FLOOD_MS;
    const flood = Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (performance.now() < floodEnds) dAnswers.push(await timed(dSearch, d.key));
    });
    const bPending: Array<Promise<Answer>> = [];
    while (performance.now() < floodEnds) {
      bPending.push(timed(bPage, b.key));
      await sleep(B_EVERY_MS);
    }
    const bAnswers = await Promise.all(bPending);
    await Promise.all(flood);
    flooding = false;
    await sampler;

    const dCounts = countBy(dAnswers);
    Object.assign(figures, {
      dEmployees: D_EMPLOYEES,
      floodConnections: FLOOD_CONNECTIONS,
      floodSeconds: FLOOD_MS / 1000,
      bRequests: bAnswers.length,
      bStatuses: JSON.stringify(countBy(bAnswers)),
      bBaselineP50Ms: nearestRank(
        baseline.map((a) => a.ms),
        50,
      ),
      bBaselineP95Ms: nearestRank(
        baseline.map((a) => a.ms),
        95,
      ),
      bP50Ms: nearestRank(
        bAnswers.map((a) => a.ms),
        50,
      ),
      bP95Ms: nearestRank(
        bAnswers.map((a) => a.ms),
        95,
      ),
      bMaxMs: nearestRank(
        bAnswers.map((a) => a.ms),
        100,
      ),
      dRequests: dAnswers.length,
      dStatuses: JSON.stringify(dCounts),
      d200P50Ms: nearestRank(
        dAnswers.filter((a) => a.status === 200).map((a) => a.ms),
        50,
      ),
      d503MaxMs: nearestRank(
        dAnswers.filter((a) => a.status === 503).map((a) => a.ms),
        100,
      ),
      maxRunningSearches,
    });

    // B: every request answered, every one a 200 with its page.
    expect(countBy(bAnswers)).toEqual({ 200: bAnswers.length });
    expect(bAnswers.every((a) => (a.body?.data as unknown[]).length === 10)).toBe(true);

    // D: never more broad searches running than its share of searches (one at a time).
    expect(maxRunningSearches).toBeGreaterThanOrEqual(1);
    expect(maxRunningSearches).toBeLessThanOrEqual(DEFAULT_COMPANY_MAX_SEARCHES);

    // D: served, refused by the bulkhead and by its rate limit; nothing else, nothing unanswered.
    expect(Object.keys(dCounts).sort()).toEqual(['200', '429', '503']);
    for (const refused of dAnswers.filter((a) => a.status === 503)) {
      expect(refused.retryAfter).toBe('1');
      expect(refused.body).toMatchObject({
        status: 503,
        title: 'Service Unavailable',
        meta: { reason: 'company_concurrency' },
      });
      expect(refused.ms).toBeLessThanOrEqual(QUEUE_TIMEOUT_MS + REFUSAL_MARGIN_MS);
    }
    for (const limited of dAnswers.filter((a) => a.status === 429)) {
      expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(limited.body).toMatchObject({ status: 429, meta: { limit: D_PER_MINUTE, window: 60 } });
    }
  }, 120_000);
});
