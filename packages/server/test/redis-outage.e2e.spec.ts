import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import { portOutsideEphemeralRange } from './support/free-port';
import { startScratchRedis, scratchRedisUnavailable, type ScratchRedis } from './support/scratch-redis';
import {
  admin,
  api,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * Redis stopped under two REAL server processes that share it (docs/reliability.md): the documented behaviour holds —
 * every request keeps being served, each instance counts the rate limit in its own memory while Redis is
 * gone (so the instances together allow up to twice the limit, never an outage), the loss and the return are
 * each logged once per instance and outage, and once Redis is back the counters are shared again in the same
 * processes. Requests in flight when Redis dies are answered too; a graceful stop logs no loss; a server
 * whose Redis cannot be reached at start-up refuses to start and names the cause. Redis here is the test's own
 * `redis-server` (killed with SIGKILL), never the machine's. Needs PostgreSQL (both instances share one
 * database) and `redis-server`. Source: docs/contract.md#rate-limit; docs/http.md.
 */

const POSTGRES = process.env.TEST_POSTGRES_URL;
const LIMIT = 8;
const LOST = 'redis unavailable: rate limits counted per instance until it is back';
const BACK = 'redis available: rate limits shared again';

const missing = postgresMissing() ?? scratchRedisUnavailable();

describeWhen(missing, 'Redis stopped and restarted under two instances', () => {
  let database: FreshPostgresDatabase | null = null;
  let redis: ScratchRedis | null = null;
  let env: Record<string, string> = {};
  const servers: ServerProcess[] = [];
  /** Figures: requests sent to the instances, Redis kills and restarts, starts refused for an unreachable Redis. */
  let requests = 0;
  let outages = 0;
  let refusedStarts = 0;
  let restarts = 0;

  /** A new company's key: a counter no earlier request has touched. */
  async function freshKey(name: string, perMinute?: number): Promise<string> {
    const company = await admin(env, 'company', 'create', '--name', name, '--identify-key', 'document');
    if (perMinute !== undefined)
      await admin(
        env,
        'company',
        'set-rate-limit',
        '--company',
        company.id as string,
        '--per-minute',
        String(perMinute),
      );
    return (await admin(env, 'key', 'issue', '--company', company.id as string)).key as string;
  }

  /** Sends one GET per entry of `instances` (an index into `servers`), in order; returns status and remaining. */
  async function send(
    key: string,
    instances: number[],
  ): Promise<Array<{ status: number; remaining: string | null; body: unknown }>> {
    const answers = [];
    for (const i of instances) {
      requests += 1;
      const response = await api(servers[i]!.baseUrl, key, 'GET', '/api/v1/filters');
      answers.push({
        status: response.status,
        remaining: response.headers.get('x-ratelimit-remaining'),
        body: response.body as unknown,
      });
    }
    return answers;
  }

  const messages = (server: ServerProcess, msg: string) => server.logs().filter((line) => line.msg === msg);
  const alternating = (n: number): number[] => Array.from({ length: n }, (_, i) => i % 2);
  const descending = (n: number): string[] => Array.from({ length: n }, (_, i) => String(n - 1 - i));

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES as string);
    redis = await startScratchRedis();
    env = { DATABASE_URL: database.url };
    const serverEnv = { ...env, REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    servers.push(await startServerProcess(serverEnv));
    servers.push(await startServerProcess(serverEnv));
  }, 120_000);

  afterAll(async () => {
    reportFigures('redis-outage', {
      requests,
      redisKills: outages,
      redisRestarts: restarts,
      startsWithRedisUnreachable: refusedStarts,
      instances: servers.length,
    });
    for (const server of servers) await server.kill();
    await redis?.remove();
    await database?.drop();
  }, 60_000);

  it('shares the limit while Redis is up', async () => {
    const answers = await send(await freshKey('Empresa Antes'), alternating(LIMIT + 2));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
    expect(answers.slice(0, LIMIT).map((a) => a.remaining)).toEqual(descending(LIMIT));
  }, 30_000);

  it('killed under concurrent load: every request in flight or sent after is answered 200 [hang 60 s]', async () => {
    const key = await freshKey('Empresa Carga', 100_000);
    const statuses: Array<number | string> = [];
    let loading = true;
    const loops = Array.from({ length: 8 }, async (_, worker) => {
      while (loading) {
        const status = await api(servers[worker % 2]!.baseUrl, key, 'GET', '/api/v1/filters').then(
          (r) => r.status,
          (error: Error) => error.message,
        );
        statuses.push(status);
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const before = statuses.length;
    await redis!.crash();
    outages += 1;
    expect(await eventually(async () => servers.every((s) => messages(s, LOST).length === outages), 10_000)).toBe(true);
    const lostAt = statuses.length;
    await new Promise((r) => setTimeout(r, 500));
    loading = false;
    await Promise.all(loops);
    requests += statuses.length;

    expect(before).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(lostAt);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);

  it(
    'while Redis is gone, ' + 'each instance counts the limit on its own and the loss is logged once per instance',
    async () => {
      const key = await freshKey('Empresa Sem Redis');
      // Each instance allows the whole limit on its own: the documented over-allowance, not an outage.
      const first = await send(key, Array<number>(LIMIT + 1).fill(0));
      const second = await send(key, Array<number>(LIMIT + 1).fill(1));
      for (const answers of [first, second]) {
        expect(answers.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(200), 429]);
        expect(answers.slice(0, LIMIT).map((a) => a.remaining)).toEqual(descending(LIMIT));
        expect(answers[LIMIT]!.body).toMatchObject({
          status: 429,
          title: expect.any(String),
          detail: expect.any(String),
        });
      }
      for (const server of servers) {
        expect((await api(server.baseUrl, null, 'GET', '/api/health')).status).toBe(200);
        expect(messages(server, LOST)).toEqual([expect.objectContaining({ level: 40 })]);
        expect(server.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);
      }
    },
    60_000,
  );

  it(
    'once Redis is back, ' + 'logs the return once per instance and shares the counters again in the same processes',
    async () => {
      await redis!.start();
      restarts += 1;
      expect(await eventually(async () => servers.every((s) => messages(s, BACK).length === outages), 15_000)).toBe(
        true,
      );

      const answers = await send(await freshKey('Empresa Depois'), alternating(LIMIT + 2));
      expect(answers.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
      expect(answers.slice(0, LIMIT).map((a) => a.remaining)).toEqual(descending(LIMIT));
      for (const server of servers) {
        expect(server.running()).toBe(true);
        expect(messages(server, LOST)).toHaveLength(outages);
      }
    },
    60_000,
  );

  it('a second outage is logged and recovered the same way [hang 60 s]', async () => {
    await redis!.crash();
    outages += 1;
    expect(await eventually(async () => servers.every((s) => messages(s, LOST).length === outages), 10_000)).toBe(true);
    const during = await send(await freshKey('Empresa Segunda Queda'), [0, 1]);
    expect(during.map((a) => a.status)).toEqual([200, 200]);
    await redis!.start();
    restarts += 1;
    expect(await eventually(async () => servers.every((s) => messages(s, BACK).length === outages), 15_000)).toBe(true);
    const after = await send(await freshKey('Empresa Segunda Volta'), alternating(LIMIT + 1));
    expect(after.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  }, 60_000);

  it('both instances stop gracefully (exit 0) without logging a Redis loss', async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) expect(messages(server, LOST)).toHaveLength(outages);
  }, 30_000);

  it('a server whose Redis cannot be reached at start-up refuses to start and says why [hang 60 s]', async () => {
    const closed = await portOutsideEphemeralRange();
    refusedStarts += 1;
    const failure = await startServerProcess({ ...env, REDIS_URL: `redis://127.0.0.1:${closed}` }).then(
      async (server) => {
        await server.kill();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(failure).toContain('Redis at REDIS_URL cannot be reached (ECONNREFUSED)');
  }, 60_000);
});
