import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { Redis } from 'ioredis';
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
import { describeWhen, postgresMissing } from './support/describe-when';

/**
 * Two REAL server processes (`node packages/server/dist/main.js`) on ONE PostgreSQL database and one Redis:
 * the firing scheduler settles each firing exactly once whatever the number of instances, and the rate
 * limit is shared (N instances together allow exactly the limit), and a user disabled through one instance is
 * refused on the other at once (sessions in Redis, tokens in the database). These tests run the BUILT dist: `npm test`
 * runs `npm run build` first. They need both TEST_POSTGRES_URL (jest global setup) and REDIS_URL; without
 * them they are skipped. Sources: docs/contract.md#firing-and-deletion, #rate-limit, #running-the-service.
 */

const POSTGRES = process.env.TEST_POSTGRES_URL;
const REDIS = process.env.REDIS_URL;
const LIMIT = 6;
const FIRED = 20;

/** Sum of `settled` over the log lines `"msg":"settled due firings"` of `servers`. */
function settledInLogs(servers: ServerProcess[]): number {
  return servers
    .flatMap((s) => s.logs())
    .filter((line) => line.msg === 'settled due firings')
    .reduce((sum, line) => sum + Number(line.settled), 0);
}

const missing = postgresMissing() ?? (REDIS ? null : 'needs Redis: REDIS_URL is not set');

describeWhen(missing, 'two server instances on one PostgreSQL database and one Redis', () => {
  let database: FreshPostgresDatabase | null = null;
  let env: Record<string, string> = {};
  const servers: ServerProcess[] = [];
  const companies: string[] = [];

  /** Creates a company with the CLI (so its Redis counter is new) and issues its key. */
  async function companyWithKey(name: string): Promise<{ id: string; key: string }> {
    const company = await admin(env, 'company', 'create', '--name', name, '--identify-key', 'document');
    const id = company.id as string;
    companies.push(id);
    const issued = await admin(env, 'key', 'issue', '--company', id);
    return { id, key: issued.key as string };
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES as string);
    env = { DATABASE_URL: database.url };
    const serverEnv = { ...env, REDIS_URL: REDIS as string, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    servers.push(...(await Promise.all([startServerProcess(serverEnv), startServerProcess(serverEnv)])));
    for (const server of servers) {
      expect(server.logs().find((line) => line.msg === 'listening')).toMatchObject({
        database: 'postgres',
        redis: true,
      });
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill();
    if (REDIS && companies.length > 0) {
      const redis = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        for (const id of companies) {
          const keys: string[] = [];
          let cursor = '0';
          do {
            const [next, batch] = await redis.scan(cursor, 'MATCH', `employee-api:*${id}*`, 'COUNT', 1000);
            cursor = next;
            keys.push(...batch);
          } while (cursor !== '0');
          if (keys.length > 0) await redis.del(...keys);
        }
      } finally {
        redis.disconnect();
      }
    }
    await database?.drop();
  }, 60_000);

  it(`settles each of ${FIRED} firings recorded through both instances exactly once [hang 90 s]`, async () => {
    const { id: companyId, key } = await companyWithKey('Empresa Desligamentos');
    // This company creates more employees than the small instance-wide limit allows in a minute.
    await admin(env, 'company', 'set-rate-limit', '--company', companyId, '--per-minute', '1000');
    const today = todayIn('America/Sao_Paulo');

    const created = await Promise.all(
      Array.from({ length: FIRED }, async (_, i) => {
        const server = servers[i % 2]!;
        // include_campaign omitted: allowed on create when firing_date is filled (docs/contract.md#campaign-flags).
        const response = await api(server.baseUrl, key, 'POST', '/api/v1/employees', {
          name: 'Pedro Henrique Alves',
          email: uniqueEmail(),
          phone: uniqueMobile(),
          document: uniqueCpf(),
          hiring_date: '01/02/2015',
          firing_date: today,
          is_voluntary_firing: i % 2 === 0,
          reason_firing: 'Reestruturação',
        });
        expect({ status: response.status, body: response.status === 201 ? null : (response.body as unknown) }).toEqual({
          status: 201,
          body: null,
        });
        return response.body.data.id as string;
      }),
    );
    expect(new Set(created).size).toBe(FIRED);

    const countDeleted = (): Promise<number> =>
      withPostgres(database!.url, async (client) => {
        const result = await client.query<{ n: string }>(
          'SELECT count(*) AS n FROM employees ' +
            'WHERE company_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NOT NULL',
          [companyId, created],
        );
        return Number(result.rows[0]!.n);
      });
    expect(await eventually(async () => (await countDeleted()) === FIRED, 20_000)).toBe(true);
    for (const id of created)
      expect((await api(servers[0]!.baseUrl, key, 'GET', `/api/v1/employees/${id}`)).status).toBe(404);

    // Each settlement is logged by the instance whose pass made it: the counts add up to exactly FIRED
    // (a double settlement would exceed it). Give both schedulers several more passes to show any repeat.
    await eventually(async () => settledInLogs(servers) >= FIRED, 5_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(settledInLogs(servers)).toBe(FIRED);
  }, 90_000);

  it(`shares the rate limit: ${LIMIT} requests across both instances, then 429 on either [hang 60 s]`, async () => {
    const { id: companyId, key } = await companyWithKey('Empresa Limite Compartilhado');
    const responses = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      responses.push(await api(servers[i % 2]!.baseUrl, key, 'GET', '/api/v1/employees'));
    }
    expect(responses.map((r) => r.status)).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    expect(responses.map((r) => r.headers.get('x-ratelimit-limit'))).toEqual(
      Array<string>(LIMIT + 1).fill(String(LIMIT)),
    );
    expect(responses.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual([
      ...Array.from({ length: LIMIT }, (_, i) => String(LIMIT - 1 - i)),
      '0',
    ]);

    const blocked = responses[LIMIT]!;
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.body).toMatchObject({ status: 429, meta: { retry_after: retryAfter, limit: LIMIT, window: 60 } });

    // The other instance refuses too: the counter is shared, not per process.
    const other = await api(servers[(LIMIT + 1) % 2]!.baseUrl, key, 'GET', '/api/v1/employees');
    expect(other.status).toBe(429);
    expect(other.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));

    // And the counter lives in Redis.
    const redis = new Redis(REDIS as string, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const [, keys] = await redis.scan('0', 'MATCH', `employee-api:*${companyId}*`, 'COUNT', 100_000);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  }, 60_000);

  it("a disabled user's session and token fail on the very next request on the other instance", async () => {
    const { key } = await companyWithKey('Empresa Usuários Desligados');
    const [one, two] = servers.map((server) => server.baseUrl) as [string, string];
    const json = { 'Content-Type': 'application/json' };
    const profiles = (await api(one, key, 'GET', '/api/v1/profiles')).body as {
      data: Array<{ id: string; name: string }>;
    };
    const reader = profiles.data.find((p) => p.name === 'Leitor de relatórios');
    const created = await api(one, key, 'POST', '/api/v1/users', {
      name: 'Dora Desligada Souza',
      email: 'dora.desligada@example.com',
      profile_id: reader?.id,
    });
    const user = (created.body as { data: { id: string; invitation_url: string } }).data;
    const password = 'a long and private passphrase';
    const accepted = await fetch(`${two}/admin/api/invitations/accept`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: user.invitation_url.split('/').pop(), password }),
    });
    expect(accepted.status).toBe(200);
    const signedIn = await fetch(`${two}/admin/api/session`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'dora.desligada@example.com', password }),
    });
    expect(signedIn.status).toBe(204);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const minted = await fetch(`${two}/api/v1/users/me/tokens`, {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ name: 'Planilha' }),
    });
    const token = ((await minted.json()) as { data: { token: string } }).data.token;
    const session = () => fetch(`${two}/admin/api/session`, { headers: { Cookie: cookie } });
    expect((await session()).status).toBe(200);
    expect((await api(two, token, 'GET', '/api/v1/users/me/tokens')).status).toBe(200);

    expect((await api(one, key, 'DELETE', `/api/v1/users/${user.id}`)).status).toBe(204);

    expect((await session()).status).toBe(401);
    expect((await api(two, token, 'GET', '/api/v1/users/me/tokens')).status).toBe(401);
  }, 60_000);

  it('both instances stop gracefully on SIGTERM (exit code 0)', async () => {
    const running = servers.splice(0);
    await Promise.all(running.map((server) => server.stop()));
  }, 30_000);
});
