import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { IssueApiKey } from '@employee/domain';
import { aCompany } from '@employee/domain/testing';
import { Redis } from 'ioredis';
import request, { type Response } from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { bearer, call, expectErrorBody, rateLimitOf } from './e2e-helpers';

/**
 * Rate limits (docs/contract.md#rate-limit): per key, fixed 60-second windows,
 * `X-RateLimit-*` on every authenticated response, 429 with `meta {retry_after, limit, window}` and
 * `Retry-After`, a company's own limit over the default, and with Redis one limit shared by every instance.
 */

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function expectWindowHeaders(res: Response, limit: number, remaining: number, before: number): void {
  const headers = rateLimitOf(res);
  expect({ limit: headers.limit, remaining: headers.remaining }).toEqual({ limit, remaining });
  expect(res.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
  expect(headers.reset).toBeGreaterThanOrEqual(before);
  // Within the next 60 s, the instant rounded up to a whole second.
  expect(headers.reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 60);
}

function expectTooMany(res: Response, limit: number): void {
  expectErrorBody(res, 429, { retry_after: expect.any(Number), limit, window: 60 });
  const retryAfter = res.body.meta.retry_after as number;
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.headers['retry-after']).toBe(String(retryAfter));
  expect(rateLimitOf(res)).toMatchObject({ limit, remaining: 0 });
  // The window resets when the client may retry.
  expect(Math.abs(rateLimitOf(res).reset - (nowSeconds() + retryAfter))).toBeLessThanOrEqual(1);
}

describe('rate limit', () => {
  it('X-RateLimit-* on every authenticated response, whatever its status', async () => {
    const t = await buildTestApp('memory');
    const auth = bearer(t.key);
    const unrelated = await t.addCompany();
    const before = nowSeconds();
    const responses: Array<[number, Response]> = [
      [200, await call(request(t.app).get('/api/v1/employees').set(auth))],
      [200, await call(request(t.app).get('/api/v1/companies').set(auth))],
      [201, await call(request(t.app).post('/api/v1/filters').set(auth).send({ key: 'cost_center' }))],
      [204, await call(request(t.app).delete(`/api/v1/filters/${t.site.id}`).set(auth))],
      [
        400,
        await call(request(t.app).post('/api/v1/filters').set(auth).set('Content-Type', 'application/json').send('{')),
      ],
      [403, await call(request(t.app).get('/api/v1/filters').set(auth).set('Resource-Id', unrelated.company.id))],
      [404, await call(request(t.app).get(`/api/v1/employees/${randomUUID()}`).set(auth))],
      [404, await request(t.app).get('/api/v1/nope').set(auth)],
      [405, await call(request(t.app).patch('/api/v1/filters').set(auth).send({}))],
      [
        413,
        await call(
          request(t.app)
            .post('/api/v1/filters')
            .set(auth)
            .send({ key: 'x'.repeat(200 * 1024) }),
        ),
      ],
      [415, await call(request(t.app).post('/api/v1/filters').set(auth).set('Content-Type', 'text/plain').send('x'))],
      [422, await call(request(t.app).post('/api/v1/filters').set(auth).send({ key: 'Not Valid' }))],
      [422, await call(request(t.app).get('/api/v1/employees?per_page=0').set(auth))],
    ];
    expect(responses.map(([, res]) => res.status)).toEqual(responses.map(([status]) => status));
    responses.forEach(([, res], index) => expectWindowHeaders(res, 100, 100 - index - 1, before));
    // One window: the same reset instant on every response (± the rounding of a second).
    const resets = responses.map(([, res]) => rateLimitOf(res).reset);
    expect(Math.max(...resets) - Math.min(...resets)).toBeLessThanOrEqual(1);
  });

  it('the request after the limit is 429 with meta {retry_after, limit, window} and Retry-After', async () => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 3 });
    const auth = bearer(t.key);
    const before = nowSeconds();
    for (const remaining of [2, 1, 0]) {
      const res = await call(request(t.app).get('/api/v1/filters').set(auth));
      expect(res.status).toBe(200);
      expectWindowHeaders(res, 3, remaining, before);
    }
    const fourth = await call(request(t.app).get('/api/v1/filters').set(auth));
    expectTooMany(fourth, 3);

    // The limit applies to every endpoint and wins over whatever the request would have been answered.
    expectTooMany(await call(request(t.app).post('/api/v1/filters').set(auth).send({ key: 'blocked' })), 3);
    expectTooMany(await call(request(t.app).get(`/api/v1/employees/${randomUUID()}`).set(auth)), 3);
    expectTooMany(await call(request(t.app).get('/api/v1/companies').set(auth)), 3);
    expectTooMany(await call(request(t.app).delete(`/api/v1/filters/${t.site.id}`).set(auth)), 3);

    // Nothing refused was applied.
    await t.uow.run(async (r) => {
      expect((await r.filters.activeOfCompany(t.company.id)).map((f) => f.key).sort()).toEqual(['department', 'site']);
    });
  });

  it('a company’s own limit wins over the default, lower or higher', async () => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 3 });
    const lower = await t.addCompany({ rateLimitPerMinute: 2 });
    const higher = await t.addCompany({ rateLimitPerMinute: 5 });
    const before = nowSeconds();

    for (const remaining of [1, 0])
      expectWindowHeaders(
        await call(request(t.app).get('/api/v1/filters').set(bearer(lower.key))),
        2,
        remaining,
        before,
      );
    expectTooMany(await call(request(t.app).get('/api/v1/filters').set(bearer(lower.key))), 2);

    for (const remaining of [4, 3, 2, 1, 0]) {
      const res = await call(request(t.app).get('/api/v1/filters').set(bearer(higher.key)));
      expect(res.status).toBe(200);
      expectWindowHeaders(res, 5, remaining, before);
    }
    expectTooMany(await call(request(t.app).get('/api/v1/filters').set(bearer(higher.key))), 5);

    // The default still applies to the seeded company.
    expectWindowHeaders(await call(request(t.app).get('/api/v1/filters').set(bearer(t.key))), 3, 2, before);
  });

  it('each key has its own counter; acting on a branch counts against the calling key', async () => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 3 });
    const branch = await t.addCompany({ parent: t.company, rateLimitPerMinute: 10 });
    const stranger = await t.addCompany();
    const before = nowSeconds();

    // The parent's key, acting on its branch: the parent key's limit and counter.
    const asBranch = { ...bearer(t.key), 'Resource-Id': branch.company.id };
    expectWindowHeaders(await call(request(t.app).get('/api/v1/employees').set(asBranch)), 3, 2, before);
    expectWindowHeaders(await call(request(t.app).get('/api/v1/employees').set(bearer(t.key))), 3, 1, before);
    expectWindowHeaders(await call(request(t.app).get('/api/v1/employees').set(asBranch)), 3, 0, before);
    expectTooMany(await call(request(t.app).get('/api/v1/employees').set(bearer(t.key))), 3);
    expectTooMany(await call(request(t.app).get('/api/v1/employees').set(asBranch)), 3);

    // The branch's own key and an unrelated key are untouched.
    expectWindowHeaders(await call(request(t.app).get('/api/v1/employees').set(bearer(branch.key))), 10, 9, before);
    expectWindowHeaders(await call(request(t.app).get('/api/v1/employees').set(bearer(stranger.key))), 3, 2, before);
  });

  it('failed authentications do not spend a key’s requests', async () => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 3 });
    for (let i = 0; i < 2; i += 1)
      await call(
        request(t.app)
          .get('/api/v1/filters')
          .set(bearer(`${t.key}x`)),
      );
    expectWindowHeaders(await call(request(t.app).get('/api/v1/filters').set(bearer(t.key))), 3, 2, nowSeconds());
  });

  it('answers at once from memory counters when Redis cannot be reached', async () => {
    const unreachable = new Redis({
      host: '127.0.0.1',
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    try {
      const t = await buildTestApp('memory', { rateLimitPerMinute: 3, redis: unreachable });
      const started = Date.now();
      const res = await call(request(t.app).get('/api/v1/filters').set(bearer(t.key)));
      expect(res.status).toBe(200);
      expectWindowHeaders(res, 3, 2, nowSeconds());
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      unreachable.disconnect();
    }
  });
});

interface Listening {
  readonly origin: string;
  close(): Promise<void>;
}

/** `app` on an ephemeral loopback port, so that concurrent requests really are concurrent. */
function listening(app: TestApp['app']): Promise<Listening> {
  return new Promise((resolve) => {
    const server = createServer(app).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) process.stderr.write('\n[skipped] rate limit shared through Redis: needs REDIS_URL\n');

describeWithRedis('rate limit shared through Redis (REDIS_URL)', () => {
  const clients: Redis[] = [];
  /** Substrings of the Redis keys this suite created (fresh company ids, fresh client IPs). */
  const ownKeys: string[] = [];

  afterEach(async () => {
    const [cleaner] = clients;
    if (cleaner) {
      for (const fragment of ownKeys.splice(0)) {
        const keys = await cleaner.keys(`employee-api:*${fragment}*`);
        if (keys.length > 0) await cleaner.del(...keys);
      }
    }
    await Promise.all(clients.splice(0).map((client) => client.quit()));
  });

  function client(): Redis {
    const created = new Redis(redisUrl as string, { lazyConnect: false, maxRetriesPerRequest: 2 });
    clients.push(created);
    return created;
  }

  /** Two app instances over the same storage, each with its own Redis connection, sharing `limit`. */
  async function twoInstances(
    limit: number,
  ): Promise<{ t: TestApp; apps: [TestApp['app'], TestApp['app']]; key: string }> {
    const t = await buildTestApp('memory', { redis: client(), rateLimitPerMinute: limit, trustProxy: 1 });
    const second = t.anotherApp({ rateLimitPerMinute: limit, redis: client(), trustProxy: 1 });
    // A company with a random id, so that its Redis counter is this test's own.
    const company = aCompany().withId(randomUUID()).build();
    await t.uow.run((r) => r.companies.save(company));
    ownKeys.push(company.id);
    const { key } = await new IssueApiKey(t.uow, t.clock, { next: () => randomUUID() }, t.codec).execute({
      companyId: company.id,
    });
    // Until a connection is ready the counters are each instance's own (see the dead-Redis test); the
    // server waits for Redis at start-up, so do the tests.
    await Promise.all(clients.map((c) => c.ping()));
    return { t, apps: [t.app, second], key };
  }

  it('two instances together allow exactly the limit, not twice it', async () => {
    const { apps, key } = await twoInstances(4);
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await call(
        request(apps[i % 2] as TestApp['app'])
          .get('/api/v1/filters')
          .set(bearer(key)),
      );
      statuses.push(res.status);
      remaining.push(rateLimitOf(res).remaining);
      expect(rateLimitOf(res).limit).toBe(4);
      if (res.status === 429) expectTooMany(res, 4);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(remaining).toEqual([3, 2, 1, 0, 0, 0, 0, 0]);
  });

  it(
    '600 concurrent requests over two instances: exactly the limit pass, no remaining count repeats, ' +
      'and the key works again after the reset',
    async () => {
      const LIMIT = 500;
      const { apps, key } = await twoInstances(LIMIT);
      const servers = await Promise.all(apps.map(listening));
      try {
        const send = (origin: string) =>
          fetch(`${origin}/api/v1/filters`, { headers: { Authorization: `Bearer ${key}` } });
        const responses = await Promise.all(
          Array.from({ length: 600 }, (_, i) => send((servers[i % 2] as Listening).origin)),
        );
        const passed = responses.filter((r) => r.status === 200);
        const limited = responses.filter((r) => r.status === 429);

        expect({ passed: passed.length, limited: limited.length }).toEqual({ passed: LIMIT, limited: 600 - LIMIT });
        const remaining = passed.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b);
        expect(remaining).toEqual(Array.from({ length: LIMIT }, (_, i) => i));

        const retryAfter = Math.max(...limited.map((r) => Number(r.headers.get('retry-after'))));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 500));
        const again = await send((servers[1] as Listening).origin);
        expect(again.status).toBe(200);
        expect(again.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1));
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    },
    120_000,
  );

  it('failed authentications from one client IP are counted across instances too', async () => {
    const { apps } = await twoInstances(4);
    const ip = `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    ownKeys.push(ip);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await call(
        request(apps[i % 2] as TestApp['app'])
          .get('/api/v1/filters')
          .set('X-Forwarded-For', ip)
          .set(bearer('garbage')),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
  });
});
