import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { documentedOperations } from '../support/openapi';
import { buildTestApp, type TestApp } from '../support/test-app';
import { allStorages, bearer, call, expectProblem, useStorage, type StorageKind } from './e2e-helpers';
import { validEmployeeBody } from '../support/employee-body';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A valid body for each write, so that tenancy is the only reason a request can fail. */
function bodyFor(method: Method, path: string): Record<string, unknown> | undefined {
  if (method === 'get' || method === 'delete') return undefined;
  if (path.includes('/filters'))
    return method === 'post' ? { key: `isolado_${Date.now()}` } : { name: 'Nome Alterado' };
  return method === 'post'
    ? { ...validEmployeeBody(), fields: [{ key: 'department', value: 'X' }] }
    : { name: 'Nome Alterado Silva', remove_campaign: false };
}

/**
 * Tenant isolation over every secured operation of the OpenAPI document (docs/contract.md#authentication-and-tenancy:
 * every read and write is scoped to the target company; an employee id of another company is 404; `Resource-Id` outside
 * the key's tree is 403). Company A and B are
 * unrelated; A has branches A1 and A2. On memory and on every database engine of the run (the scoping is
 * the use cases' and the repositories' queries').
 */
describe.each(allStorages().map((kind): [StorageKind] => [kind]))('tenant isolation matrix on %s', (kind) => {
  const storage = useStorage(kind);
  const operations = documentedOperations().filter((op) => op.secured);

  const world = async () => {
    const t: TestApp = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const b = await t.addCompany();
    const a1 = await t.addCompany({ parent: t.company });
    const a2 = await t.addCompany({ parent: t.company });
    const asB = (req: request.Test) => req.set(bearer(b.key));
    const bFilter = await call(asB(request(t.app).post('/api/v1/filters')).send({ key: 'setor' }));
    const bEmployee = await call(
      asB(request(t.app).post('/api/v1/employees')).send({ ...validEmployeeBody(), include_campaign: false }),
    );
    expect([bFilter.status, bEmployee.status]).toEqual([201, 201]);
    /** Everything B can read of its own data, to compare before and after. */
    const bSnapshot = async () => ({
      employees: (await call(asB(request(t.app).get('/api/v1/employees?per_page=100')))).body.data as unknown,
      filters: (await call(asB(request(t.app).get('/api/v1/filters?per_page=100')))).body.data as unknown,
    });
    return {
      t,
      b,
      a1,
      a2,
      bIds: { employees: bEmployee.body.data.id as string, filters: bFilter.body.data.id as string },
      bSnapshot,
    };
  };

  const send = (t: TestApp, method: Method, path: string, key: string, resourceId?: string) => {
    let req = request(t.app)[method](path).set(bearer(key));
    if (resourceId !== undefined) req = req.set('Resource-Id', resourceId);
    const body = bodyFor(method, path);
    return call(body ? req.send(body) : req);
  };

  for (const op of operations) {
    const method = op.method.toLowerCase() as Method;
    it(`${op.method} ${op.path}: A's key never reaches B's data, and Resource-Id outside A's tree is 403`, async () => {
      const w = await world();
      const before = await w.bSnapshot();
      const resource = op.path.includes('/filters') ? 'filters' : 'employees';
      const path = op.path.replace('{id}', w.bIds[resource]);

      if (op.path.includes('{id}')) {
        expectProblem(await send(w.t, method, path, w.t.key), 404);
      } else if (method === 'get') {
        const listed = await send(w.t, method, `${path}?per_page=100`, w.t.key);
        expect(listed.status).toBe(200);
        expect(JSON.stringify(listed.body)).not.toContain(w.b.company.id);
        expect(JSON.stringify(listed.body)).not.toContain(w.bIds[resource]);
      }
      // Unrelated company, a branch acting on its parent, a branch acting on its sibling: 403 on every route.
      for (const [key, target] of [
        [w.t.key, w.b.company.id],
        [w.a1.key, w.t.company.id],
        [w.a1.key, w.a2.company.id],
        [w.b.key, w.t.company.id],
      ] as const) {
        expectProblem(await send(w.t, method, path, key, target), 403);
      }
      expect(await w.bSnapshot()).toEqual(before);
    });
  }
});
