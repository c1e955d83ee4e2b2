import { describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp } from '../support/test-app';
import { allStorages, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

interface Entry {
  id: string;
  version: number;
  change: 'upsert' | 'delete';
  employee?: Record<string, unknown> | null;
  filter?: Record<string, unknown> | null;
}

/** A page of a feed as answered. */
interface FeedPage {
  data: Entry[];
  next_cursor: string;
  has_more: boolean;
}

/** The properties of a created employee these tests use. */
interface Created {
  id: string;
  name: string;
  document: string;
  email: string;
  phone: string;
}

const pageOf = (res: Response): FeedPage => res.body as FeedPage;
const idsOf = (res: Response): string[] => pageOf(res).data.map((e) => e.id);

/**
 * The changes feeds over HTTP (docs/change-history.md#the-changes-feeds): `GET /v1/employees/changes` and
 * `/v1/filters/changes` answer `{data: [{id, version, change, employee|filter}], next_cursor, has_more}`, every
 * version once in commit order, deletions as tombstones without personal data, the target company's changes only,
 * `employees:read` / `filters:read`, and 422 with `meta.errors` on a bad `cursor` or `limit`. On memory and on
 * every database engine.
 */
describe.each(allStorages().map((kind): [StorageKind] => [kind]))('changes feeds on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });

  const feed = (t: TestApp, query = '', key = t.key, path = '/api/v1/employees/changes') =>
    call(request(t.app).get(`${path}${query}`).set(bearer(key)));
  /** Creates an employee with `key` (the seeded company's needs its `department`; other companies have no filter). */
  const create = async (t: TestApp, key = t.key): Promise<Created> => {
    const body = validEmployeeBody({ fields: key === t.key ? [{ key: 'department', value: 'RH' }] : [] });
    const res = await call(request(t.app).post('/api/v1/employees').set(bearer(key)).send(body));
    expect(res.status).toBe(201);
    return (res.body as { data: Created }).data;
  };
  const rename = (t: TestApp, id: string, name: string) =>
    call(request(t.app).put(`/api/v1/employees/${id}`).set(bearer(t.key)).send({ name, remove_campaign: false }));
  const remove = (t: TestApp, id: string) => call(request(t.app).delete(`/api/v1/employees/${id}`).set(bearer(t.key)));
  /** Follows `next_cursor` from `cursor` until `has_more` is false; the entries and the last cursor. */
  const followAll = async (t: TestApp, cursor: string | null, limit: number) => {
    const entries: Entry[] = [];
    for (;;) {
      const res = await feed(t, `?limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`);
      expect(res.status).toBe(200);
      const page = pageOf(res);
      entries.push(...page.data);
      cursor = page.next_cursor;
      if (!page.has_more) return { entries, cursor };
    }
  };

  it('lists every version once in commit order, the employee as it is now, a delete as a bare tombstone', async () => {
    const t = await app();
    const kept = await create(t);
    const gone = await create(t);
    expect((await rename(t, kept.id, 'Ana Paula Reis')).status).toBe(200);
    expect((await remove(t, gone.id)).status).toBe(204);

    const res = await feed(t);

    expect(res.status).toBe(200);
    const page = pageOf(res);
    expect(Object.keys(page).sort()).toEqual(['data', 'has_more', 'next_cursor']);
    expect(page.has_more).toBe(false);
    const read = await call(request(t.app).get(`/api/v1/employees/${kept.id}`).set(bearer(t.key)));
    const current = (read.body as { data: { version: number } }).data;
    expect(current.version).toBe(2);
    expect(page.data).toEqual([
      { id: kept.id, version: 1, change: 'upsert', employee: current },
      { id: gone.id, version: 1, change: 'upsert', employee: null },
      { id: kept.id, version: 2, change: 'upsert', employee: current },
      { id: gone.id, version: 2, change: 'delete', employee: null },
    ]);
    const text = JSON.stringify(page.data.filter((e) => e.id === gone.id));
    for (const personal of [gone.name, gone.document, gone.email, gone.phone]) expect(text).not.toContain(personal);
  });

  it('pages with limit and next_cursor; an unchanged feed answers an empty page with the same cursor', async () => {
    const t = await app();
    const first = await create(t);
    await create(t);
    await rename(t, first.id, 'Ana Paula Reis');

    const firstPage = pageOf(await feed(t, '?limit=2'));
    expect([firstPage.data.length, firstPage.has_more]).toEqual([2, true]);
    const { entries, cursor } = await followAll(t, firstPage.next_cursor, 1);
    expect([...firstPage.data, ...entries].map((e) => e.version)).toEqual([1, 1, 2]);

    const unchanged = await feed(t, `?cursor=${cursor}`);
    expect(unchanged.body).toEqual({ data: [], next_cursor: cursor, has_more: false });

    await remove(t, first.id);
    const after = await feed(t, `?cursor=${cursor}`);
    expect(pageOf(after).data).toEqual([{ id: first.id, version: 3, change: 'delete', employee: null }]);
  });

  it("shows the target company's changes only, never another company's or a branch's", async () => {
    const t = await app();
    const other = await t.addCompany();
    const branch = await t.addCompany({ parent: t.company });
    const mine = await create(t);
    const theirs = await create(t, other.key);
    const branchOne = await create(t, branch.key);

    expect(idsOf(await feed(t))).toEqual([mine.id]);
    expect(idsOf(await feed(t, '', other.key))).toEqual([theirs.id]);
    const viaResourceId = await call(
      request(t.app).get('/api/v1/employees/changes').set(bearer(t.key)).set('Resource-Id', branch.company.id),
    );
    expect(idsOf(viaResourceId)).toEqual([branchOne.id]);
    const myCursor = pageOf(await feed(t)).next_cursor;
    expectErrorBody(await feed(t, `?cursor=${myCursor}`, other.key), 422);
  });

  it('refuses a bad cursor or limit with 422 and meta.errors per field, and other methods with 405', async () => {
    const t = await app();
    for (const [query, fields] of [
      ['?cursor=abc', ['cursor']],
      ['?cursor=-1', ['cursor']],
      ['?cursor=1&cursor=2', ['cursor']],
      ['?limit=0', ['limit']],
      ['?limit=1001', ['limit']],
      ['?limit=ten&cursor=x', ['cursor', 'limit']],
    ] as const) {
      const res = await feed(t, query);
      expectErrorBody(res, 422);
      expect(Object.keys((res.body as { meta: { errors: object } }).meta.errors).sort()).toEqual([...fields]);
    }
    expect((await feed(t, '?limit=1000')).status).toBe(200);
    const post = await call(request(t.app).post('/api/v1/employees/changes').set(bearer(t.key)).send({}));
    expectErrorBody(post, 405);
    expect(post.headers.allow).toBe('GET');
  });

  it('needs employees:read for the employees feed and filters:read for the filters feed', async () => {
    const t = await app();
    const { token } = await t.addUser({ scopes: ['employees:write', 'filters:read'] });

    expectErrorBody(await feed(t, '', token), 403, { required_scope: 'employees:read' });
    expect((await feed(t, '', token, '/api/v1/filters/changes')).status).toBe(200);
  });

  it('lists filter versions, a deleted filter as a tombstone', async () => {
    const t = await app();
    const created = await call(request(t.app).post('/api/v1/filters').set(bearer(t.key)).send({ key: 'turno' }));
    const { id } = (created.body as { data: { id: string } }).data;
    expect((await call(request(t.app).delete(`/api/v1/filters/${id}`).set(bearer(t.key)))).status).toBe(204);

    const res = await feed(t, '', t.key, '/api/v1/filters/changes');

    const seeded = await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(bearer(t.key)));
    expect(pageOf(res).data).toEqual([
      { id: t.department.id, version: 1, change: 'upsert', filter: expect.objectContaining({ key: 'department' }) },
      { id: t.site.id, version: 1, change: 'upsert', filter: (seeded.body as { data: unknown }).data },
      { id, version: 1, change: 'upsert', filter: null },
      { id, version: 2, change: 'delete', filter: null },
    ]);
  });
});
