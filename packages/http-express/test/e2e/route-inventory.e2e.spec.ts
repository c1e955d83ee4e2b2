import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import { behindApiCredentials, documentedOperations, expectMatchesOpenApi, openApiDocument } from '../support/openapi';
import { buildTestApp, type TestApp } from '../support/test-app';
import { JSON_CONTENT_TYPE, bearer, call, expectErrorBody } from './e2e-helpers';

/**
 * The app and `docs/openapi.yaml` describe the same surface: every documented secured operation refuses a
 * request without a key (401), the app serves no route the document lacks (and every documented one), and the
 * documentation itself is public. Source: docs/contract.md#authentication-and-tenancy; docs/http.md (OpenAPI).
 */

interface Operation {
  readonly method: string;
  readonly path: string;
}

/** A path with every parameter written `{}` (`/api/v1/filters/:id` and `/api/v1/filters/{id}` alike). */
function shape(path: string): string {
  const normalized = path.replace(/:[A-Za-z0-9_]+/g, '{}').replace(/\{[^}]+\}/g, '{}');
  return normalized.length > 1 ? normalized.replace(/\/+$/, '') : normalized;
}

const label = (op: Operation): string => `${op.method} ${shape(op.path)}`;

interface RouterLayer {
  readonly route?: { readonly path: string | string[]; readonly methods: Record<string, boolean> };
  readonly handle?: { readonly stack?: RouterLayer[] };
  readonly rawPath?: string | RegExp | Array<string | RegExp>;
}

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * Every route the Express 5 app serves: its router's stack, descending into mounted routers (a layer whose
 * `handle` has a `stack`), with `route.path` and `route.methods` (`_all`, the 405 catch-all, is no operation).
 */
function servedOperations(app: Express): Operation[] {
  const served: Operation[] = [];
  const walk = (stack: RouterLayer[], prefix: string): void => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') served.push({ method: method.toUpperCase(), path: joinPaths(prefix, path) });
          }
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mount = layer.rawPath;
        if (typeof mount !== 'string')
          throw new Error(`A router mounted on a non-string path (${String(mount)}): extend this walk`);
        walk(layer.handle.stack, joinPaths(prefix, mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return served;
}

/**
 * The dashboard's own endpoints, served but kept out of the public document on purpose: only the dashboard's session
 * may call them (docs/access.md#dashboard-only-endpoints).
 */
const DASHBOARD_ONLY = ['GET /admin/api/employees/deleted', 'POST /admin/api/employees/{}/restore'];

describe('route inventory', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every secured operation is called unauthenticated several times from one IP: above the default 100 a minute.
    t = await buildTestApp('memory', { rateLimitPerMinute: 10_000 });
  });

  const operations = documentedOperations();
  const secured = operations.filter(behindApiCredentials);

  it('the document describes operations; only the documentation, health, sign-in and opt-out are public', () => {
    expect(secured.length).toBeGreaterThanOrEqual(9);
    expect(
      operations
        .filter((op) => !op.secured)
        .map(label)
        .sort(),
    ).toEqual([
      'DELETE /admin/api/session',
      'GET /admin/api/session',
      'GET /api/docs',
      'GET /api/health',
      'GET /api/openapi.json',
      // the reminders' one-click opt-out: its token is in the path, as RFC 8058 wants (docs/notifications.md#reminders)
      'GET /survey/v1/opt-out/{}',
      'POST /admin/api/invitations/accept',
      'POST /admin/api/invitations/check',
      'POST /admin/api/session',
      'POST /survey/v1/opt-out/{}',
    ]);
  });

  it('the app serves no route missing from the document but the dashboard-only ones', () => {
    const documented = new Set([...operations.map(label), ...DASHBOARD_ONLY]);
    const undocumented = servedOperations(t.app)
      .map(label)
      .filter((op) => !documented.has(op));
    expect(undocumented).toEqual([]);
  });

  it('the app serves every documented operation', () => {
    const served = new Set(servedOperations(t.app).map(label));
    expect(operations.map(label).filter((op) => !served.has(op))).toEqual([]);
  });

  it('finds the routes it should (the walk itself works)', () => {
    const served = servedOperations(t.app).map(label);
    expect(served).toEqual(
      expect.arrayContaining([
        'GET /api/v1/employees',
        'DELETE /api/v1/employees/{}',
        'GET /api/v1/companies',
        'GET /api/openapi.json',
        ...DASHBOARD_ONLY,
      ]),
    );
  });

  describe.each(secured.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    const path = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const send = (headers: Record<string, string>, app: Express = t.app) => {
      const verb = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
      const req = request(app)[verb](path).set(headers);
      return ['POST', 'PUT', 'PATCH'].includes(op.method) ? req.send({ name: 'Maria da Silva', key: 'anything' }) : req;
    };

    it.each([
      ['no key', {}],
      ['a malformed key', bearer('emp_sandbox_nope')],
      ['no key but a Resource-Id', { 'Resource-Id': randomUUID() }],
    ] as const)('%s → 401 with WWW-Authenticate: Bearer', async (_label, headers) => {
      const res = await call(send(headers));
      expectErrorBody(res, 401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    });

    it('with the key, it is not a 401 (and matches the document)', async () => {
      // Issuing or revoking the company's key stops the shared app's key: those run on an app of their own.
      const own = op.path.startsWith('/api/v1/api-keys') ? await buildTestApp('memory') : t;
      const res = await call(send(bearer(own.key), own.app));
      expect(res.status).not.toBe(401);
    });
  });

  describe('documentation needs no key', () => {
    it('GET /api/openapi.json → 200, the document, as JSON', async () => {
      const res = await call(request(t.app).get('/api/openapi.json'));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(JSON_CONTENT_TYPE);
      expect(res.body).toEqual(openApiDocument());
      expect(res.body.openapi).toMatch(/^3\.1\./);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    });

    it('GET /api/docs → 200, the Swagger UI page (HTML)', async () => {
      const res = await request(t.app).get('/api/docs');
      expect({ status: res.status, location: res.headers.location }).toEqual({ status: 200, location: undefined });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toMatch(/swagger/i);
      expectMatchesOpenApi(res);
    });

    it('the Swagger UI page loads /api/openapi.json', async () => {
      const page = await request(t.app).get('/api/docs/');
      expect(page.status).toBe(200);
      const scripts = [...page.text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
      const init = scripts.find((src) => src.includes('init'));
      expect(init).toBeDefined();
      const script = await request(t.app).get(new URL(init as string, 'http://host/api/docs/').pathname);
      expect(script.status).toBe(200);
      expect(script.text).toContain('/api/openapi.json');
    });

    it('a key is not needed, and a bad key is not refused there', async () => {
      expect((await call(request(t.app).get('/api/openapi.json').set(bearer('garbage')))).status).toBe(200);
    });
  });
});

describe('GET /api/health', () => {
  it('answers 200 {status: ok} without a key, counted per client IP, and 503 when the database fails', async () => {
    const healthy = await buildTestApp('memory');
    const ok = await request(healthy.app).get('/api/health');
    expectMatchesOpenApi(ok);
    expect({ status: ok.status, body: ok.body as unknown, limited: 'x-ratelimit-limit' in ok.headers }).toEqual({
      status: 200,
      body: { status: 'ok' },
      limited: true,
    });

    const failing = { run: () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' })) };
    const down = await buildTestApp('memory', { uow: failing });
    const unavailable = await request(down.app).get('/api/health');
    expectMatchesOpenApi(unavailable);
    expect(unavailable.status).toBe(503);
  });
});
