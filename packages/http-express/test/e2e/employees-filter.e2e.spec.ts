import { beforeEach, describe, expect, it } from '@jest/globals';
import { aFilter } from '@employee/domain/testing';
import type { TestApp } from '../support/test-app';
import { validEmployeeBody } from '../support/employee-body';
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

/**
 * GET /v1/employees?filter[<key>]=<value>: the list narrowed by the company's filter values (docs/contract.md#search,
 * docs/http.md#responses): exact values, several keys all required, with `search`, kept by the links and cursors.
 */
describe.each(STORAGES)('GET /v1/employees?filter[…] on %s storage', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  let api: EmployeesClient;

  beforeEach(async () => {
    t = await employeeTestApp(storage());
    api = clientOf(t);
  });

  /** Creates an employee named `name` with these field values (`department` is required); returns its id. */
  const hire = async (name: string, fields: Array<{ key: string; value: string }>, client = api): Promise<string> => {
    const id = (await client.created(validEmployeeBody({ name, social_name: null, fields }))).id;
    t.clock.advanceSeconds(1);
    return id;
  };
  /** The ids of a list response's `data`, in order. */
  const idsOf = (body: unknown): string[] => (body as { data: EmployeeData[] }).data.map((e) => e.id);
  const site = (value: string) => ({ key: 'site', value });

  it('lists only the employees whose value is exactly the one asked, with the right total and links', async () => {
    const ana = await hire('Ana Souza Lima', [department('RH')]);
    await hire('Bruno Costa Reis', [department('rh')]);
    await hire('Carla Dias Melo', [department('RH e Pessoas')]);
    const davi = await hire('Davi Rocha Alves', [department('RH'), site('Filial Norte')]);
    await hire('Elisa Nunes Prado', [department('TI')]);

    const response = await api.list({ 'filter[department]': 'RH', per_page: 1 });

    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([ana]);
    expect(response.body.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    const next = new URL(response.body.links.next as string);
    expect(Object.fromEntries(next.searchParams)).toEqual({ 'filter[department]': 'RH', per_page: '1', page: '2' });
    expect(idsOf((await api.list(Object.fromEntries(next.searchParams))).body)).toEqual([davi]);
  });

  it('requires every filter asked, matches a default as stored, and applies a search to the same list', async () => {
    const ana = await hire('Ana Souza Lima', [department('RH'), site(' ')]);
    const davi = await hire('Davi Souza Alves', [department('RH'), site('Filial Norte')]);
    await hire('Elisa Souza Prado', [department('TI'), site('Filial Norte')]);
    await hire('Fabio Costa Reis', [department('RH'), site('Filial Norte')]);

    const both = await api.list({ 'filter[department]': 'RH', 'filter[site]': 'Filial Norte', search: 'souza' });
    const defaulted = await api.list({ 'filter[site]': 'Matriz', search: 'souza' });

    expect(idsOf(both.body)).toEqual([davi]);
    expect(idsOf(defaulted.body)).toEqual([ana]);
  });

  it('keeps the filter in cursor pages, and refuses a cursor of the unfiltered list', async () => {
    const rh = [await hire('Ana Souza Lima', [department('RH')])];
    await hire('Bruno Costa Reis', [department('TI')]);
    rh.push(await hire('Carla Dias Melo', [department('RH')]));

    const rhPage = (cursor: string) => api.list({ 'filter[department]': 'RH', per_page: 1, cursor });
    const nextCursor = (body: unknown) => (body as { meta: { next_cursor: string } }).meta.next_cursor;
    const first = await rhPage('');
    const second = await rhPage(nextCursor(first.body));
    const mixed = await rhPage(nextCursor((await api.list({ per_page: 1, cursor: '' })).body));

    expect([...idsOf(first.body), ...idsOf(second.body)]).toEqual(rh);
    expect(second.body.meta.next_cursor).toBeNull();
    expectValidationError(mixed, ['cursor']);
  });

  it("refuses at once keys that name none of the company's filters, an empty value and a repeated one", async () => {
    const response = await api.list(
      'filter[cargo]=A&filter[department]=&filter[site]=Matriz&filter[site]=Norte&filter[Cargo%20X]=B' as never,
    );

    const errors = expectValidationError(response, ['filter', 'filter[cargo]', 'filter[department]', 'filter[site]']);
    expect(errors['filter[cargo]']).toEqual(["is not the key of one of the company's filters"]);
    expect(errors['filter[department]']).toEqual(['must not be empty']);
    expect(errors['filter[site]']).toEqual(['must be a string']);
  });

  it("resolves keys against the target company's own filters and never lists another company's employees", async () => {
    const ana = await hire('Ana Souza Lima', [department('RH')]);
    const branch = await t.addCompany({ parent: t.company });
    const area = aFilter().of(branch.company).withKey('area').build();
    await t.uow.run((r) => r.filters.save(area));
    const inBranch = api.as({ key: t.key, resourceId: branch.company.id });
    const bia = await hire('Bia Souza Lima', [{ key: 'area', value: 'RH' }], inBranch);

    expect(idsOf((await api.list({ 'filter[department]': 'RH' })).body)).toEqual([ana]);
    expect(idsOf((await inBranch.list({ 'filter[area]': 'RH' })).body)).toEqual([bia]);
    expectValidationError(await inBranch.list({ 'filter[department]': 'RH' }), ['filter[department]']);
  });
});
