import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { IssueApiKey, RevokeApiKey } from '@employee/domain';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, useStorage, type StorageKind } from './e2e-helpers';

const ids = { next: () => randomUUID() };

/**
 * Keys across instances (docs/reliability.md; docs/contract.md#authentication-and-tenancy): every request authenticates
 * against the stored keys, so a re-issued or revoked key fails on the
 * very next request on every instance; wrong keys from one client IP are limited like any other requests.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('keys across instances on %s', (kind) => {
  const storage = useStorage(kind);

  /** The test app and a second instance of the service over the same storage. */
  async function twoInstances(overrides: {
    rateLimitPerMinute: number;
  }): Promise<{ t: TestApp; instances: Array<TestApp['app']> }> {
    const t = await buildTestApp(storage(), { ...overrides, trustProxy: 1 });
    const second = t.anotherApp({ trustProxy: 1, ...overrides });
    return { t, instances: [t.app, second] };
  }

  it('a re-issued or revoked key fails on the very next request on every instance', async () => {
    const { t, instances } = await twoInstances({ rateLimitPerMinute: 1_000 });
    const statusesOf = (key: string) =>
      Promise.all(
        instances.map(async (app) => (await call(request(app).get('/api/v1/filters').set(bearer(key)))).status),
      );
    expect(await statusesOf(t.key)).toEqual([200, 200]);

    const { key: reissued } = await new IssueApiKey(t.uow, t.clock, ids, t.codec).execute({ companyId: t.company.id });
    expect(await statusesOf(t.key)).toEqual([401, 401]);
    expect(await statusesOf(reissued)).toEqual([200, 200]);

    await new RevokeApiKey(t.uow, t.clock).execute({ companyId: t.company.id });
    expect(await statusesOf(reissued)).toEqual([401, 401]);
  });

  it(
    '50 wrong keys from one client IP: 401 up to the limit, then 429 for that IP, a valid key too; ' +
      'another IP is unaffected',
    async () => {
      const LIMIT = 20;
      const { t, instances } = await twoInstances({ rateLimitPerMinute: LIMIT });
      const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const guess = `emp_sandbox_${randomUUID().replace(/-/g, '').slice(0, 12)}_${randomUUID().replace(/-/g, '')}`;
        const res = await call(
          request(instances[0] as TestApp['app'])
            .get('/api/v1/employees')
            .set('X-Forwarded-For', ip)
            .set(bearer(guess)),
        );
        statuses.push(res.status);
      }
      const valid = await call(
        request(instances[0] as TestApp['app'])
          .get('/api/v1/employees')
          .set('X-Forwarded-For', ip)
          .set(bearer(t.key)),
      );
      const elsewhere = await call(
        request(instances[0] as TestApp['app'])
          .get('/api/v1/employees')
          .set('X-Forwarded-For', '203.0.113.9')
          .set(bearer(t.key)),
      );

      expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(50 - LIMIT).fill(429)]);
      expect(valid.status).toBe(429);
      expect(elsewhere.status).toBe(200);
    },
  );
});
