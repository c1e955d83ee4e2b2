import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { Repositories, UnitOfWork } from '@employee/domain';
import request, { type Response } from 'supertest';
import { expectMatchesOpenApi } from '../support/openapi';
import { buildTestApp } from '../support/test-app';
import { JSON_CONTENT_TYPE, LEAK, bearer, call, expectErrorBody } from './e2e-helpers';
import { validEmployeeBody } from '../support/employee-body';

/**
 * The error surface (docs/contract.md#errors): one body shape for every 4xx and 5xx, the
 * HTTP-layer failures (400, 404, 405, 413, 415), the response headers of every answer, and database
 * failures (503) versus unexpected ones (500), none of which leaks a stack trace or SQL.
 */

const KB = 1024;

/** A JSON object body of exactly `bytes` bytes: `{"key":"aaa…"}`. */
function jsonOfBytes(bytes: number): string {
  return `{"key":"${'a'.repeat(bytes - 10)}"}`;
}

/** A UnitOfWork that delegates to `target`, or rejects with `failure` once `passes` more runs went through. */
class SwitchableUnitOfWork implements UnitOfWork {
  target: UnitOfWork | null = null;
  failure: Error | null = null;
  /** Runs still let through before `failure` applies (e.g. 1: authentication passes, the use case fails). */
  passes = 0;

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    if (this.failure !== null) {
      if (this.passes <= 0) return Promise.reject(this.failure);
      this.passes -= 1;
    }
    if (!this.target) throw new Error('SwitchableUnitOfWork: no target');
    return this.target.run(work);
  }
}

function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
  });
}

function expectNoLeak(res: Response): void {
  expect(res.text).not.toMatch(LEAK);
  expect(res.text).not.toMatch(/5432|127\.0\.0\.1|relation|employees_pkey|\$1/);
}

async function app() {
  const t = await buildTestApp('memory');
  return { t, auth: bearer(t.key) };
}

describe('errors', () => {
  describe('400: the body is not a JSON object', () => {
    it.each([
      ['malformed JSON', '{"key":', 'The body is not valid JSON'],
      ['a truncated string', '"abc', 'The body is not valid JSON'],
      ['a bare word', 'hello', 'The body is not valid JSON'],
      ['a JSON array', '[{"key":"abc"}]', 'The body must be a JSON object, not a JSON array'],
      ['a JSON string', '"hello"', 'The body must be a JSON object, not a JSON string'],
      ['a JSON number', '42', 'The body must be a JSON object, not a JSON number'],
      ['JSON true', 'true', 'The body must be a JSON object, not JSON true'],
      ['JSON null', 'null', 'The body must be a JSON object, not JSON null'],
      ['an empty body declared as JSON', '', 'The body is empty; it must be a JSON object'],
    ])('%s → 400 on POST and PUT, saying what is wrong', async (_name, text, detail) => {
      const { t, auth } = await app();
      const post = await call(
        request(t.app).post('/api/v1/filters').set(auth).set('Content-Type', 'application/json').send(text),
      );
      expectErrorBody(post, 400);
      expect(post.body.detail).toBe(detail);
      const put = await call(
        request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).set('Content-Type', 'application/json').send(text),
      );
      expectErrorBody(put, 400);
      expect(put.body.detail).toBe(detail);
      const employee = await call(
        request(t.app).post('/api/v1/employees').set(auth).set('Content-Type', 'application/json').send(text),
      );
      expectErrorBody(employee, 400);
      expect(employee.body.detail).toBe(detail);
      // Nothing changed.
      expect((await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth))).body.data.key).toBe('site');
    });
  });

  describe('413: bodies over 100 kB', () => {
    it('refuses a body one byte over 100 kB, on POST and PUT', async () => {
      const { t, auth } = await app();
      const tooLarge = jsonOfBytes(100 * KB + 1);
      expectErrorBody(
        await call(
          request(t.app).post('/api/v1/filters').set(auth).set('Content-Type', 'application/json').send(tooLarge),
        ),
        413,
      );
      expectErrorBody(
        await call(
          request(t.app)
            .put(`/api/v1/filters/${t.site.id}`)
            .set(auth)
            .set('Content-Type', 'application/json')
            .send(tooLarge),
        ),
        413,
      );
      const huge = JSON.stringify(validEmployeeBody({ reason_firing: 'x'.repeat(500 * KB) }));
      expectErrorBody(
        await call(
          request(t.app).post('/api/v1/employees').set(auth).set('Content-Type', 'application/json').send(huge),
        ),
        413,
      );
    });

    it('reads a body of exactly 100 kB (then the rules answer: 422 for a key that long)', async () => {
      const { t, auth } = await app();
      const res = await call(
        request(t.app)
          .post('/api/v1/filters')
          .set(auth)
          .set('Content-Type', 'application/json')
          .send(jsonOfBytes(100 * KB)),
      );
      expectErrorBody(res, 422);
      expect(res.body.meta.errors).toHaveProperty('key');
    });
  });

  describe('415: a body that is not application/json', () => {
    it.each([
      ['text/plain', 'text/plain'],
      ['a form', 'application/x-www-form-urlencoded'],
      ['XML', 'application/xml'],
      ['JSON in a charset other than UTF-8', 'application/json; charset=latin1'],
      ['JSON in UTF-16', 'application/json; charset=utf-16le'],
    ])('%s → 415 on POST and PUT', async (_name, type) => {
      const { t, auth } = await app();
      const body = '{"key":"abc"}';
      expectErrorBody(
        await call(request(t.app).post('/api/v1/filters').set(auth).set('Content-Type', type).send(body)),
        415,
      );
      expectErrorBody(
        await call(request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).set('Content-Type', type).send(body)),
        415,
      );
      expectErrorBody(
        await call(request(t.app).post('/api/v1/employees').set(auth).set('Content-Type', type).send(body)),
        415,
      );
      const list = await call(request(t.app).get('/api/v1/filters').set(auth));
      expect((list.body.data as Array<{ key: string }>).map((f) => f.key)).toEqual(['department', 'site']);
    });

    it('a body without Content-Type, or no body at all → 415 on POST and PUT', async () => {
      const { t, auth } = await app();
      expectErrorBody(
        await call(request(t.app).post('/api/v1/filters').set(auth).send('{"key":"abc"}').unset('Content-Type')),
        415,
      );
      expectErrorBody(
        await call(
          request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).send('{"name":"X"}').unset('Content-Type'),
        ),
        415,
      );
      expectErrorBody(await call(request(t.app).post('/api/v1/filters').set(auth)), 415);
      expectErrorBody(await call(request(t.app).put(`/api/v1/employees/${randomUUID()}`).set(auth)), 415);
    });

    it('application/json with charset=UTF-8 is accepted', async () => {
      const { t, auth } = await app();
      const res = await call(
        request(t.app)
          .post('/api/v1/filters')
          .set(auth)
          .set('Content-Type', 'application/json; charset=UTF-8')
          .send('{"key":"abc"}'),
      );
      expect(res.status).toBe(201);
    });
  });

  describe('400: other malformed requests', () => {
    it('a path with broken percent-encoding, or a corrupt gzip body → 400, not 500', async () => {
      const { t, auth } = await app();
      expectErrorBody(await call(request(t.app).get('/api/v1/employees/%E0%A4%A').set(auth)), 400);
      const corrupt = request(t.app)
        .post('/api/v1/filters')
        .set(auth)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip');
      expectErrorBody(await call(corrupt.send('xx')), 400);
    });
  });

  describe('404: unknown routes', () => {
    it('an unknown /api/v1 route needs a key first (401), then is 404', async () => {
      const { t, auth } = await app();
      const anonymous = await request(t.app).get('/api/v1/nope');
      expectErrorBody(anonymous, 401);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer');
      for (const path of ['/api/v1/nope', '/api/v1', '/api/v1/employees/a/b', '/api/v2/employees']) {
        expectErrorBody(await request(t.app).get(path).set(auth), 404);
      }
      expectErrorBody(await request(t.app).post('/api/v1/nope').set(auth).send({}), 404);
      // No route reads a body here: the missing route is the error, not the body.
      expectErrorBody(await request(t.app).post('/api/v1/nope').set(auth), 404);
      expectErrorBody(
        await request(t.app).put('/api/v1/nope').set(auth).set('Content-Type', 'text/plain').send('x'),
        404,
      );
    });

    it('routes outside /api/v1 are 404 without a key', async () => {
      const { t } = await app();
      for (const path of ['/nope', '/', '/api', '/api/nope', '/v1/employees'])
        expectErrorBody(await request(t.app).get(path), 404);
      expectErrorBody(await request(t.app).delete('/nope'), 404);
    });
  });

  describe('405: a known path asked with an unsupported method', () => {
    it.each([
      ['PATCH', '/api/v1/employees', 'GET, POST'],
      ['DELETE', '/api/v1/employees', 'GET, POST'],
      ['OPTIONS', '/api/v1/employees', 'GET, POST'],
      ['PATCH', '/api/v1/employees/{id}', 'GET, PUT, DELETE'],
      ['POST', '/api/v1/employees/{id}', 'GET, PUT, DELETE'],
      ['OPTIONS', '/api/v1/employees/{id}', 'GET, PUT, DELETE'],
      ['PUT', '/api/v1/filters', 'GET, POST'],
      ['PATCH', '/api/v1/filters/{id}', 'GET, PUT, DELETE'],
      ['OPTIONS', '/api/v1/filters/{id}', 'GET, PUT, DELETE'],
      ['POST', '/api/v1/companies', 'GET'],
      ['PATCH', '/api/v1/companies', 'GET'],
      ['OPTIONS', '/api/v1/companies', 'GET'],
    ])('%s %s → 405 with Allow: %s, with a JSON body or none', async (method, template, allow) => {
      const { t, auth } = await app();
      const path = template.replace('{id}', randomUUID());
      const verb = method.toLowerCase() as 'patch' | 'delete' | 'options' | 'post' | 'put';
      const withJson = await call(
        request(t.app)[verb](path).set(auth).set('Content-Type', 'application/json').send('{}'),
      );
      expectErrorBody(withJson, 405);
      expect(withJson.headers.allow).toBe(allow);
      // The method is wrong whatever the body: no 400/415 for a body the path would never read.
      const bare = await request(t.app)[verb](path).set(auth);
      expectErrorBody(bare, 405);
      expect(bare.headers.allow).toBe(allow);
      expectMatchesOpenApi(bare);
    });

    it.each([
      ['POST', '/api/openapi.json'],
      ['PATCH', '/api/openapi.json'],
      ['OPTIONS', '/api/openapi.json'],
      ['DELETE', '/api/docs'],
      ['OPTIONS', '/api/docs'],
    ])('%s %s (documentation, no key) → 405 with Allow: GET', async (method, path) => {
      const { t } = await app();
      const res = await request(t.app)[method.toLowerCase() as 'post' | 'patch' | 'options' | 'delete'](path);
      expectErrorBody(res, 405);
      expect(res.headers.allow).toMatch(/^GET(, HEAD)?$/);
      expectMatchesOpenApi(res);
    });
  });

  describe('the order of the checks (documented under Errors)', () => {
    it(
      'a request without a valid key is a 401 before any 404 or 405; ' + 'a bad Resource-Id is a 403 before them',
      async () => {
        const { t, auth } = await app();
        const id = randomUUID();
        const cases: Array<[string, () => request.Test]> = [
          ['unsupported method', () => request(t.app).patch(`/api/v1/employees/${id}`)],
          [
            'unsupported method with a body',
            () => request(t.app).post('/api/v1/companies').set('Content-Type', 'text/plain').send('x'),
          ],
          ['unknown path', () => request(t.app).get('/api/v1/nope')],
          ['unknown id', () => request(t.app).get(`/api/v1/filters/${id}`)],
          ['broken percent-encoding', () => request(t.app).get('/api/v1/employees/%E0%A4%A')],
        ];
        // Not `call`: the document has no 401 or 403 for a method a path does not support, nor any unknown path.
        const statuses = [];
        for (const [, send] of cases) {
          expectErrorBody(await send(), 401);
          expectErrorBody(await send().set(auth).set('Resource-Id', randomUUID()), 403);
          const res = await send().set(auth);
          expectErrorBody(res, res.status);
          statuses.push(res.status);
        }
        expect(statuses).toEqual([405, 405, 404, 404, 400]);
      },
    );

    it('then the path and method before the body, the body before the operation', async () => {
      const { t, auth } = await app();
      const unknown = `/api/v1/employees/${randomUUID()}`;
      expectErrorBody(
        await call(request(t.app).patch(unknown).set(auth).set('Content-Type', 'text/plain').send('x')),
        405,
      );
      expectErrorBody(
        await call(request(t.app).put(unknown).set(auth).set('Content-Type', 'text/plain').send('x')),
        415,
      );
      expectErrorBody(
        await call(request(t.app).put(unknown).set(auth).set('Content-Type', 'application/json').send('{"name":')),
        400,
      );
      expectErrorBody(
        await call(request(t.app).put(unknown).set(auth).send({ name: 'x', remove_campaign: false })),
        404,
      );
    });
  });

  describe('response headers', () => {
    async function variety(): Promise<Response[]> {
      const { t, auth } = await app();
      return [
        await call(request(t.app).get('/api/v1/filters').set(auth)),
        await call(request(t.app).post('/api/v1/filters').set(auth).send({ key: 'cost_center' })),
        await call(request(t.app).post('/api/v1/filters').set(auth).send({ key: 'Not Valid' })),
        await call(request(t.app).get(`/api/v1/filters/${randomUUID()}`).set(auth)),
        await call(request(t.app).get('/api/v1/filters')),
        await call(request(t.app).get('/api/v1/filters').set(auth).set('Resource-Id', randomUUID())),
        await call(request(t.app).patch('/api/v1/filters').set(auth).send({})),
        await call(request(t.app).post('/api/v1/filters').set(auth).set('Content-Type', 'text/plain').send('x')),
        await call(request(t.app).get('/api/openapi.json')),
        await request(t.app).get('/nope'),
      ];
    }

    it('JSON responses are exactly application/json; charset=UTF-8', async () => {
      const responses = await variety();
      expect(responses.map((r) => r.status)).toEqual([200, 201, 422, 404, 401, 403, 405, 415, 200, 404]);
      for (const res of responses) expect(res.headers['content-type']).toBe(JSON_CONTENT_TYPE);
    });

    it('no X-Powered-By; helmet’s headers on every answer; a fresh X-Request-Id on each', async () => {
      const { t } = await app();
      const responses = [...(await variety()), await request(t.app).get('/api/docs/')];
      const requestIds = new Set<string>();
      for (const res of responses) {
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(res.headers['content-security-policy']).toEqual(expect.any(String));
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        requestIds.add(res.headers['x-request-id'] as string);
      }
      expect(requestIds.size).toBe(responses.length);
    });

    it(
      'every /api/v1 answer, errors and 401s too, says Cache-Control: no-store ' + '(they carry personal data)',
      async () => {
        const responses = (await variety()).slice(0, 8);
        expect(responses.map((r) => r.headers['cache-control'])).toEqual(Array(8).fill('no-store'));
      },
    );

    it('a client-sent X-Request-Id is not trusted', async () => {
      const { t } = await app();
      const res = await call(request(t.app).get('/api/v1/employees').set('X-Request-Id', 'client-chosen'));
      expectErrorBody(res, 401);
      expect(res.headers['x-request-id']).not.toBe('client-chosen');
    });
  });

  describe('5xx', () => {
    async function failing() {
      const uow = new SwitchableUnitOfWork();
      const t = await buildTestApp('memory', { uow });
      uow.target = t.uow;
      return { t, uow, auth: bearer(t.key) };
    }

    it('an unreachable database → 503 with the standard body, during authentication or a use case', async () => {
      const { t, uow, auth } = await failing();
      expect((await call(request(t.app).get('/api/v1/employees').set(auth))).status).toBe(200);

      uow.failure = connectionRefused();
      const duringAuth = await call(request(t.app).get('/api/v1/employees').set(auth));
      expectErrorBody(duringAuth, 503);
      expectNoLeak(duringAuth);

      uow.passes = 1;
      const duringUseCase = await call(request(t.app).post('/api/v1/employees').set(auth).send(validEmployeeBody()));
      expectErrorBody(duringUseCase, 503);
      expectNoLeak(duringUseCase);
      expect(duringUseCase.body.detail).toBe(duringAuth.body.detail);

      uow.failure = null;
      expect((await call(request(t.app).get('/api/v1/employees').set(auth))).body.meta.total).toBe(0);
    });

    it('a driver error wrapped by the persistence library (cause / driverError) is a 503 too', async () => {
      const { t, uow, auth } = await failing();
      uow.failure = Object.assign(new Error('Connection terminated unexpectedly'), {
        driverError: connectionRefused(),
      });
      const res = await call(request(t.app).get('/api/v1/filters').set(auth));
      expectErrorBody(res, 503);
      uow.failure = new Error('query failed', { cause: Object.assign(new Error('db down'), { code: '57P01' }) });
      expectErrorBody(await call(request(t.app).get('/api/v1/filters').set(auth)), 503);
    });

    it('an unexpected error → 500 with a generic detail, no message, stack or SQL', async () => {
      const { t, uow, auth } = await failing();
      const secret = 'relation "employees" does not exist: SELECT * FROM employees WHERE document = $1 -- 52998224725';
      const boom = new Error(secret);
      uow.failure = boom;
      uow.passes = 1;
      const read = await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth));
      expectErrorBody(read, 500);
      expectNoLeak(read);
      expect(read.text).not.toContain('52998224725');
      expect(read.text).not.toContain(boom.stack?.split('\n')[1]?.trim() ?? 'unreachable');

      uow.passes = 1;
      uow.failure = new TypeError("Cannot read properties of undefined (reading 'id')");
      const write = await call(request(t.app).post('/api/v1/filters').set(auth).send({ key: 'x' }));
      expectErrorBody(write, 500);
      expectNoLeak(write);
      expect(write.text).not.toMatch(/TypeError|reading 'id'/);
      expect(write.body.detail).toBe(read.body.detail);
    });
  });
});
