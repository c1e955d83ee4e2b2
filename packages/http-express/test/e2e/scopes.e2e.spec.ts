import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { Principal, SCOPES, type Scope } from '@employee/domain';
import { createApp } from '@employee/http-express';
import type { Express } from 'express';
import request from 'supertest';
import { documentedOperations } from '../support/openapi';
import { appDepsOf, buildTestApp, type TestApp } from '../support/test-app';
import { bearer, call, expectProblem } from './e2e-helpers';

/**
 * Every `/api/v1` route needs its scope (docs/contract.md#scopes-and-principals): `<resource>:read` for GET,
 * `<resource>:write` for POST, PUT and DELETE. No API key can lack a scope yet (a key holds them all), so these
 * cases authenticate every request as a principal holding chosen scopes on the seeded company.
 */

/** The scope a documented operation needs, by the catalogue's rule. */
function scopeOf(op: { method: string; path: string }): Scope {
  const resource = op.path.split('/')[3];
  const scope = `${resource}:${op.method === 'GET' ? 'read' : 'write'}`;
  expect(SCOPES).toContain(scope);
  return scope as Scope;
}

describe('scopes per route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('memory');
  });

  /** The test app's service, authenticating every request as a principal holding `scopes` on the seeded company. */
  function appHolding(scopes: readonly Scope[]): Express {
    const principal = new Principal({
      kind: 'api-key',
      id: randomUUID(),
      company: t.company,
      grants: [{ companyId: t.company.id, scopes: new Set(scopes) }],
    });
    const deps = appDepsOf({ uow: t.uow, clock: t.clock, codec: t.codec });
    return createApp({ ...deps, access: { ...deps.access, authenticate: { execute: async () => principal } } });
  }

  const operations = documentedOperations().filter((op) => op.secured);

  it('covers the routes it should', () => {
    expect(operations.map((op) => `${op.method} ${op.path} ${scopeOf(op)}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/employees employees:read',
        'POST /api/v1/employees employees:write',
        'PUT /api/v1/employees/{id} employees:write',
        'DELETE /api/v1/filters/{id} filters:write',
        'GET /api/v1/companies companies:read',
      ]),
    );
  });

  describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    const path = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const required = scopeOf(op);
    const send = (app: Express) => {
      const verb = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const req = request(app)[verb](path).set(bearer(t.key));
      return op.method === 'POST' || op.method === 'PUT' ? req.send({}) : req;
    };

    it(`without ${required} → 403 with meta.required_scope`, async () => {
      const res = await call(send(appHolding(SCOPES.filter((scope) => scope !== required))));
      expectProblem(res, 403, { required_scope: required });
    });

    it(`with only ${required} → allowed`, async () => {
      const res = await call(send(appHolding([required])));
      expect([401, 403]).not.toContain(res.status);
    });
  });

  it('the scope is checked before the body is read', async () => {
    const res = await call(
      request(appHolding(['employees:read']))
        .post('/api/v1/employees')
        .set(bearer(t.key))
        .set('Content-Type', 'application/json')
        .send('{"broken'),
    );
    expectProblem(res, 403, { required_scope: 'employees:write' });
  });

  it('an API key holds every scope: its requests pass every route’s check', async () => {
    for (const op of operations.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      expect((await call(request(t.app).get(op.path).set(bearer(t.key)))).status).toBe(200);
    }
  });
});
