import { describe, expect, it } from '@jest/globals';
import { Filter, type FilterProps } from '../../directory/filter';
import { FILTER_INVALID } from '../../directory/filter.errors';
import type { Page, PageRequest } from '../../kernel/page';
import type { Repositories } from '../../repositories';
import { ValidationError } from '../../kernel/violations';
import { aCompany, aFilter } from '../builders';
import { at, contractId, seed, NOT_A_UUID, UNKNOWN_ID, useHarness, walkByCursor, type HarnessFactory } from './harness';

function changed(filter: Filter, change: Partial<FilterProps>): Filter {
  return Filter.fromProps({ ...filter.toProps(), ...change });
}

function summary(page: Page<Filter>): {
  ids: string[];
  total: number | null;
  page: number | null;
  perPage: number;
  lastPage: number | null;
} {
  return {
    ids: page.items.map((f) => f.id),
    total: page.total,
    page: page.page,
    perPage: page.perPage,
    lastPage: page.lastPage,
  };
}

/**
 * The contract of the `Filters` port: round trips, active filters of a company in list order, pagination,
 * and the unique key among a company's active filters (`FILTER.KEY_TAKEN`).
 */
export function filtersContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`Filters contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const propsOf = async (id: string): Promise<FilterProps | null> =>
      (await run((r) => r.filters.ofId(id)))?.toProps() ?? null;
    const save = (filter: Filter): Promise<void> => run((r) => r.filters.save(filter));
    const expectKeyTaken = async (attempt: Promise<unknown>): Promise<void> => {
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toMatchObject({ code: FILTER_INVALID });
      await expect(attempt).rejects.toHaveProperty('violations', {
        key: [{ code: 'FILTER.KEY_TAKEN', message: expect.any(String) }],
      });
    };

    describe('save and ofId', () => {
      it('round-trips a filter with every property set', async () => {
        const company = aCompany().build();
        const filter = changed(
          aFilter().of(company).withKey('cost_center').required().withDefault('Sem centro').createdAt(at(0)).build(),
          {
            name: 'Centro de Custo',
            updatedAt: at(30),
          },
        );
        await seed(harness().uow, { companies: [company], filters: [filter] });

        expect(await propsOf(filter.id)).toEqual(filter.toProps());
      });

      it('returns an inactive filter too', async () => {
        const company = aCompany().build();
        const filter = aFilter().of(company).inactive().createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], filters: [filter] });

        expect(await propsOf(filter.id)).toEqual(filter.toProps());
      });

      it('answers null for an unknown id, and for one that is not a UUID', async () => {
        expect(await propsOf(UNKNOWN_ID)).toBeNull();
        expect(await propsOf(NOT_A_UUID)).toBeNull();
      });

      it('updates a stored filter', async () => {
        const company = aCompany().build();
        const filter = aFilter().of(company).withKey('site').withDefault('Matriz').createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], filters: [filter] });

        const updated = changed(filter, {
          key: 'branch',
          name: 'Filial',
          isRequired: true,
          defaultValue: null,
          updatedAt: at(10),
        });
        await save(updated);
        expect(await propsOf(filter.id)).toEqual(updated.toProps());

        const deactivated = changed(updated, { active: false, updatedAt: at(20) });
        await save(deactivated);
        expect(await propsOf(filter.id)).toEqual(deactivated.toProps());
      });
    });

    describe('activeOfCompany and listActive', () => {
      it("lists the company's active filters only, ordered by createdAt then id", async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const late = aFilter().of(company).withId(contractId(1)).withKey('late').createdAt(at(20)).build();
        const earlyHighId = aFilter().of(company).withId(contractId(3)).withKey('early_high').createdAt(at(10)).build();
        const earlyLowId = aFilter().of(company).withId(contractId(2)).withKey('early_low').createdAt(at(10)).build();
        const inactive = aFilter()
          .of(company)
          .withId(contractId(4))
          .withKey('inactive')
          .inactive()
          .createdAt(at(1))
          .build();
        const foreign = aFilter().of(other).withId(contractId(5)).withKey('foreign').createdAt(at(1)).build();
        await seed(harness().uow, {
          companies: [company, other],
          filters: [late, earlyHighId, inactive, foreign, earlyLowId],
        });

        const active = await run((r) => r.filters.activeOfCompany(company.id));

        expect(active.map((f) => f.toProps())).toEqual([earlyLowId.toProps(), earlyHighId.toProps(), late.toProps()]);
        expect((await run((r) => r.filters.activeOfCompany(other.id))).map((f) => f.id)).toEqual([foreign.id]);
        expect(await run((r) => r.filters.activeOfCompany(UNKNOWN_ID))).toEqual([]);
        expect(await run((r) => r.filters.activeOfCompany(NOT_A_UUID))).toEqual([]);
        expect((await run((r) => r.filters.listActive(NOT_A_UUID, { page: 1, perPage: 10 }))).total).toBe(0);
      });

      it('pages the active filters with the exact total and last page', async () => {
        const company = aCompany().build();
        const other = aCompany().build();
        const filters = [1, 2, 3, 4, 5].map((n) =>
          aFilter().of(company).withId(contractId(n)).withKey(`key_${n}`).createdAt(at(n)).build(),
        );
        const inactive = aFilter()
          .of(company)
          .withId(contractId(6))
          .withKey('key_6')
          .inactive()
          .createdAt(at(0))
          .build();
        const foreign = aFilter().of(other).withId(contractId(7)).withKey('key_1').createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company, other], filters: [...filters, inactive, foreign] });
        const ids = filters.map((f) => f.id);
        const list = async (page: PageRequest) => summary(await run((r) => r.filters.listActive(company.id, page)));

        expect(await list({ page: 1, perPage: 2 })).toEqual({
          ids: ids.slice(0, 2),
          total: 5,
          page: 1,
          perPage: 2,
          lastPage: 3,
        });
        expect(await list({ page: 2, perPage: 2 })).toEqual({
          ids: ids.slice(2, 4),
          total: 5,
          page: 2,
          perPage: 2,
          lastPage: 3,
        });
        expect(await list({ page: 3, perPage: 2 })).toEqual({
          ids: ids.slice(4),
          total: 5,
          page: 3,
          perPage: 2,
          lastPage: 3,
        });
        expect(await list({ page: 4, perPage: 2 })).toEqual({ ids: [], total: 5, page: 4, perPage: 2, lastPage: 3 });
        expect(await list({ page: 1, perPage: 10 })).toEqual({ ids, total: 5, page: 1, perPage: 10, lastPage: 1 });
        const page = await run((r) => r.filters.listActive(company.id, { page: 1, perPage: 1 }));
        expect(page.items.map((f) => f.toProps())).toEqual([filters[0]?.toProps()]);
        expect(await walkByCursor((request) => run((r) => r.filters.listActive(company.id, request)), 2)).toEqual(ids);
      });

      it('answers an empty first page for a company without active filters', async () => {
        const company = aCompany().build();
        await seed(harness().uow, { companies: [company], filters: [aFilter().of(company).inactive().build()] });

        expect(summary(await run((r) => r.filters.listActive(company.id, { page: 1, perPage: 10 })))).toEqual({
          ids: [],
          total: 0,
          page: 1,
          perPage: 10,
          lastPage: 1,
        });
      });
    });

    describe('unique key', () => {
      it('rejects the key of another active filter of the same company with FILTER.KEY_TAKEN', async () => {
        const company = aCompany().build();
        const first = aFilter().of(company).withKey('department').createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], filters: [first] });

        const second = aFilter().of(company).withKey('department').createdAt(at(1)).build();
        await expectKeyTaken(save(second));

        expect(await propsOf(second.id)).toBeNull();
      });

      it('rejects an update to the key of another active filter of the same company', async () => {
        const company = aCompany().build();
        const first = aFilter().of(company).withKey('department').createdAt(at(0)).build();
        const second = aFilter().of(company).withKey('site').createdAt(at(1)).build();
        await seed(harness().uow, { companies: [company], filters: [first, second] });

        await expectKeyTaken(save(changed(second, { key: 'department', updatedAt: at(2) })));

        expect(await propsOf(second.id)).toEqual(second.toProps());
      });

      it('accepts the same key in another company', async () => {
        const first = aCompany().build();
        const second = aCompany().build();
        const mine = aFilter().of(first).withKey('department').createdAt(at(0)).build();
        await seed(harness().uow, { companies: [first, second], filters: [mine] });

        const theirs = aFilter().of(second).withKey('department').createdAt(at(1)).build();
        await save(theirs);

        expect(await propsOf(theirs.id)).toEqual(theirs.toProps());
      });

      it('accepts the key of a deactivated filter', async () => {
        const company = aCompany().build();
        const first = aFilter().of(company).withKey('department').createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], filters: [first] });
        await save(changed(first, { active: false, updatedAt: at(1) }));

        const second = aFilter().of(company).withKey('department').createdAt(at(2)).build();
        await save(second);

        expect(await propsOf(second.id)).toEqual(second.toProps());
        expect((await run((r) => r.filters.activeOfCompany(company.id))).map((f) => f.id)).toEqual([second.id]);
      });

      it('accepts saving a filter again under its own key', async () => {
        const company = aCompany().build();
        const filter = aFilter().of(company).withKey('department').createdAt(at(0)).build();
        await seed(harness().uow, { companies: [company], filters: [filter] });

        const renamed = changed(filter, { name: 'Departamento', updatedAt: at(1) });
        await save(renamed);

        expect(await propsOf(filter.id)).toEqual(renamed.toProps());
      });
    });
  });
}
