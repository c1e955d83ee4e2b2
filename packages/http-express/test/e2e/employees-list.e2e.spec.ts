import { beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { TestApp } from '../support/test-app';
import { expectMatchesOpenApi } from '../support/openapi';
import {
  STORAGES,
  clientOf,
  department,
  employeeTestApp,
  expectValidationError,
  useStorage,
  type EmployeeData,
  type EmployeesClient,
} from './employees-support';
import { validEmployeeBody } from '../support/employee-body';

/**
 * GET /v1/employees: pagination and search (docs/contract.md#lists-and-pagination, #search).
 */
describe.each(STORAGES)('GET /v1/employees on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let api: EmployeesClient;

  beforeEach(async () => {
    t = await employeeTestApp(storage());
    api = clientOf(t);
  });

  /** Creates `count` employees, one second apart, named to match no search of this file; returns their ids. */
  const createMany = async (count: number, client = api, withFields = true): Promise<string[]> => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const body = validEmployeeBody({
        name: 'Carlos Pereira Lima',
        social_name: null,
        ...(withFields ? { fields: [department()] } : {}),
      });
      ids.push((await client.created(body)).id);
      t.clock.advanceSeconds(1);
    }
    return ids;
  };

  /** The ids of a list response's `data`, in order. */
  const idsOf = (body: unknown): string[] => (body as { data: EmployeeData[] }).data.map((e) => e.id);

  /** Expects an absolute URL of this list with exactly `query` (page included). */
  const expectLink = (link: unknown, query: Record<string, string>): void => {
    expect(typeof link).toBe('string');
    expect(link as string).toMatch(/^https?:\/\/[^/?#]+\/api\/v1\/employees\?/);
    const url = new URL(link as string);
    expect(url.pathname).toBe('/api/v1/employees');
    expect(Object.fromEntries(url.searchParams)).toEqual(query);
  };

  /** Follows a `links` URL with the same caller. */
  const follow = async (link: string) => {
    const url = new URL(link);
    const response = await request(t.app)
      .get(`${url.pathname}${url.search}`)
      .set({ Authorization: `Bearer ${t.key}`, Accept: 'application/json' });
    expectMatchesOpenApi(response);
    expect(response.status).toBe(200);
    return response;
  };

  describe('pagination', () => {
    it('answers {data, links, meta} with 10 per page by default', async () => {
      const ids = await createMany(12);

      const first = await api.list();
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(Object.keys(first.body as object).sort()).toEqual(['data', 'links', 'meta']);
      expect(first.body.meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
      expect(idsOf(first.body)).toEqual(ids.slice(0, 10));
      expectLink(first.body.links.first, { page: '1' });
      expectLink(first.body.links.last, { page: '2' });
      expect(first.body.links.prev).toBeNull();
      expectLink(first.body.links.next, { page: '2' });

      const second = await api.list({ page: 2 });
      expect(second.body.meta).toEqual({ current_page: 2, per_page: 10, total: 12, last_page: 2 });
      expect(idsOf(second.body)).toEqual(ids.slice(10));
      expectLink(second.body.links.prev, { page: '1' });
      expect(second.body.links.next).toBeNull();
    });

    it('accepts per_page from 1 to 100 and keeps it and search in every link', async () => {
      const ids = await createMany(5);

      const middle = await api.list({ search: 'carlos', per_page: 2, page: 2 });
      expect(middle.status).toBe(200);
      expect(middle.body.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
      expect(idsOf(middle.body)).toEqual(ids.slice(2, 4));
      expectLink(middle.body.links.first, { search: 'carlos', per_page: '2', page: '1' });
      expectLink(middle.body.links.last, { search: 'carlos', per_page: '2', page: '3' });
      expectLink(middle.body.links.prev, { search: 'carlos', per_page: '2', page: '1' });
      expectLink(middle.body.links.next, { search: 'carlos', per_page: '2', page: '3' });

      const all = await api.list({ per_page: 100 });
      expect(all.status).toBe(200);
      expect(all.body.meta).toEqual({ current_page: 1, per_page: 100, total: 5, last_page: 1 });
      expect(all.body.links.prev).toBeNull();
      expect(all.body.links.next).toBeNull();
      expectLink(all.body.links.last, { per_page: '100', page: '1' });

      const one = await api.list({ per_page: 1 });
      expect(one.body.meta).toEqual({ current_page: 1, per_page: 1, total: 5, last_page: 5 });
    });

    it('links that can be followed to read every record exactly once, in order', async () => {
      const ids = await createMany(5);
      let page = await api.list({ per_page: 2 });
      const seen = [...idsOf(page.body)];
      while (page.body.links.next !== null) {
        page = await follow(page.body.links.next as string);
        seen.push(...idsOf(page.body));
      }
      expect(seen).toEqual(ids);
      expect(idsOf((await follow(page.body.links.first as string)).body)).toEqual(ids.slice(0, 2));
    });

    it.each([
      ['per_page 101', { per_page: 101 }, 'per_page'],
      ['per_page 0', { per_page: 0 }, 'per_page'],
      ['per_page -1', { per_page: -1 }, 'per_page'],
      ['per_page 2.5', { per_page: '2.5' }, 'per_page'],
      ['per_page abc', { per_page: 'abc' }, 'per_page'],
      ['page 0', { page: 0 }, 'page'],
      ['page -1', { page: -1 }, 'page'],
      ['page abc', { page: 'abc' }, 'page'],
    ])('answers 422 for %s', async (_case, query, field) => {
      expectValidationError(await api.list(query), [field]);
    });

    it('answers an empty page with the right meta past the last page', async () => {
      await createMany(3);
      const past = await api.list({ per_page: 2, page: 5 });
      expect(past.status).toBe(200);
      expect(past.body.data).toEqual([]);
      expect(past.body.meta).toEqual({ current_page: 5, per_page: 2, total: 3, last_page: 2 });
      expectLink(past.body.links.first, { per_page: '2', page: '1' });
      expectLink(past.body.links.last, { per_page: '2', page: '2' });
      expect(past.body.links.next).toBeNull();
    });

    it('answers an empty list when the company has no employee', async () => {
      const response = await api.list();
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
      expect(response.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 0 });
      expect(response.body.links.prev).toBeNull();
      expect(response.body.links.next).toBeNull();
    });

    it('orders by created_at, then id', async () => {
      const [a, b, c] = await createMany(3);
      // Three at the same instant: ordered by id.
      const sameInstant: string[] = [];
      for (let i = 0; i < 3; i++)
        sameInstant.push((await api.created(validEmployeeBody({ fields: [department()] }))).id);
      // One created "earlier" than all of them (clock set back): listed first.
      t.clock.set('2026-11-22T09:00:00-03:00');
      const earliest = (await api.created(validEmployeeBody({ fields: [department()] }))).id;

      const listed = await api.list({ per_page: 100 });
      expect(idsOf(listed.body)).toEqual([earliest, a, b, c, ...[...sameInstant].sort()]);
      const paged = [
        ...idsOf((await api.list({ per_page: 4 })).body),
        ...idsOf((await api.list({ per_page: 4, page: 2 })).body),
      ];
      expect(paged).toEqual(idsOf(listed.body));
    });

    it('never lists soft-deleted employees, nor fired ones after settlement', async () => {
      const [a, b, c] = await createMany(3);
      expect((await api.remove(b as string)).status).toBe(204);
      const listed = await api.list();
      expect(idsOf(listed.body)).toEqual([a, c]);
      expect(listed.body.meta.total).toBe(2);
    });

    it("never lists another company's employees", async () => {
      const other = await t.addCompany();
      const otherApi = api.as({ key: other.key });
      const otherIds = await createMany(2, otherApi, false);
      const ownIds = await createMany(2);

      expect(idsOf((await api.list()).body)).toEqual(ownIds);
      expect(idsOf((await otherApi.list()).body)).toEqual(otherIds);
    });

    it("lists a branch's employees with the parent key and Resource-Id, and only them", async () => {
      const branch = await t.addCompany({ parent: t.company });
      const branchApi = api.as({ key: t.key, resourceId: branch.company.id });
      const branchIds = await createMany(2, branchApi, false);
      const parentIds = await createMany(1);

      const listed = await branchApi.list();
      expect(listed.status).toBe(200);
      expect(idsOf(listed.body)).toEqual(branchIds);
      expect((listed.body.data as EmployeeData[]).every((e) => e.company_id === branch.company.id)).toBe(true);
      expect(idsOf((await api.as({ key: branch.key }).list()).body)).toEqual(branchIds);
      expect(idsOf((await api.list()).body)).toEqual(parentIds);
      expect(idsOf((await api.as({ key: t.key, resourceId: t.company.id }).list()).body)).toEqual(parentIds);
    });
  });

  describe('search', () => {
    let target: EmployeeData;
    let others: string[];

    beforeEach(async () => {
      others = await createMany(2);
      target = await api.created(
        validEmployeeBody({
          name: 'Álvaro Ávila Souza',
          social_name: 'Beto Carrero',
          email: 'Ana.Souza@Example.org',
          phone: '+55 21 98765-4321',
          document: '52998224725',
          internal_id: 'MAT-0042',
          fields: [department()],
        }),
      );
    });

    const hits = async (search: string): Promise<string[]> => {
      const response = await api.list({ search });
      expect(response.status).toBe(200);
      return idsOf(response.body);
    };

    it.each([
      ['the name, in lower case with accents', 'álvaro'],
      ['the name, in upper case with accents', 'ÁVILA SOUZA'],
      ['the name, in mixed case', 'vArO'],
      ['the social name', 'carrero'],
      ['part of the CPF', '982247'],
      ['the whole CPF', '52998224725'],
      ['part of the phone digits', '987654321'],
      ['the phone with country code', '+5521987'],
      ['the e-mail, in upper case', 'ANA.SOUZA@EXAMPLE'],
      ['the e-mail domain', 'example.org'],
      ['the internal id (lookup by internal id)', 'mat-0042'],
      ['part of the internal id', '0042'],
      ['a term with surrounding spaces', '  carrero  '],
    ])('finds a case-insensitive substring of %s', async (_case, search) => {
      expect(await hits(search)).toEqual([target.id]);
    });

    it('answers a single hit as a paginated list', async () => {
      const response = await api.list({ search: 'MAT-0042' });
      expect(response.body.meta).toEqual({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
      expectLink(response.body.links.first, { search: 'MAT-0042', page: '1' });
      expectLink(response.body.links.last, { search: 'MAT-0042', page: '1' });
      expect(response.body.links.prev).toBeNull();
      expect(response.body.links.next).toBeNull();
    });

    it('finds nothing for a term no field contains', async () => {
      const response = await api.list({ search: 'Zebedeu' });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
      expect(response.body.meta.total).toBe(0);
    });

    it('matches several records and a blank search lists everything', async () => {
      expect(await hits('carlos pereira')).toEqual(others);
      expect((await api.list({ search: '   ' })).body.meta.total).toBe(3);
    });

    it('takes %, _ and \\ literally', async () => {
      const percent = await api.created(
        validEmployeeBody({ name: 'Dora Dias', internal_id: 'A%B', fields: [department()] }),
      );
      const plain = await api.created(
        validEmployeeBody({ name: 'Dora Dias', internal_id: 'AXB', fields: [department()] }),
      );
      const underscore = await api.created(
        validEmployeeBody({ name: 'Dora Dias', internal_id: 'C_D', fields: [department()] }),
      );
      await api.created(validEmployeeBody({ name: 'Dora Dias', internal_id: 'CXD', fields: [department()] }));
      const backslash = await api.created(
        validEmployeeBody({ name: 'Dora Dias', internal_id: 'E\\F', fields: [department()] }),
      );

      expect(await hits('%')).toEqual([percent.id]);
      expect(await hits('a%b')).toEqual([percent.id]);
      expect(await hits('_')).toEqual([underscore.id]);
      expect(await hits('c_d')).toEqual([underscore.id]);
      expect(await hits('\\')).toEqual([backslash.id]);
      expect(await hits('axb')).toEqual([plain.id]);
    });

    it('answers 422 for a search over 255 characters, 200 at 255', async () => {
      expectValidationError(await api.list({ search: 'a'.repeat(256) }), ['search']);
      const atLimit = await api.list({ search: 'a'.repeat(255) });
      expect(atLimit.status).toBe(200);
      expect(atLimit.body.meta.total).toBe(0);
      expectValidationError(await api.list({ search: 'mat\u00000042' }), ['search']);
    });

    it('never returns soft-deleted employees', async () => {
      expect((await api.remove(target.id)).status).toBe(204);
      expect(await hits('52998224725')).toEqual([]);
      expect(await hits('mat-0042')).toEqual([]);
      expect((await api.list()).body.meta.total).toBe(2);
    });

    it("never returns another company's employees", async () => {
      const other = await t.addCompany();
      const otherApi = api.as({ key: other.key });
      const theirs = await otherApi.created(
        validEmployeeBody({ name: 'Zeca Pagodinho Silva', internal_id: 'MAT-0042' }),
      );

      expect(await hits('zeca')).toEqual([]);
      expect(await hits(theirs.email as string)).toEqual([]);
      expect(await hits('mat-0042')).toEqual([target.id]);
      expect(idsOf((await otherApi.list({ search: 'mat-0042' })).body)).toEqual([theirs.id]);
      expect(idsOf((await otherApi.list({ search: 'álvaro' })).body)).toEqual([]);
    });

    it('searches the branch named by Resource-Id', async () => {
      const branch = await t.addCompany({ parent: t.company });
      const branchApi = api.as({ key: t.key, resourceId: branch.company.id });
      const theirs = await branchApi.created(validEmployeeBody({ name: 'Álvaro Ávila Neto' }));

      expect(idsOf((await branchApi.list({ search: 'ávila' })).body)).toEqual([theirs.id]);
      expect(await hits('ávila')).toEqual([target.id]);
    });
  });
});
