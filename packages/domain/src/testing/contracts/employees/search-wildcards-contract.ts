import { describe, expect, it } from '@jest/globals';
import { aCompany, anEmployee } from '../../builders';
import { at, contractId, seed } from '../harness';
import { type EmployeesContractKit, query } from './employees-contract-kit';

/** `Employees.search`: `%`, `_` and `\` in a term match themselves. */
export function searchWildcardsContract({ harness, search }: EmployeesContractKit): void {
  describe('wildcards match literally', () => {
    const seedWildcards = async () => {
      const company = aCompany().build();
      const make = (n: number, internalId: string) =>
        anEmployee().of(company).withId(contractId(n)).withInternalId(internalId).createdAt(at(n)).build();
      const e = {
        percent: make(1, 'A%B'),
        underscore: make(2, 'A_B'),
        backslash: make(3, 'A\\B'),
        x: make(4, 'AXB'),
        bare: make(5, 'AB'),
      };
      await seed(harness().uow, { companies: [company], employees: Object.values(e) });
      return { company, e };
    };
    const idsFor = async (companyId: string, term: string) =>
      (await search(companyId, query(term))).items.map((x) => x.id);

    it('"%" finds only values holding a percent sign', async () => {
      const { company, e } = await seedWildcards();
      expect(await idsFor(company.id, '%')).toEqual([e.percent.id]);
      expect(await idsFor(company.id, 'a%b')).toEqual([e.percent.id]);
      expect((await search(company.id, query('%'))).total).toBe(1);
    });

    it('"_" finds only values holding an underscore, never any single character', async () => {
      const { company, e } = await seedWildcards();
      expect(await idsFor(company.id, '_')).toEqual([e.underscore.id]);
      expect(await idsFor(company.id, 'A_B')).toEqual([e.underscore.id]);
    });

    it('"\\" finds only values holding a backslash, and does not escape what follows', async () => {
      const { company, e } = await seedWildcards();
      expect(await idsFor(company.id, '\\')).toEqual([e.backslash.id]);
      expect(await idsFor(company.id, 'a\\b')).toEqual([e.backslash.id]);
      expect(await idsFor(company.id, '\\%')).toEqual([]);
      expect(await idsFor(company.id, '\\_')).toEqual([]);
    });
  });
}
