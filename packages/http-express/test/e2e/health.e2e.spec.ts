import { describe, expect, it } from '@jest/globals';
import { CheckStorage, type UnitOfWork } from '@employee/domain';
import { InMemoryUnitOfWork } from '@employee/domain/testing';
import request from 'supertest';
import { buildTestApp } from '../support/test-app';
import { call, expectErrorBody, rateLimitOf } from './e2e-helpers';

/**
 * `GET /api/health` (docs/reliability.md#health): answered from a cached probe, so polling costs the database
 * at most one round trip per second per process, and counted by the per-IP limit. Round trips are counted by
 * a spy on the unit of work the probe runs, never by timing.
 */

/** A unit of work that counts its transactions: each is one database round trip of the health probe. */
function countingUow(inner: UnitOfWork = new InMemoryUnitOfWork()): { uow: UnitOfWork; trips: () => number } {
  let trips = 0;
  return {
    uow: {
      run: (work) => {
        trips += 1;
        return inner.run(work);
      },
    },
    trips: () => trips,
  };
}

describe('GET /api/health', () => {
  it('many requests at once and one after another cost one database round trip', async () => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 1_000 });
    const spy = countingUow(t.uow);
    const app = t.anotherApp({ rateLimitPerMinute: 1_000, health: new CheckStorage(spy.uow) });
    const concurrent = await Promise.all(Array.from({ length: 25 }, () => request(app).get('/api/health')));
    const sequential = [];
    for (let i = 0; i < 10; i += 1) sequential.push(await request(app).get('/api/health'));
    for (const res of [...concurrent, ...sequential]) expect(res.status).toBe(200);
    // 35 answers within far less than a second of each other (or, on a stalled machine, a few seconds): one
    // probe per started second at most, never one per request.
    expect(spy.trips()).toBeGreaterThanOrEqual(1);
    expect(spy.trips()).toBeLessThan(5);
  });

  it('a failing database is probed once for a burst too, and every request of it gets the 503', async () => {
    let trips = 0;
    const failing: UnitOfWork = {
      run: () => {
        trips += 1;
        return Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }));
      },
    };
    const t = await buildTestApp('memory', { rateLimitPerMinute: 1_000 });
    const app = t.anotherApp({ rateLimitPerMinute: 1_000, health: new CheckStorage(failing) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).get('/api/health')));
    for (const res of answers) expectErrorBody(res, 503);
    expect(trips).toBeLessThan(5);
  });

  it('is counted per client IP: past the limit a 429 with Retry-After, other IPs still answered', async () => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 3, trustProxy: 1 });
    const from = (ip: string) => call(request(t.app).get('/api/health').set('X-Forwarded-For', ip));
    for (let i = 0; i < 3; i += 1) {
      const ok = await from('203.0.113.7');
      expect(ok.status).toBe(200);
      expect(rateLimitOf(ok)).toMatchObject({ limit: 3, remaining: 2 - i });
    }
    const refused = await from('203.0.113.7');
    expectErrorBody(refused, 429, { retry_after: expect.any(Number), limit: 3, window: 60 });
    expect(refused.headers['retry-after']).toBe(String(refused.body.meta.retry_after as number));
    expect((await from('203.0.113.8')).status).toBe(200);
  });
});
