import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { IssueApiKey, RevokeApiKey } from '@employee/domain';
import { NodeApiKeyCodec } from '@employee/security-node';
import request, { type Response } from 'supertest';
import { buildTestApp, type TestApp, type TestAppOptions } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, rateLimitOf, useStorage } from './e2e-helpers';
import { validEmployeeBody } from '../support/employee-body';

/**
 * Authentication and tenancy (docs/contract.md#authentication-and-tenancy, #rate-limit):
 * one and the same 401 with `WWW-Authenticate: Bearer` for every way of not being authenticated, limited per
 * client IP; `Resource-Id` reaches the key's company and everything below it, and nothing else (403).
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ids = { next: () => randomUUID() };

/** `key` with the character at `index` (negative: from the end) replaced by another base62 character. */
function flip(key: string, index: number): string {
  const at = index < 0 ? key.length + index : index;
  const current = key[at] as string;
  const replacement = BASE62[(BASE62.indexOf(current) + 1) % BASE62.length] as string;
  return key.slice(0, at) + replacement + key.slice(at + 1);
}

function expectUnauthorized(res: Response): void {
  expectErrorBody(res, 401);
  expect(res.headers['www-authenticate']).toBe('Bearer');
}

/** The 401 body without its per-request id. */
function sameParts(res: Response): unknown {
  const { id: _id, ...rest } = res.body as Record<string, unknown>;
  return rest;
}

describe.each(memoryOnly())('authentication and tenancy on %s', (kind) => {
  const storage = useStorage(kind);
  const build = (overrides: TestAppOptions = {}): Promise<TestApp> => buildTestApp(storage(), overrides);

  describe('401: one answer for every failure', () => {
    type Case = [string, (t: TestApp) => Promise<Record<string, string>>];
    const cases: Case[] = [
      ['no Authorization header', async () => ({})],
      ['the Basic scheme', async () => ({ Authorization: `Basic ${Buffer.from('user:secret').toString('base64')}` })],
      ['the Basic scheme carrying a valid key', async (t) => ({ Authorization: `Basic ${t.key}` })],
      ['a valid key without a scheme', async (t) => ({ Authorization: t.key })],
      ['Bearer without a token', async () => ({ Authorization: 'Bearer ' })],
      ['Bearer with garbage', async () => bearer('garbage')],
      ['a well-formed key with its checksum flipped', async (t) => bearer(flip(t.key, -1))],
      ['a well-formed key with one secret character flipped', async (t) => bearer(flip(t.key, -10))],
      ['an unknown key with a valid checksum', async () => bearer(new NodeApiKeyCodec('sandbox').generate().plaintext)],
      [
        'a live production key on a sandbox app',
        async (t) => {
          const other = await t.addCompany();
          const issued = await new IssueApiKey(t.uow, t.clock, ids, new NodeApiKeyCodec('production')).execute({
            companyId: other.company.id,
          });
          expect(issued.key).toMatch(/^emp_production_/);
          return bearer(issued.key);
        },
      ],
      [
        'a revoked key',
        async (t) => {
          await new RevokeApiKey(t.uow, t.clock).execute({ companyId: t.company.id });
          return bearer(t.key);
        },
      ],
      [
        'a key replaced by a newer one',
        async (t) => {
          await new IssueApiKey(t.uow, t.clock, ids, t.codec).execute({ companyId: t.company.id });
          return bearer(t.key);
        },
      ],
    ];

    it.each(cases)('%s → 401 with the standard body and WWW-Authenticate: Bearer', async (_name, headersOf) => {
      const t = await build();
      const reference = await call(request(t.app).get('/api/v1/employees'));
      expectUnauthorized(reference);

      const headers = await headersOf(t);
      for (const res of [
        await call(request(t.app).get('/api/v1/employees').set(headers)),
        await call(request(t.app).post('/api/v1/employees').set(headers).send(validEmployeeBody())),
        await call(request(t.app).get('/api/v1/filters').set(headers)),
      ]) {
        expectUnauthorized(res);
        expect(sameParts(res)).toEqual(sameParts(reference));
        expect(res.body.id).not.toBe(reference.body.id);
      }
    });

    it('a valid key works, and a sandbox key is refused by a production app', async () => {
      const t = await build();
      expect((await call(request(t.app).get('/api/v1/employees').set(bearer(t.key)))).status).toBe(200);
      const production = await build({ apiKeyCodec: new NodeApiKeyCodec('production') });
      expectUnauthorized(await call(request(production.app).get('/api/v1/employees').set(bearer(production.key))));
    });

    it('a revoked key stops working at once', async () => {
      const t = await build();
      expect((await call(request(t.app).get('/api/v1/filters').set(bearer(t.key)))).status).toBe(200);
      await new RevokeApiKey(t.uow, t.clock).execute({ companyId: t.company.id });
      expectUnauthorized(await call(request(t.app).get('/api/v1/filters').set(bearer(t.key))));
    });

    it('issuing a new key: the old one stops working, the new one works', async () => {
      const t = await build();
      const issued = await new IssueApiKey(t.uow, t.clock, ids, t.codec).execute({ companyId: t.company.id });
      expect(issued.key).not.toBe(t.key);
      expectUnauthorized(await call(request(t.app).get('/api/v1/filters').set(bearer(t.key))));
      const res = await call(request(t.app).get('/api/v1/filters').set(bearer(issued.key)));
      expect(res.status).toBe(200);
      expect((res.body.data as Array<{ key: string }>).map((f) => f.key)).toEqual(['department', 'site']);
    });
  });

  describe('401 responses are rate limited per client IP', () => {
    it('carry X-RateLimit-* counted per client IP', async () => {
      const t = await build();
      const before = Math.floor(Date.now() / 1000);
      const first = await call(request(t.app).get('/api/v1/employees').set(bearer('garbage')));
      const after = Math.ceil(Date.now() / 1000);
      const second = await call(request(t.app).get('/api/v1/filters'));
      expectUnauthorized(first);
      expectUnauthorized(second);
      expect(rateLimitOf(first)).toEqual({ limit: 100, remaining: 99, reset: expect.any(Number) });
      expect(rateLimitOf(second)).toMatchObject({ limit: 100, remaining: 98 });
      expect(rateLimitOf(first).reset).toBeGreaterThanOrEqual(before);
      // the window opened during the request: it ends 60 s later, rounded up to the second
      expect(rateLimitOf(first).reset).toBeLessThanOrEqual(after + 60);
    });

    it(
      'after the limit, the client gets 429 for every request, a valid key too, ' + 'without any key being checked',
      async () => {
        const t = await build({ rateLimitPerMinute: 3 });
        for (let i = 0; i < 3; i += 1)
          expectUnauthorized(
            await call(
              request(t.app)
                .get('/api/v1/employees')
                .set(bearer(flip(t.key, -1))),
            ),
          );
        const limited = await call(
          request(t.app)
            .get('/api/v1/employees')
            .set(bearer(t.key.replace(/.$/, ''))),
        );
        expectErrorBody(limited, 429, { retry_after: expect.any(Number), limit: 3, window: 60 });
        expect(limited.headers['retry-after']).toBe(String(limited.body.meta.retry_after));
        expect(rateLimitOf(limited)).toMatchObject({ limit: 3, remaining: 0 });
        // Locked out until the window resets: a right key must not answer differently from a wrong one.
        const valid = await call(request(t.app).get('/api/v1/employees').set(bearer(t.key)));
        expectErrorBody(valid, 429, { retry_after: expect.any(Number), limit: 3, window: 60 });
      },
    );

    it('counts each client IP separately (behind a trusted proxy)', async () => {
      const t = await build({ rateLimitPerMinute: 2, trustProxy: 1 });
      const from = (ip: string) => call(request(t.app).get('/api/v1/employees').set('X-Forwarded-For', ip));
      expectUnauthorized(await from('203.0.113.1'));
      expectUnauthorized(await from('203.0.113.1'));
      expectErrorBody(await from('203.0.113.1'), 429, { retry_after: expect.any(Number), limit: 2, window: 60 });
      const other = await from('203.0.113.2');
      expectUnauthorized(other);
      expect(rateLimitOf(other)).toMatchObject({ limit: 2, remaining: 1 });
    });
  });

  describe('Resource-Id', () => {
    /** Company tree: t.company → branch → subBranch, t.company → sibling; `unrelated` stands alone. */
    async function tree() {
      const t = await build();
      const branch = await t.addCompany({ parent: t.company });
      const subBranch = await t.addCompany({ parent: branch.company });
      const sibling = await t.addCompany({ parent: t.company });
      const unrelated = await t.addCompany();
      return { t, branch, subBranch, sibling, unrelated };
    }

    it('without the header, the key’s own company is the target', async () => {
      const { t } = await tree();
      const res = await call(request(t.app).get('/api/v1/filters').set(bearer(t.key)));
      expect(res.status).toBe(200);
      expect((res.body.data as Array<{ id: string }>).map((f) => f.id)).toEqual([t.department.id, t.site.id]);
    });

    it('may name the key’s own company', async () => {
      const { t } = await tree();
      const res = await call(request(t.app).get('/api/v1/filters').set(bearer(t.key)).set('Resource-Id', t.company.id));
      expect(res.status).toBe(200);
      expect((res.body.data as Array<{ id: string }>).map((f) => f.id)).toEqual([t.department.id, t.site.id]);
    });

    it.each([
      ['a branch', 'branch'],
      ['a branch of a branch', 'subBranch'],
    ] as const)('may name %s, and then reads and writes that company’s data only', async (_name, which) => {
      const companies = await tree();
      const { t } = companies;
      const target = companies[which].company;
      const asTarget = { ...bearer(t.key), 'Resource-Id': target.id };

      const created = await call(request(t.app).post('/api/v1/filters').set(asTarget).send({ key: 'branch_only' }));
      expect(created.status).toBe(201);
      const filters = await call(request(t.app).get('/api/v1/filters').set(asTarget));
      expect(filters.status).toBe(200);
      expect((filters.body.data as Array<{ key: string }>).map((f) => f.key)).toEqual(['branch_only']);
      const own = await call(request(t.app).get('/api/v1/filters').set(bearer(t.key)));
      expect((own.body.data as Array<{ key: string }>).map((f) => f.key)).toEqual(['department', 'site']);

      const employee = await call(request(t.app).post('/api/v1/employees').set(asTarget).send(validEmployeeBody()));
      expect(employee.status).toBe(201);
      expect(employee.body.data.company_id).toBe(target.id);
      const listed = await call(request(t.app).get('/api/v1/employees').set(asTarget));
      expect((listed.body.data as Array<{ id: string }>).map((e) => e.id)).toEqual([employee.body.data.id]);
      expect((await call(request(t.app).get('/api/v1/employees').set(bearer(t.key)))).body.meta.total).toBe(0);
      // The target's own key sees the same data.
      const targetKey = companies[which].key;
      expect(
        (await call(request(t.app).get(`/api/v1/employees/${employee.body.data.id}`).set(bearer(targetKey)))).status,
      ).toBe(200);

      const listedCompanies = await call(request(t.app).get('/api/v1/companies').set(asTarget));
      expect((listedCompanies.body.data as Array<{ id: string }>).map((c) => c.id)).toContain(target.id);
      expect((listedCompanies.body.data as Array<{ id: string }>).map((c) => c.id)).not.toContain(t.company.id);
    });

    type Forbidden = [string, (c: Awaited<ReturnType<typeof tree>>) => { key: string; resourceId: string }];
    const forbidden: Forbidden[] = [
      ['the parent of the caller', (c) => ({ key: c.branch.key, resourceId: c.t.company.id })],
      ['the grandparent of the caller', (c) => ({ key: c.subBranch.key, resourceId: c.t.company.id })],
      ['the direct parent of a branch of a branch', (c) => ({ key: c.subBranch.key, resourceId: c.branch.company.id })],
      ['a sibling branch', (c) => ({ key: c.branch.key, resourceId: c.sibling.company.id })],
      ['a sibling’s branch', (c) => ({ key: c.sibling.key, resourceId: c.subBranch.company.id })],
      ['an unrelated company', (c) => ({ key: c.t.key, resourceId: c.unrelated.company.id })],
      ['an unknown UUID', (c) => ({ key: c.t.key, resourceId: randomUUID() })],
      ['a value that is not a UUID', (c) => ({ key: c.t.key, resourceId: 'not-a-uuid' })],
      ['a UUID with SQL appended', (c) => ({ key: c.t.key, resourceId: `${c.branch.company.id}' OR '1'='1` })],
      ['an empty value', (c) => ({ key: c.t.key, resourceId: '' })],
    ];

    it.each(forbidden)('naming %s → 403 with the standard body, on reads and writes', async (_name, pick) => {
      const companies = await tree();
      const { t } = companies;
      const { key, resourceId } = pick(companies);
      const headers = { ...bearer(key), 'Resource-Id': resourceId };
      const responses = [
        await call(request(t.app).get('/api/v1/employees').set(headers)),
        await call(request(t.app).get('/api/v1/filters').set(headers)),
        await call(request(t.app).get('/api/v1/companies').set(headers)),
        await call(request(t.app).post('/api/v1/employees').set(headers).send(validEmployeeBody())),
        await call(request(t.app).post('/api/v1/filters').set(headers).send({ key: 'intruder' })),
      ];
      for (const res of responses) expectErrorBody(res, 403);
      expect(new Set(responses.map((r) => r.body.detail as unknown)).size).toBe(1);

      // Nothing was written anywhere.
      for (const k of [
        companies.t.key,
        companies.branch.key,
        companies.subBranch.key,
        companies.sibling.key,
        companies.unrelated.key,
      ]) {
        const employees = await call(request(t.app).get('/api/v1/employees').set(bearer(k)));
        expect(employees.body.meta.total).toBe(0);
        const filters = await call(request(t.app).get('/api/v1/filters').set(bearer(k)));
        expect((filters.body.data as Array<{ key: string }>).map((f) => f.key)).not.toContain('intruder');
      }
    });

    it('an unknown company and an unrelated one are refused alike (nothing tells them apart)', async () => {
      const { t, unrelated } = await tree();
      const a = await call(
        request(t.app).get('/api/v1/filters').set(bearer(t.key)).set('Resource-Id', unrelated.company.id),
      );
      const b = await call(request(t.app).get('/api/v1/filters').set(bearer(t.key)).set('Resource-Id', randomUUID()));
      expectErrorBody(a, 403);
      expectErrorBody(b, 403);
      expect(sameParts(a)).toEqual(sameParts(b));
    });
  });
});

describe('trustProxy', () => {
  it.each([[true], [-1], [1.5], ['1'], [' 2 ']])(
    'refuses %p when the app is built (every client, or no proxy, would be trusted)',
    async (value) => {
      await expect(buildTestApp('memory', { trustProxy: value as never })).rejects.toThrow(TypeError);
    },
  );

  it.each([[false], [null]])('takes %p as "no proxy": X-Forwarded-For is ignored', async (value) => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 1, trustProxy: value as never });
    const from = (ip: string) => call(request(t.app).get('/api/v1/employees').set('X-Forwarded-For', ip));
    expectUnauthorized(await from('203.0.113.1'));
    // Counted under the socket's address whatever the header says: the second "client" is limited too.
    expectErrorBody(await from('203.0.113.2'), 429, { retry_after: expect.any(Number), limit: 1, window: 60 });
  });

  it(
    'takes proxy addresses: a request from a trusted loopback proxy ' + 'is counted under its X-Forwarded-For',
    async () => {
      const t = await buildTestApp('memory', { rateLimitPerMinute: 1, trustProxy: 'loopback' });
      const from = (ip: string) => call(request(t.app).get('/api/v1/employees').set('X-Forwarded-For', ip));
      expectUnauthorized(await from('203.0.113.1'));
      expectUnauthorized(await from('203.0.113.2'));
    },
  );
});
