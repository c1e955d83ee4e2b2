import { describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp } from '../support/test-app';
import { allStorages, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

/**
 * Cursor pages (docs/change-history.md#cursor-pages) on memory and every database engine: a list walked by
 * `cursor` from `cursor=` along `links.next` gives each record once, in list order, also when records are created
 * and deleted between two pages; every list endpoint pages by cursor as by `page`; `meta` holds `per_page` and
 * `next_cursor`; a cursor edited, of another list, search, filter or company, or sent with `page`, is a 422.
 */
describe.each(allStorages().map((kind): [StorageKind] => [kind]))('cursor pages on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
  const get = (t: TestApp, url: string, key = t.key) => call(request(t.app).get(url).set(bearer(key)));
  /** The path and query of an absolute link. */
  const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');
  const idsOf = (res: Response) => (res.body.data as Array<{ id: string }>).map((item) => item.id);

  /** Every page from `path?…&cursor=` along links.next, with `between(pageNumber)` run after each page. */
  async function walk(t: TestApp, path: string, between: (read: number) => Promise<void> = async () => {}) {
    const pages: Response[] = [];
    let link: string | null = `${path}${path.includes('?') ? '&' : '?'}cursor=`;
    while (link !== null) {
      const page = await get(t, link);
      expect(page.status).toBe(200);
      pages.push(page);
      await between(pages.length);
      link = page.body.links.next === null ? null : local(page.body.links.next as string);
    }
    return pages;
  }

  /** Creates `count` employees, three per instant (ties broken by id), and answers their ids. */
  async function employees(t: TestApp, count: number, name = 'João da Silva Santos'): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      if (i % 3 === 0) t.clock.advanceSeconds(1);
      const created = await call(
        request(t.app)
          .post('/api/v1/employees')
          .set(bearer(t.key))
          .send(validEmployeeBody({ name, fields: [{ key: 'department', value: 'RH' }] })),
      );
      ids.push(created.body.data.id as string);
    }
    return ids;
  }

  it('walks the employees by cursor: each once, in list order, while others are created and deleted', async () => {
    const t = await app();
    await employees(t, 14);
    const listed = idsOf(await get(t, '/api/v1/employees?per_page=100'));
    const deleted = listed[11] as string;
    let created: string[] = [];

    const pages = await walk(t, '/api/v1/employees?per_page=5', async (read) => {
      if (read !== 1) return;
      t.clock.set('2026-11-22T09:00:00-03:00'); // before everyone: lands on a page already read
      created = await employees(t, 2, 'Ana Maria Prado');
      expect((await call(request(t.app).delete(`/api/v1/employees/${deleted}`).set(bearer(t.key)))).status).toBe(204);
    });

    const walked = pages.flatMap(idsOf);
    expect(walked).toEqual(listed.filter((id) => id !== deleted));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((id) => created.includes(id))).toEqual([]);
    expect(created).toHaveLength(2);
    expect(pages.map((p) => p.body.meta as unknown)).toEqual([
      { per_page: 5, next_cursor: expect.any(String) },
      { per_page: 5, next_cursor: expect.any(String) },
      { per_page: 5, next_cursor: null },
    ]);
    expect(pages[0]?.body.links).toMatchObject({ last: null, prev: null });
    expect(local(pages[0]?.body.links.first as string)).toBe('/api/v1/employees?per_page=5&cursor=');
  });

  it('pages a search by cursor, keeping search in the links', async () => {
    const t = await app();
    const silvas = await employees(t, 5);
    await employees(t, 3, 'Ana Maria Prado');
    const searched = idsOf(await get(t, '/api/v1/employees?search=silva&per_page=100'));

    const pages = await walk(t, '/api/v1/employees?search=silva&per_page=2');

    expect(pages.flatMap(idsOf)).toEqual(searched);
    expect([...searched].sort()).toEqual([...silvas].sort());
    expect(pages[0]?.body.links.next).toContain('search=silva');
  });

  it('finds a CPF and a phone (with and without +55) typed with their punctuation, by cursor and by page', async () => {
    const t = await app();
    const [id] = await employees(t, 3);
    const { document, phone } = (await get(t, `/api/v1/employees/${id}`)).body.data as {
      document: string;
      phone: string;
    };
    const typedCpf = document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const typedPhone = phone.replace(/^\+55(\d{2})(\d{5})(\d{4})$/, '+55 ($1) $2-$3');
    const nationalPhone = phone.replace(/^\+55(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');

    for (const typed of [typedCpf, typedPhone, nationalPhone]) {
      const search = encodeURIComponent(typed);
      expect(idsOf(await get(t, `/api/v1/employees?search=${search}`))).toEqual([id]);
      expect((await walk(t, `/api/v1/employees?search=${search}&per_page=2`)).flatMap(idsOf)).toEqual([id]);
    }
    expect([typedCpf, typedPhone, nationalPhone].map((typed) => /[.\-( ]/.test(typed))).toEqual([true, true, true]);
    expect(nationalPhone.startsWith('(')).toBe(true);
  });

  it('pages every other list by cursor as by page', async () => {
    const t = await app();
    const branch = await t.addCompany({ parent: t.company });
    await t.addCompany({ parent: branch.company });
    await t.addBuiltinProfiles(t.company);
    for (let i = 0; i < 3; i += 1) await t.addUser({ on: i === 0 ? branch.company : t.company });
    await call(request(t.app).post('/api/v1/filters').set(bearer(t.key)).send({ key: 'cargo' }));

    for (const path of [
      '/api/v1/filters',
      '/api/v1/companies',
      '/api/v1/users',
      '/api/v1/profiles',
      '/api/v1/permissions',
      `/api/v1/permissions?company_id=${t.company.id}`,
    ]) {
      const byPage = idsOf(await get(t, `${path}${path.includes('?') ? '&' : '?'}per_page=100`));
      const byCursor = (await walk(t, `${path}${path.includes('?') ? '&' : '?'}per_page=1`)).flatMap(idsOf);
      expect({ path, ids: byCursor }).toEqual({ path, ids: byPage });
      expect(byPage.length).toBeGreaterThan(1);
    }
  });

  it('refuses a cursor edited, given by another list, search, filter or company, or sent with page', async () => {
    const t = await app();
    await employees(t, 3);
    await t.addUser();
    await t.addUser();
    const other = await t.addCompany();
    const cursorOf = async (path: string, key = t.key) =>
      (await get(t, `${path}${path.includes('?') ? '&' : '?'}per_page=1&cursor=`, key)).body.meta.next_cursor as string;
    const cursor = await cursorOf('/api/v1/employees');
    const edited = cursor.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);

    const refusals = [
      await get(t, '/api/v1/employees?cursor=abc'),
      await get(t, `/api/v1/employees?cursor=${edited}`),
      await get(t, `/api/v1/filters?cursor=${await cursorOf('/api/v1/employees')}`),
      await get(t, `/api/v1/employees?search=silva&cursor=${cursor}`),
      await get(t, `/api/v1/permissions?user_id=${t.company.id}&cursor=${await cursorOf('/api/v1/permissions')}`),
      await get(t, `/api/v1/employees?cursor=${cursor}`, other.key),
    ];
    const withPage = await get(t, `/api/v1/employees?page=2&cursor=${cursor}`);

    for (const refused of refusals) {
      expectErrorBody(refused, 422);
      expect(Object.keys(refused.body.meta.errors as object)).toEqual(['cursor']);
    }
    expectErrorBody(withPage, 422);
    expect(Object.keys(withPage.body.meta.errors as object)).toEqual(['page']);
    expect((await get(t, `/api/v1/employees?per_page=50&cursor=${cursor}`)).status).toBe(200);
  });
});
