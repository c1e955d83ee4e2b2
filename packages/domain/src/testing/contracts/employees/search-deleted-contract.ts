import { describe, expect, it } from '@jest/globals';
import { aCompany, anEmployee } from '../../builders';
import { at, contractId, seed } from '../harness';
import { cpfFrom, type EmployeesContractKit, query, summary } from './employees-contract-kit';

/** `Employees.searchDeleted`: scope, order (newest deletion first), pagination and matching. */
export function searchDeletedContract({ harness, searchDeleted, softDelete }: EmployeesContractKit): void {
  describe('searchDeleted', () => {
    it("lists only the company's soft-deleted employees, newest deletion first, as whole aggregates", async () => {
      const company = aCompany().build();
      const other = aCompany().build();
      const active = anEmployee().of(company).createdAt(at(1)).build();
      const older = anEmployee().of(company).withId(contractId(1)).createdAt(at(2)).softDeleted(at(10)).build();
      const newer = anEmployee().of(company).withId(contractId(2)).createdAt(at(3)).softDeleted(at(30)).build();
      const foreign = anEmployee().of(other).createdAt(at(4)).softDeleted(at(40)).build();
      await seed(harness().uow, { companies: [company, other], employees: [active, older, newer, foreign] });

      const page = await searchDeleted(company.id, query(null));

      expect(summary(page)).toEqual({ ids: [newer.id, older.id], total: 2, page: 1, perPage: 10, lastPage: 1 });
      expect(page.items.map((e) => e.toProps())).toEqual([newer.toProps(), older.toProps()]);
    });

    it('orders equal deletion times by id, and sees a deletion made through save', async () => {
      const company = aCompany().build();
      const highId = anEmployee().of(company).withId(contractId(3)).createdAt(at(1)).softDeleted(at(20)).build();
      const lowId = anEmployee().of(company).withId(contractId(2)).createdAt(at(2)).softDeleted(at(20)).build();
      const live = anEmployee().of(company).withId(contractId(1)).createdAt(at(3)).build();
      await seed(harness().uow, { companies: [company], employees: [highId, lowId, live] });
      await softDelete(live.id, at(50));

      expect(summary(await searchDeleted(company.id, query(null)))).toMatchObject({
        ids: [live.id, lowId.id, highId.id],
        total: 3,
      });
    });

    it('slices pages with the exact total and last page, and answers a page past the end with no items', async () => {
      const company = aCompany().build();
      const deleted = [1, 2, 3, 4, 5].map((n) =>
        anEmployee()
          .of(company)
          .withId(contractId(n))
          .createdAt(at(n))
          .softDeleted(at(100 - n))
          .build(),
      );
      await seed(harness().uow, { companies: [company], employees: deleted });
      const ids = deleted.map((e) => e.id);

      expect(summary(await searchDeleted(company.id, query(null, 2, 2)))).toEqual({
        ids: ids.slice(2, 4),
        total: 5,
        page: 2,
        perPage: 2,
        lastPage: 3,
      });
      expect(summary(await searchDeleted(company.id, query(null, 4, 2)))).toEqual({
        ids: [],
        total: 5,
        page: 4,
        perPage: 2,
        lastPage: 3,
      });
    });

    it('searches the deleted ones like search does: any searched column, any case, % taken literally', async () => {
      const company = aCompany().build();
      const target = anEmployee()
        .of(company)
        .withId(contractId(1))
        .createdAt(at(1))
        .named('Heloísa Quintanilha Barros')
        .withDocument(cpfFrom('987654321'))
        .withInternalId('100%')
        .softDeleted(at(10))
        .build();
      const decoy = anEmployee()
        .of(company)
        .withId(contractId(2))
        .createdAt(at(2))
        .named('Carlos Pereira Lima')
        .withDocument(cpfFrom('111444777'))
        .withPhone('+5511955550000')
        .withInternalId('1000')
        .softDeleted(at(20))
        .build();
      const liveNamesake = anEmployee().of(company).createdAt(at(3)).named('Heloísa Quintanilha').build();
      await seed(harness().uow, { companies: [company], employees: [target, decoy, liveNamesake] });
      const find = async (term: string) => summary(await searchDeleted(company.id, query(term)));

      expect(await find('QUINTANILHA')).toEqual({ ids: [target.id], total: 1, page: 1, perPage: 10, lastPage: 1 });
      expect((await find('765432')).ids).toEqual([target.id]);
      expect((await find('%')).ids).toEqual([target.id]);
      expect((await find('_')).ids).toEqual([]);
      expect((await find('lima')).ids).toEqual([decoy.id]);
      expect((await find('987.654.321')).ids).toEqual([target.id]);
      expect((await find('+55 (11) 95555-0000')).ids).toEqual([decoy.id]);
    });

    it('answers an empty first page for a company without deleted employees', async () => {
      const company = aCompany().build();
      await seed(harness().uow, { companies: [company], employees: [anEmployee().of(company).build()] });

      expect(summary(await searchDeleted(company.id, query(null)))).toEqual({
        ids: [],
        total: 0,
        page: 1,
        perPage: 10,
        lastPage: 1,
      });
    });
  });
}
