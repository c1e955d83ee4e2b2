import { describe, expect, it } from '@jest/globals';
import { aCompany, aFilter, anEmployee } from '../../builders';
import { at, contractId, seed, walkByCursor } from '../harness';
import { campaignOf, type EmployeesContractKit, query, summary, valueOf } from './employees-contract-kit';
import { searchFieldValuesContract } from './search-field-values-contract';
import { searchMatchingContract } from './search-matching-contract';
import { searchWildcardsContract } from './search-wildcards-contract';

/** `Employees.search`: scope, order and pagination, then matching, literal wildcards and filter values. */
export function searchContract(kit: EmployeesContractKit): void {
  const { harness, search } = kit;
  describe('search', () => {
    it("lists only the company's non-deleted employees, as whole aggregates", async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const filter = aFilter().of(company).build();
      const campaign = campaignOf(company, contractId(1), at(0));
      const first = anEmployee()
        .of(company)
        .withFieldValues([valueOf(filter, 'Vendas')])
        .inCampaigns(campaign.id)
        .firedOn('10/02/2026', at(99), 'Motivo')
        .createdAt(at(1))
        .build();
      const second = anEmployee().of(company).withSocialName('Zé Souza').createdAt(at(2)).build();
      const gone = anEmployee().of(company).createdAt(at(3)).softDeleted(at(4)).build();
      const foreign = anEmployee().of(other).createdAt(at(0)).build();
      await seed(harness().uow, {
        companies: [company, other],
        filters: [filter],
        campaigns: [campaign],
        employees: [first, second, gone, foreign],
      });

      const page = await search(company.id, query(null));

      expect(summary(page)).toEqual({ ids: [first.id, second.id], total: 2, page: 1, perPage: 10, lastPage: 1 });
      expect(page.items.map((e) => e.toProps())).toEqual([first.toProps(), second.toProps()]);
    });

    it('orders by createdAt, then id', async () => {
      const company = aCompany().build();
      const late = anEmployee().of(company).withId(contractId(1)).createdAt(at(20)).build();
      const earlyHighId = anEmployee().of(company).withId(contractId(3)).createdAt(at(10)).build();
      const earlyLowId = anEmployee().of(company).withId(contractId(2)).createdAt(at(10)).build();
      const earliest = anEmployee().of(company).withId(contractId(4)).createdAt(at(5)).build();
      await seed(harness().uow, { companies: [company], employees: [late, earlyHighId, earliest, earlyLowId] });

      const page = await search(company.id, query(null));
      const walked = await walkByCursor((request) => search(company.id, { ...request, search: null }), 1);
      const searched = await walkByCursor((request) => search(company.id, { ...request, search: 'a' }), 3);

      expect(page.items.map((e) => e.id)).toEqual([earliest.id, earlyLowId.id, earlyHighId.id, late.id]);
      expect(walked).toEqual([earliest.id, earlyLowId.id, earlyHighId.id, late.id]);
      expect(searched).toEqual([earliest.id, earlyLowId.id, earlyHighId.id, late.id]);
    });

    it('slices pages with the exact total and last page, and answers a page past the end with no items', async () => {
      const company = aCompany().build();
      const employees = [1, 2, 3, 4, 5].map((n) =>
        anEmployee().of(company).withId(contractId(n)).createdAt(at(n)).build(),
      );
      const gone = anEmployee().of(company).withId(contractId(6)).createdAt(at(6)).softDeleted(at(7)).build();
      await seed(harness().uow, { companies: [company], employees: [...employees, gone] });
      const ids = employees.map((e) => e.id);

      expect(summary(await search(company.id, query(null, 1, 2)))).toEqual({
        ids: ids.slice(0, 2),
        total: 5,
        page: 1,
        perPage: 2,
        lastPage: 3,
      });
      expect(summary(await search(company.id, query(null, 2, 2)))).toEqual({
        ids: ids.slice(2, 4),
        total: 5,
        page: 2,
        perPage: 2,
        lastPage: 3,
      });
      expect(summary(await search(company.id, query(null, 3, 2)))).toEqual({
        ids: ids.slice(4),
        total: 5,
        page: 3,
        perPage: 2,
        lastPage: 3,
      });
      expect(summary(await search(company.id, query(null, 4, 2)))).toEqual({
        ids: [],
        total: 5,
        page: 4,
        perPage: 2,
        lastPage: 3,
      });
      expect(summary(await search(company.id, query(null, 1, 5)))).toEqual({
        ids,
        total: 5,
        page: 1,
        perPage: 5,
        lastPage: 1,
      });
    });

    it('answers an empty first page for a company without employees', async () => {
      const company = aCompany().build();
      await seed(harness().uow, { companies: [company] });

      expect(summary(await search(company.id, query(null)))).toEqual({
        ids: [],
        total: 0,
        page: 1,
        perPage: 10,
        lastPage: 1,
      });
    });

    searchMatchingContract(kit);

    searchWildcardsContract(kit);

    searchFieldValuesContract(kit);
  });
}
