import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { ListEmployees } from '@employee/domain';
import type { CompanyConcurrency } from '@employee/http-common';
import { createApp } from '@employee/http-express';
import { pino, type Logger } from 'pino';
import request, { type Response } from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { bearer, call, expectErrorBody, signedIn } from './e2e-helpers';

/**
 * The bulkhead per company (docs/reliability.md#fairness-a-bulkhead-per-company), keyed by the company's key
 * and held before authentication: at most `maxRunning` requests of one company run at once, `maxQueued` more
 * wait their turn, anything beyond is a 503 with `Retry-After`, and a wait longer than `maxWaitMs` too; other
 * companies are never held up by it. The list route of the company under test is held at a gate, so
 * "running" is observable.
 */

/** Holds `GET /employees` of one company until `open()`; counts how many entered. */
class Gate {
  entered = 0;
  private opened = false;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly companyId: string) {}

  wrap(inner: ListEmployees): ListEmployees {
    return {
      execute: async (query) => {
        if (query.companyId === this.companyId) {
          this.entered += 1;
          if (!this.opened) await new Promise<void>((resolve) => this.waiting.push(resolve));
        }
        return inner.execute(query);
      },
    } as ListEmployees;
  }

  open(): void {
    this.opened = true;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

/** A listening app over `t`'s storage with the bulkhead `limits`, and a gate on the list of `t.company`. */
async function gatedApp(
  t: TestApp,
  limits: CompanyConcurrency,
  logger?: Logger,
): Promise<{ gate: Gate; origin: string }> {
  const deps = t.appDeps({ companyConcurrency: limits });
  const gate = new Gate(t.company.id);
  const app = createApp({
    ...deps,
    employees: { ...deps.employees, listEmployees: gate.wrap(deps.employees.listEmployees) },
    ...(logger ? { logger } : {}),
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { gate, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const until = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
};

function list(origin: string, key: string, signal?: AbortSignal): Promise<globalThis.Response> {
  return fetch(`${origin}/api/v1/employees`, { headers: bearer(key), ...(signal ? { signal } : {}) });
}

/** The headers of a same-origin dashboard page signed in as a new user of `t.company` with `employees:read`. */
async function sessionHeaders(t: TestApp): Promise<Record<string, string>> {
  const { cookie } = await signedIn(t, ['employees:read']);
  return { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' };
}

function expectRefusal(res: Response, limits: CompanyConcurrency, limit: 'requests' | 'searches' = 'requests'): void {
  expectErrorBody(res, 503, {
    reason: 'company_concurrency',
    limit,
    retry_after: 1,
    max_running: limit === 'requests' ? limits.maxRunning : limits.maxRunningSearches,
    max_queued: limits.maxQueued,
  });
  expect(res.headers['retry-after']).toBe('1');
  // Refused before authentication: no database work, and not counted against the rate limit.
  expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
}

describe('the bulkhead per company', () => {
  it('runs maxRunning requests of a company, queues maxQueued, refuses the next (503); others pass', async () => {
    const t = await buildTestApp('memory');
    const limits = { maxRunning: 2, maxRunningSearches: 2, maxQueued: 1, maxWaitMs: 10_000 };
    const { gate, origin } = await gatedApp(t, limits);

    const held = [list(origin, t.key), list(origin, t.key)];
    await until(() => gate.entered === 2);
    const queued = list(origin, t.key);
    const refused = await call(request(origin).get('/api/v1/employees').set(bearer(t.key)));
    expectRefusal(refused, limits);
    expect(gate.entered).toBe(2);

    // Another company is not held up by the first one's full share, nor is a request without a key.
    const other = await t.addCompany();
    expect((await call(request(origin).get('/api/v1/employees').set(bearer(other.key)))).status).toBe(200);
    expect((await call(request(origin).get('/api/v1/employees'))).status).toBe(401);

    gate.open();
    expect((await Promise.all([...held, queued])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(gate.entered).toBe(3);
    expect((await call(request(origin).get('/api/v1/employees').set(bearer(t.key)))).status).toBe(200);
  });

  it('answers a queued request 503 when no slot frees up within maxWaitMs, logged as a warning', async () => {
    const t = await buildTestApp('memory');
    const limits = { maxRunning: 1, maxRunningSearches: 1, maxQueued: 5, maxWaitMs: 100 };
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const { gate, origin } = await gatedApp(t, limits, logger);
    const held = list(origin, t.key);
    await until(() => gate.entered === 1);
    const refused = await call(request(origin).get('/api/v1/employees').set(bearer(t.key)));
    expectRefusal(refused, limits);
    // Shedding load is not a failure of the service: one warning, without a stack to write for each refusal.
    const line = lines
      .map((l) => JSON.parse(l) as { level: number; err?: unknown; req?: { id?: string } })
      .find((l) => l.req?.id === refused.headers['x-request-id']);
    expect(line).toMatchObject({ level: 40 });
    expect(line?.err).toBeUndefined();
    gate.open();
    expect((await held).status).toBe(200);
  });

  it('keeps the slot of a client that hung up until its work is done', async () => {
    const t = await buildTestApp('memory');
    const limits = { maxRunning: 1, maxRunningSearches: 1, maxQueued: 0, maxWaitMs: 1000 };
    const { gate, origin } = await gatedApp(t, limits);
    const hangUp = new AbortController();
    const abandoned = list(origin, t.key, hangUp.signal).catch((error: unknown) => error);
    await until(() => gate.entered === 1);
    hangUp.abort();
    expect(await abandoned).toMatchObject({ name: 'AbortError' });
    await new Promise((r) => setTimeout(r, 50));
    // Its use case still runs: the company's one slot is still taken.
    expectRefusal(await call(request(origin).get('/api/v1/employees').set(bearer(t.key))), limits);
    gate.open();
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
      status = (await list(origin, t.key)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(200);
  });

  it('takes a request out of the queue when its client hangs up', async () => {
    const t = await buildTestApp('memory');
    const limits = { maxRunning: 1, maxRunningSearches: 1, maxQueued: 1, maxWaitMs: 10_000 };
    const { gate, origin } = await gatedApp(t, limits);
    const held = list(origin, t.key);
    await until(() => gate.entered === 1);
    const hangUp = new AbortController();
    const abandoned = list(origin, t.key, hangUp.signal).catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 50));
    hangUp.abort();
    expect(await abandoned).toMatchObject({ name: 'AbortError' });
    await new Promise((r) => setTimeout(r, 50));
    // The queue's one place is free again: this request waits there instead of being refused.
    const queued = list(origin, t.key);
    await new Promise((r) => setTimeout(r, 50));
    gate.open();
    expect([(await held).status, (await queued).status]).toEqual([200, 200]);
    expect(gate.entered).toBe(2);
  });

  it('runs at most maxRunningSearches searches of a company at once; its other requests keep their slots', async () => {
    const t = await buildTestApp('memory');
    const limits = { maxRunning: 3, maxRunningSearches: 1, maxQueued: 0, maxWaitMs: 1000 };
    const { gate, origin } = await gatedApp(t, limits);
    const search = (): Promise<globalThis.Response> =>
      fetch(`${origin}/api/v1/employees?search=silva`, { headers: bearer(t.key) });

    const heldSearch = search();
    await until(() => gate.entered === 1);
    expectRefusal(
      await call(request(origin).get('/api/v1/employees?search=souza').set(bearer(t.key))),
      limits,
      'searches',
    );
    // A plain list of the same company takes one of the two request slots left.
    const heldList = list(origin, t.key);
    await until(() => gate.entered === 2);
    gate.open();
    expect([(await heldSearch).status, (await heldList).status]).toEqual([200, 200]);
    expect((await search()).status).toBe(200);
  });

  it("holds a dashboard session's requests in its own lane: its next is refused, other people pass", async () => {
    const t = await buildTestApp('memory');
    const limits = { maxRunning: 1, maxRunningSearches: 1, maxQueued: 0, maxWaitMs: 1000 };
    const { gate, origin } = await gatedApp(t, limits);
    const [first, second] = [await sessionHeaders(t), await sessionHeaders(t)];

    const held = fetch(`${origin}/api/v1/employees`, { headers: first });
    await until(() => gate.entered === 1);
    expectRefusal(await call(request(origin).get('/api/v1/employees').set(first)), limits);
    expect(gate.entered).toBe(1);

    // Another person of the same company, and the company's key, each have their own lane.
    const others = [fetch(`${origin}/api/v1/employees`, { headers: second }), list(origin, t.key)];
    await until(() => gate.entered === 3);
    gate.open();
    expect((await Promise.all([held, ...others])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await call(request(origin).get('/api/v1/employees').set(first))).status).toBe(200);
  });
});
