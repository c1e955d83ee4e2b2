import { beforeEach, describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, signedIn, useStorage, type StorageKind } from './e2e-helpers';

/**
 * The dashboard's soft-deleted employees (docs/access.md#dashboard-only-endpoints): `GET
 * /admin/api/employees/deleted` and `POST /admin/api/employees/{id}/restore`, for the dashboard's session only, with
 * `audit:read` (and `employees:write` to restore), refused from another site. These endpoints are not in
 * docs/openapi.yaml, so their answers are checked here rather than against it; `/api/v1` calls still are.
 */

/** The headers a same-origin page of the dashboard sends. */
const SAME_ORIGIN = { Origin: 'http://127.0.0.1', 'Sec-Fetch-Site': 'same-origin' };

/** Creates an employee with the key and deletes it after `seconds` more on the clock; answers its id. */
async function deletedEmployee(t: TestApp, overrides: Record<string, unknown> = {}, seconds = 60): Promise<string> {
  const body = validEmployeeBody({ fields: [{ key: 'department', value: 'RH' }], ...overrides });
  const created = await call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body));
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  t.clock.advanceSeconds(seconds);
  expect((await call(request(t.app).delete(`/api/v1/employees/${id}`).set(bearer(t.key)))).status).toBe(204);
  return id;
}

const listDeleted = (t: TestApp, headers: Record<string, string>, query = ''): Promise<Response> =>
  request(t.app).get(`/admin/api/employees/deleted${query}`).set(headers);

const restore = (t: TestApp, id: string, headers: Record<string, string>): Promise<Response> =>
  request(t.app).post(`/admin/api/employees/${id}/restore`).set(headers);

/** The ids `GET /api/v1/employees` lists for the seeded company's key. */
async function listedIds(t: TestApp): Promise<string[]> {
  const res = await call(request(t.app).get('/api/v1/employees?per_page=100').set(bearer(t.key)));
  return (res.body.data as Array<{ id: string }>).map((e) => e.id);
}

describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('dashboard deleted employees on %s', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;

  beforeEach(async () => {
    t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
  });

  it('lists deleted employees, newest deletion first, paged and searched, to a session with audit:read', async () => {
    const older = await deletedEmployee(t, { name: 'Heloísa Quintanilha' });
    const newer = await deletedEmployee(t, { name: 'Bruno Costa' });
    const { cookie } = await signedIn(t, ['audit:read']);

    const res = await listDeleted(t, { Cookie: cookie }, '?per_page=1');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [first] = res.body.data as Array<Record<string, unknown>>;
    expect(first).toMatchObject({
      id: newer,
      name: 'Bruno Costa',
      company_id: t.company.id,
      fields: [],
      deleted_at: '2026-11-22T10:02:00-03:00',
    });
    expect(res.body.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(res.body.links.next).toMatch(/\/admin\/api\/employees\/deleted\?per_page=1&page=2$/);
    const searched = await listDeleted(t, { Cookie: cookie }, '?search=quintanilha');
    expect((searched.body.data as Array<{ id: string }>).map((e) => e.id)).toEqual([older]);
    expectErrorBody(await listDeleted(t, { Cookie: cookie }, '?per_page=0'), 422);
  });

  it('refuses the list without audit:read (403), and to an API key or a user token however many scopes', async () => {
    await deletedEmployee(t);
    const { cookie } = await signedIn(t, ['employees:read', 'employees:write']);
    const { token } = await t.addUser({ scopes: ['audit:read', 'employees:write'] });

    expectErrorBody(await listDeleted(t, { Cookie: cookie }), 403, { required_scope: 'audit:read' });
    for (const credential of [t.key, token]) {
      const refused = await listDeleted(t, bearer(credential));
      expectErrorBody(refused, 403);
      expect(refused.body.detail).toMatch(/only the dashboard's session/i);
    }
    expectErrorBody(await listDeleted(t, {}), 401);
  });

  it('restores with audit:read and employees:write: back in GET /api/v1/employees, the user as actor', async () => {
    const id = await deletedEmployee(t, { name: 'Heloísa Quintanilha' });
    const { cookie, userId } = await signedIn(t, ['audit:read', 'employees:write']);
    const reader = await signedIn(t, ['audit:read']);
    expect(await listedIds(t)).not.toContain(id);

    expectErrorBody(await restore(t, id, { Cookie: reader.cookie, ...SAME_ORIGIN }), 403, {
      required_scope: 'employees:write',
    });
    const restored = await restore(t, id, { Cookie: cookie, ...SAME_ORIGIN });

    expect(restored.status).toBe(200);
    expect(Object.keys(restored.body as object)).toEqual(['data']);
    expect(restored.body.data).toMatchObject({ id, name: 'Heloísa Quintanilha', fields: [] });
    expect(await listedIds(t)).toContain(id);
    expect((await listDeleted(t, { Cookie: cookie })).body.data).toEqual([]);
    const trail = await call(
      request(t.app).get(`/api/v1/audit-events?entity_id=${id}&action=employee.restored`).set(bearer(t.key)),
    );
    expect(trail.body.data).toEqual([
      expect.objectContaining({ action: 'employee.restored', actor: { type: 'user', id: userId } }),
    ]);
  });

  it('lists an anonymised employee with anonymised_at and no name, and refuses its restore (409)', async () => {
    const id = await deletedEmployee(t, { name: 'Heloísa Quintanilha' });
    const anonymised = await call(request(t.app).post(`/api/v1/employees/${id}/anonymise`).set(bearer(t.key)).send({}));
    expect(anonymised.status).toBe(200);
    const { cookie } = await signedIn(t, ['audit:read', 'employees:write']);

    const [listed] = (await listDeleted(t, { Cookie: cookie })).body.data as Array<Record<string, unknown>>;
    expect(listed).toMatchObject({ id, name: null, document: null, deleted_at: '2026-11-22T10:01:00-03:00' });
    expect(listed?.anonymised_at).toEqual(anonymised.body.data.anonymised_at);
    expectErrorBody(await restore(t, id, { Cookie: cookie, ...SAME_ORIGIN }), 409);
  });

  it("answers restore's refusals in standard bodies: twice, unknown, another company's, a taken value", async () => {
    const id = await deletedEmployee(t);
    const { cookie } = await signedIn(t, ['audit:read', 'employees:write']);
    const as = { Cookie: cookie, ...SAME_ORIGIN };
    expect((await restore(t, id, as)).status).toBe(200);

    expectErrorBody(await restore(t, id, as), 409);
    expectErrorBody(await restore(t, '99999999-9999-4999-8999-999999999999', as), 404);
    const branch = await t.addCompany();
    const foreign = await deletedEmployee({ ...t, key: branch.key }, { fields: [] });
    expectErrorBody(await restore(t, foreign, as), 404);

    const body = validEmployeeBody({ fields: [{ key: 'department', value: 'RH' }] });
    const first = await call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body));
    await call(
      request(t.app)
        .delete(`/api/v1/employees/${first.body.data.id as string}`)
        .set(bearer(t.key)),
    );
    await call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body));
    const taken = await restore(t, first.body.data.id as string, as);
    expectErrorBody(taken, 422);
    expect(Object.keys(taken.body.meta.errors as object).sort()).toEqual(['document', 'email', 'phone']);
  });

  it('refuses a restore from another site (403 cross_site) and by an API key; the employee stays deleted', async () => {
    const id = await deletedEmployee(t);
    const { cookie } = await signedIn(t, ['audit:read', 'employees:write']);

    const forged = await restore(t, id, { Cookie: cookie, Origin: 'https://evil.example' });
    expectErrorBody(forged, 403, { reason: 'cross_site' });
    expectErrorBody(await restore(t, id, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' }), 403, {
      reason: 'cross_site',
    });
    const byKey = await restore(t, id, bearer(t.key));
    expectErrorBody(byKey, 403);
    expect(byKey.body.detail).toMatch(/only the dashboard's session/i);
    expect(await listedIds(t)).not.toContain(id);
  });
});
