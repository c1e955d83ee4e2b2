import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildTestApp, type TestApp, type TestAppOptions } from '../support/test-app';
import { UUID, memoryOnly, bearer, call, expectErrorBody, useStorage } from './e2e-helpers';
import { validEmployeeBody } from '../support/employee-body';

/**
 * Filters over HTTP (docs/contract.md#filters, #lists-and-pagination) and the companies list
 * (docs/contract.md#companies: "Companies lists the target company and every company below it").
 */

/** ISO 8601 to the second with a numeric offset (docs/contract.md#dates-and-timestamps). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const FILTER_KEYS = ['created_at', 'default_value', 'id', 'is_required', 'key', 'name', 'updated_at', 'version'];
const COMPANY_KEYS = ['created_at', 'id', 'identify_key', 'name', 'parent_id', 'updated_at'];

const keysOf = (list: { body: { data: Array<{ key: string }> } }): string[] => list.body.data.map((f) => f.key);
const idsOf = (list: { body: { data: Array<{ id: string }> } }): string[] => list.body.data.map((c) => c.id);

describe.each(memoryOnly())('filters and companies on %s', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let auth: Record<string, string>;
  const start = async (overrides: TestAppOptions = {}): Promise<void> => {
    t = await buildTestApp(storage(), overrides);
    auth = bearer(t.key);
  };
  const post = (body: unknown, headers = auth) =>
    call(
      request(t.app)
        .post('/api/v1/filters')
        .set(headers)
        .send(body as object),
    );

  describe('POST /v1/filters', () => {
    it('creates a filter: 201, Location, every property', async () => {
      await start();
      const res = await post({
        key: 'cost_center',
        name: 'Centro de custo',
        is_required: true,
        default_value: 'CC-01',
      });
      expect(res.status).toBe(201);
      const data = res.body.data as Record<string, unknown>;
      expect(Object.keys(res.body as object)).toEqual(['data']);
      expect(Object.keys(data).sort()).toEqual(FILTER_KEYS);
      expect(data).toEqual({
        id: expect.stringMatching(UUID),
        key: 'cost_center',
        name: 'Centro de custo',
        is_required: true,
        default_value: 'CC-01',
        created_at: '2026-11-22T10:00:00-03:00',
        updated_at: '2026-11-22T10:00:00-03:00',
        version: 1,
      });
      expect(res.headers.location).toBe(`/api/v1/filters/${data.id as string}`);
      const read = await call(
        request(t.app)
          .get(res.headers.location as string)
          .set(auth),
      );
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ data });
    });

    it(
      'a blank default_value ("" or white space only) means no default: ' + 'stored and shown as null, on POST and PUT',
      async () => {
        await start();
        for (const blank of ['', '   ', '\t\n']) {
          const res = await post({ key: `blank_${blank.length}`, default_value: blank });
          expect(res.status).toBe(201);
          expect(res.body.data.default_value).toBeNull();
        }
        const put = await call(
          request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).send({ default_value: '  ' }),
        );
        expect(put.body.data).toMatchObject({ key: 'site', default_value: null });
        expect(
          (await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth))).body.data.default_value,
        ).toBeNull();
      },
    );

    it(
      'counts lengths in characters, as the document does: ' +
        '255 emoji are a name, 1000 a default_value; one more is a 422',
      async () => {
        await start();
        const res = await post({ key: 'emoji', name: '😀'.repeat(255), default_value: '😀'.repeat(1000) });
        expect(res.status).toBe(201);
        expect(res.body.data).toMatchObject({ name: '😀'.repeat(255), default_value: '😀'.repeat(1000) });
        const tooLong = await post({ key: 'emoji_2', name: '😀'.repeat(256), default_value: '😀'.repeat(1001) });
        expectErrorBody(tooLong, 422);
        expect(Object.keys(tooLong.body.meta.errors as object).sort()).toEqual(['default_value', 'name']);
      },
    );

    it('name defaults to the key; is_required to false; default_value to null', async () => {
      await start();
      const res = await post({ key: 'team_2' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ key: 'team_2', name: 'team_2', is_required: false, default_value: null });
    });

    it.each([['Cost_Center'], ['cost center'], ['cost-center'], ['centro_é'], [''], ['a'.repeat(101)]])(
      'key %j → 422 on key',
      async (key) => {
        await start();
        const res = await post({ key });
        expectErrorBody(res, 422);
        expect(Object.keys(res.body.meta.errors as object)).toEqual(['key']);
      },
    );

    it('a missing key, and every invalid property at once → 422', async () => {
      await start();
      const missing = await post({ name: 'No key' });
      expectErrorBody(missing, 422);
      expect(Object.keys(missing.body.meta.errors as object)).toEqual(['key']);
      const many = await post({ key: 'Bad Key', is_required: 'yes', name: 7 });
      expectErrorBody(many, 422);
      expect(Object.keys(many.body.meta.errors as object).sort()).toEqual(['is_required', 'key', 'name']);
    });

    it('a key held by an active filter → 422 on key; a deleted filter’s key is free again', async () => {
      await start();
      const duplicate = await post({ key: 'department', name: 'Another' });
      expectErrorBody(duplicate, 422);
      expect(Object.keys(duplicate.body.meta.errors as object)).toEqual(['key']);
      expect(duplicate.body.meta.errors.key).toEqual([expect.any(String)]);

      expect((await call(request(t.app).delete(`/api/v1/filters/${t.site.id}`).set(auth))).status).toBe(204);
      const reused = await post({ key: 'site' });
      expect(reused.status).toBe(201);
      expect(reused.body.data.id).not.toBe(t.site.id);
    });

    it('another company may use the same key', async () => {
      await start();
      const other = await t.addCompany();
      expect((await post({ key: 'department' }, bearer(other.key))).status).toBe(201);
    });
  });

  describe('GET /v1/filters', () => {
    it('paginates with meta and absolute links that keep per_page; past the end is empty', async () => {
      await start();
      for (const key of ['c_one', 'c_two', 'c_three']) expect((await post({ key })).status).toBe(201);

      const all = await call(request(t.app).get('/api/v1/filters').set(auth));
      expect(all.body.meta).toEqual({ current_page: 1, per_page: 10, total: 5, last_page: 1 });
      expect(keysOf(all).slice(0, 2)).toEqual(['department', 'site']);
      for (const filter of all.body.data as object[]) expect(Object.keys(filter).sort()).toEqual(FILTER_KEYS);
      expect(all.body.links).toEqual({
        first: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/filters\?page=1$/),
        last: expect.stringMatching(/\/api\/v1\/filters\?page=1$/),
        prev: null,
        next: null,
      });

      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await call(request(t.app).get(`/api/v1/filters?per_page=2&page=${page}`).set(auth));
        expect(res.status).toBe(200);
        expect(res.body.meta).toEqual({ current_page: page, per_page: 2, total: 5, last_page: 3 });
        pages.push(res);
      }
      expect(pages.flatMap((p) => keysOf(p))).toEqual(keysOf(all));
      const [first, second, third] = pages;
      expect(first?.body.links).toEqual({
        first: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/filters\?per_page=2&page=1$/),
        last: expect.stringMatching(/\/api\/v1\/filters\?per_page=2&page=3$/),
        prev: null,
        next: expect.stringMatching(/\/api\/v1\/filters\?per_page=2&page=2$/),
      });
      expect(second?.body.links.prev).toMatch(/\/api\/v1\/filters\?per_page=2&page=1$/);
      expect(second?.body.links.next).toMatch(/\/api\/v1\/filters\?per_page=2&page=3$/);
      expect(third?.body.data).toHaveLength(1);
      expect(third?.body.links.next).toBeNull();

      const past = await call(request(t.app).get('/api/v1/filters?per_page=2&page=9').set(auth));
      expect(past.status).toBe(200);
      expect(past.body.data).toEqual([]);
      expect(past.body.meta).toEqual({ current_page: 9, per_page: 2, total: 5, last_page: 3 });
    });

    it.each([['page=0'], ['page=-1'], ['page=abc'], ['per_page=0'], ['per_page=101'], ['per_page=1.5']])(
      '%s → 422',
      async (query) => {
        await start();
        const res = await call(request(t.app).get(`/api/v1/filters?${query}`).set(auth));
        expectErrorBody(res, 422);
        expect(Object.keys(res.body.meta.errors as object)).toEqual([query.split('=')[0]]);
      },
    );

    it('page up to the documented maximum 999999999999999 is an empty page; one more digit is a 422', async () => {
      await start();
      const last = await call(request(t.app).get('/api/v1/filters?per_page=100&page=999999999999999').set(auth));
      expect(last.status).toBe(200);
      expect(last.body.data).toEqual([]);
      expect(last.body.meta).toEqual({ current_page: 999_999_999_999_999, per_page: 100, total: 2, last_page: 1 });
      for (const page of ['1000000000000000', '9007199254740993']) {
        const res = await call(request(t.app).get(`/api/v1/filters?page=${page}`).set(auth));
        expectErrorBody(res, 422);
        expect(res.body.meta.errors).toEqual({ page: ['must be an integer from 1 to 999999999999999'] });
      }
    });

    it('per_page=100 is allowed', async () => {
      await start();
      const res = await call(request(t.app).get('/api/v1/filters?per_page=100').set(auth));
      expect(res.body.meta).toEqual({ current_page: 1, per_page: 100, total: 2, last_page: 1 });
    });
  });

  describe('GET, PUT, DELETE /v1/filters/{id}', () => {
    it('gets a filter; PUT changes only what the body holds', async () => {
      await start();
      const got = await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth));
      expect(got.status).toBe(200);
      expect(got.body.data).toMatchObject({ id: t.site.id, key: 'site', is_required: false, default_value: 'Matriz' });

      t.clock.advanceSeconds(60);
      const put = await call(
        request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).send({ name: 'Unidade', is_required: true }),
      );
      expect(put.status).toBe(200);
      expect(put.body.data).toEqual({
        ...got.body.data,
        name: 'Unidade',
        is_required: true,
        updated_at: '2026-11-22T10:01:00-03:00',
        version: 2,
      });
      const cleared = await call(
        request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).send({ default_value: null, key: 'unit' }),
      );
      expect(cleared.body.data).toMatchObject({ key: 'unit', name: 'Unidade', default_value: null });
      expect((await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth))).body.data).toEqual(
        cleared.body.data,
      );
    });

    it('PUT refuses a bad key or another active filter’s key (422) and changes nothing', async () => {
      await start();
      expectErrorBody(
        await call(request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).send({ key: 'Bad Key' })),
        422,
      );
      const taken = await call(
        request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).send({ key: 'department', name: 'Changed' }),
      );
      expectErrorBody(taken, 422);
      expect(Object.keys(taken.body.meta.errors as object)).toEqual(['key']);
      expect((await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth))).body.data).toMatchObject({
        key: 'site',
        name: t.site.name,
      });
    });

    it('DELETE → 204 with no body; the filter leaves the list, get, put and delete (404)', async () => {
      await start();
      const deleted = await call(request(t.app).delete(`/api/v1/filters/${t.site.id}`).set(auth));
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect(deleted.headers['content-type']).toBeUndefined();

      expect(keysOf(await call(request(t.app).get('/api/v1/filters').set(auth)))).toEqual(['department']);
      expectErrorBody(await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth)), 404);
      expectErrorBody(
        await call(request(t.app).put(`/api/v1/filters/${t.site.id}`).set(auth).send({ name: 'Back' })),
        404,
      );
      expectErrorBody(await call(request(t.app).delete(`/api/v1/filters/${t.site.id}`).set(auth)), 404);
    });

    it('a deleted filter’s employee values disappear from fields and it can no longer be used', async () => {
      await start();
      const body = validEmployeeBody({
        fields: [
          { key: 'department', value: 'Vendas' },
          { key: 'site', value: 'Campinas' },
        ],
      });
      const created = await call(request(t.app).post('/api/v1/employees').set(auth).send(body));
      expect(created.status).toBe(201);
      const id = created.body.data.id as string;
      expect(created.body.data.fields).toEqual([
        { id: t.department.id, key: 'department', value: 'Vendas' },
        { id: t.site.id, key: 'site', value: 'Campinas' },
      ]);

      expect((await call(request(t.app).delete(`/api/v1/filters/${t.site.id}`).set(auth))).status).toBe(204);
      const after = await call(request(t.app).get(`/api/v1/employees/${id}`).set(auth));
      expect(after.body.data.fields).toEqual([{ id: t.department.id, key: 'department', value: 'Vendas' }]);
      const listed = await call(request(t.app).get('/api/v1/employees').set(auth));
      expect(listed.body.data[0].fields).toEqual([{ id: t.department.id, key: 'department', value: 'Vendas' }]);

      const withDeleted = await call(
        request(t.app)
          .post('/api/v1/employees')
          .set(auth)
          .send(
            validEmployeeBody({
              fields: [
                { key: 'department', value: 'X' },
                { key: 'site', value: 'Y' },
              ],
            }),
          ),
      );
      expectErrorBody(withDeleted, 422);
      expect(withDeleted.body.meta.errors).toHaveProperty('fields');

      // A new filter with the freed key starts without the old values.
      const again = await post({ key: 'site' });
      expect(again.status).toBe(201);
      expect((await call(request(t.app).get(`/api/v1/employees/${id}`).set(auth))).body.data.fields).toEqual([
        { id: t.department.id, key: 'department', value: 'Vendas' },
      ]);
    });

    it('another company’s filter is 404 for every method, and stays untouched', async () => {
      await start();
      const other = await t.addCompany();
      const branch = await t.addCompany({ parent: t.company });
      const branchFilter = (await post({ key: 'branch_filter' }, bearer(branch.key))).body.data.id as string;
      for (const [key, id] of [
        [other.key, t.site.id],
        [t.key, branchFilter],
      ] as const) {
        const headers = bearer(key);
        expectErrorBody(await call(request(t.app).get(`/api/v1/filters/${id}`).set(headers)), 404);
        expectErrorBody(
          await call(request(t.app).put(`/api/v1/filters/${id}`).set(headers).send({ name: 'Hijacked' })),
          404,
        );
        expectErrorBody(await call(request(t.app).delete(`/api/v1/filters/${id}`).set(headers)), 404);
      }
      expect((await call(request(t.app).get(`/api/v1/filters/${t.site.id}`).set(auth))).body.data.name).toBe(
        t.site.name,
      );
      // Through Resource-Id the parent reaches its branch's filter.
      const viaParent = await call(
        request(t.app).get(`/api/v1/filters/${branchFilter}`).set(auth).set('Resource-Id', branch.company.id),
      );
      expect(viaParent.status).toBe(200);
    });

    it.each([['not-a-uuid'], [randomUUID()], ['00000000-0000-0000-0000-000000000000']])('id %s → 404', async (id) => {
      await start();
      expectErrorBody(await call(request(t.app).get(`/api/v1/filters/${id}`).set(auth)), 404);
      expectErrorBody(await call(request(t.app).delete(`/api/v1/filters/${id}`).set(auth)), 404);
    });
  });

  describe('GET /v1/companies', () => {
    /** t.company → a, b; a → a1; and an unrelated company. */
    async function tree() {
      await start();
      const a = await t.addCompany({ parent: t.company, identifyKey: 'email' });
      const b = await t.addCompany({ parent: t.company });
      const a1 = await t.addCompany({ parent: a.company });
      const unrelated = await t.addCompany();
      return { a, b, a1, unrelated };
    }
    const ordered = (...ids: string[]): string[] => [...ids].sort();

    it('lists the target company and every company below it, with exactly the documented properties', async () => {
      const { a, b, a1 } = await tree();
      const res = await call(request(t.app).get('/api/v1/companies').set(auth));
      expect(res.status).toBe(200);
      // Same created_at (the builder's): ordered by id.
      expect(idsOf(res)).toEqual(ordered(t.company.id, a.company.id, b.company.id, a1.company.id));
      expect(res.body.meta).toEqual({ current_page: 1, per_page: 10, total: 4, last_page: 1 });
      for (const company of res.body.data as object[]) expect(Object.keys(company).sort()).toEqual(COMPANY_KEYS);
      const byId = new Map((res.body.data as Array<Record<string, unknown>>).map((c) => [c.id, c]));
      expect(byId.get(t.company.id)).toEqual({
        id: t.company.id,
        name: t.company.name,
        identify_key: 'document',
        parent_id: null,
        created_at: expect.stringMatching(TIMESTAMP),
        updated_at: expect.stringMatching(TIMESTAMP),
      });
      expect(byId.get(a.company.id)).toMatchObject({ identify_key: 'email', parent_id: t.company.id });
      expect(byId.get(a1.company.id)).toMatchObject({ parent_id: a.company.id });
    });

    it('a branch’s key, or Resource-Id of a branch, lists that branch’s subtree only', async () => {
      const { a, a1, b } = await tree();
      const expected = ordered(a.company.id, a1.company.id);
      expect(idsOf(await call(request(t.app).get('/api/v1/companies').set(bearer(a.key))))).toEqual(expected);
      expect(
        idsOf(await call(request(t.app).get('/api/v1/companies').set(auth).set('Resource-Id', a.company.id))),
      ).toEqual(expected);
      expect(idsOf(await call(request(t.app).get('/api/v1/companies').set(bearer(b.key))))).toEqual([b.company.id]);
      expect(idsOf(await call(request(t.app).get('/api/v1/companies').set(bearer(a1.key))))).toEqual([a1.company.id]);
    });

    it('paginates like every list', async () => {
      const { a, b, a1 } = await tree();
      const all = ordered(t.company.id, a.company.id, b.company.id, a1.company.id);
      const first = await call(request(t.app).get('/api/v1/companies?per_page=3').set(auth));
      const second = await call(request(t.app).get('/api/v1/companies?per_page=3&page=2').set(auth));
      expect(first.body.meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
      expect(second.body.meta).toEqual({ current_page: 2, per_page: 3, total: 4, last_page: 2 });
      expect([...idsOf(first), ...idsOf(second)]).toEqual(all);
      expect(first.body.links.next).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/companies\?per_page=3&page=2$/);
      expect(second.body.links).toMatchObject({
        next: null,
        prev: expect.stringMatching(/\/api\/v1\/companies\?per_page=3&page=1$/),
      });
      expectErrorBody(await call(request(t.app).get('/api/v1/companies?per_page=101').set(auth)), 422);
      expectErrorBody(await call(request(t.app).get('/api/v1/companies?page=0').set(auth)), 422);
    });
  });
});
