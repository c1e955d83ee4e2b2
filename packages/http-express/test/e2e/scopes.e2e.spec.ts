import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { Principal, SCOPES, type Scope } from '@employee/domain';
import { createApp } from '@employee/http-express';
import type { Express } from 'express';
import request from 'supertest';
import {
  GRANTING_EVERY_SCOPE,
  behindApiCredentials,
  documentedOperations,
  type DocumentedOperation,
} from '../support/openapi';
import { buildTestApp, type TestApp } from '../support/test-app';
import { bearer, call, expectErrorBody } from './e2e-helpers';

/**
 * Every `/api/v1` route needs the scope its operation names in `docs/openapi.yaml` (`x-required-scope`;
 * docs/contract.md#scopes-and-principals, docs/access.md#scopes): these cases check each documented operation both
 * ways against the app, so the routes' code and the document cannot drift apart. The caller's own tokens
 * (`x-required-scope: none`) need no scope but a user. Requests are authenticated as a principal holding chosen
 * scopes on the seeded company.
 */

/** The scope a documented operation needs, from its `x-required-scope`. */
function scopeOf(op: DocumentedOperation): Scope | 'none' {
  const scope = op.requiredScope;
  expect({ at: `${op.method} ${op.path}`, scope }).toEqual({
    at: `${op.method} ${op.path}`,
    scope: expect.any(String),
  });
  expect([...SCOPES, 'none']).toContain(scope);
  return scope as Scope | 'none';
}

describe('scopes per route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('memory');
  });

  /**
   * The test app's service, authenticating every request as a principal holding `scopes` on the seeded company:
   * an API key's, or a user's (the seeded company's user `userId`) by user token or by dashboard session.
   */
  function appHolding(
    scopes: readonly Scope[],
    as: { userId: string; kind: 'user-token' | 'session' } | 'api-key' = 'api-key',
  ): Express {
    const principal = new Principal({
      kind: as === 'api-key' ? 'api-key' : as.kind,
      id: randomUUID(),
      company: t.company,
      grants: [{ companyId: t.company.id, scopes: new Set(scopes) }],
      ...(as === 'api-key' ? {} : { userId: as.userId }),
    });
    const deps = t.appDeps();
    return createApp({ ...deps, access: { ...deps.access, authenticate: { execute: async () => principal } } });
  }

  const operations = documentedOperations().filter(behindApiCredentials);
  const send = (app: Express, op: DocumentedOperation) => {
    const path = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const verb = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const req = request(app)[verb](path).set(bearer(t.key));
    return op.method === 'POST' || op.method === 'PUT' ? req.send({}) : req;
  };

  it('covers the routes it should, with the scopes the catalogue rules give', () => {
    expect(operations.map((op) => `${op.method} ${op.path} ${scopeOf(op)}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/employees employees:read',
        'POST /api/v1/employees employees:write',
        'PUT /api/v1/employees/{id} employees:write',
        'DELETE /api/v1/filters/{id} filters:write',
        'GET /api/v1/companies companies:read',
        'GET /api/v1/scopes users:read',
        'DELETE /api/v1/profiles/{id} users:write',
        'POST /api/v1/users/{id}/invitation users:write',
        'GET /api/v1/permissions users:read',
        'POST /api/v1/users/me/tokens none',
        'POST /api/v1/api-keys keys:write',
        'DELETE /api/v1/api-keys/current keys:write',
      ]),
    );
  });

  const scoped = operations.filter((op) => op.requiredScope !== 'none');

  describe.each(scoped.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    const required = scopeOf(op) as Scope;

    it(`without ${required} → 403 with meta.required_scope`, async () => {
      const res = await call(send(appHolding(SCOPES.filter((scope) => scope !== required)), op));
      expectErrorBody(res, 403, { required_scope: required });
    });

    if (GRANTING_EVERY_SCOPE.includes(`${op.method} ${op.path}`)) {
      it(`with only ${required} → refused naming the first other scope; with every scope → allowed`, async () => {
        const res = await call(send(appHolding([required]), op));
        expectErrorBody(res, 403, { required_scope: SCOPES.find((scope) => scope !== required) });
        expect([401, 403]).not.toContain((await call(send(appHolding(SCOPES), op))).status);
      });
    } else {
      it(`with only ${required} → allowed`, async () => {
        const res = await call(send(appHolding([required]), op));
        expect([401, 403]).not.toContain(res.status);
      });
    }
  });

  const mine = operations.filter((op) => op.requiredScope === 'none');
  describe.each(mine.map((op) => [`${op.method} ${op.path}`, op] as const))('%s (a user’s own tokens)', (_name, op) => {
    it('an API key, holding every scope, → 403: only a user has tokens', async () => {
      const res = await call(send(appHolding(SCOPES), op));
      expectErrorBody(res, 403);
    });

    // Creating a personal token takes a dashboard session only (its one security scheme): a user token is refused.
    const sessionOnly = !op.schemes.includes('UserToken');
    it(`a user holding a single unrelated scope, by ${sessionOnly ? 'session' : 'user token'} → allowed`, async () => {
      const { user } = await t.addUser({ scopes: ['reports:read'] });
      const kind = sessionOnly ? 'session' : 'user-token';
      const res = await call(send(appHolding(['reports:read'], { userId: user.id, kind }), op));
      expect([401, 403]).not.toContain(res.status);
    });

    if (sessionOnly) {
      it('a user token → 403: only a signed-in session creates tokens', async () => {
        const { user } = await t.addUser({ scopes: SCOPES });
        const res = await call(send(appHolding(SCOPES, { userId: user.id, kind: 'user-token' }), op));
        expectErrorBody(res, 403, { reason: 'session_required' });
      });
    }
  });

  it('the document names no scope-less operation but the caller’s own tokens', () => {
    expect(mine.map((op) => `${op.method} ${op.path}`)).toEqual([
      'GET /api/v1/users/me/tokens',
      'POST /api/v1/users/me/tokens',
      'DELETE /api/v1/users/me/tokens/{id}',
    ]);
  });

  it('the scope is checked before the body is read', async () => {
    const res = await call(
      request(appHolding(['employees:read']))
        .post('/api/v1/employees')
        .set(bearer(t.key))
        .set('Content-Type', 'application/json')
        .send('{"broken'),
    );
    expectErrorBody(res, 403, { required_scope: 'employees:write' });
  });

  it('an API key holds every scope: its requests pass every route’s check', async () => {
    // A fresh app: the cases above issued and revoked the shared company's key through /v1/api-keys.
    const fresh = await buildTestApp('memory');
    for (const op of scoped.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      expect((await call(request(fresh.app).get(op.path).set(bearer(fresh.key)))).status).toBe(200);
    }
  });
});
