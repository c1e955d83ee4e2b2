import { describe, expect, it } from '@jest/globals';
import { aCompany, anEmployee } from '../../builders';
import { at, contractId, seed } from '../harness';
import { changed, type EmployeesContractKit } from './employees-contract-kit';

/**
 * `Employees.claimExpiredDeletions`: the soft-deleted, not anonymised employees deleted strictly before the instant,
 * of every company, oldest deletion first, at most `limit` (the retention after deletion, docs/lgpd.md).
 */
export function claimExpiredDeletionsContract({ harness, run }: EmployeesContractKit): void {
  describe('claimExpiredDeletions', () => {
    const seedDeletions = async () => {
      const [one, other] = [aCompany().build(), aCompany().build()];
      const deleted = (n: number, company = one) =>
        anEmployee()
          .of(company)
          .withId(contractId(n))
          .createdAt(at(n))
          .softDeleted(at(100 * n))
          .build();
      const oldest = deleted(1, other);
      const older = deleted(2);
      const atTheInstant = deleted(3);
      const recent = deleted(4);
      const active = anEmployee().of(one).withId(contractId(5)).createdAt(at(5)).build();
      const anonymised = changed(deleted(6), { deletedAt: at(50), anonymisedAt: at(60) });
      await seed(harness().uow, {
        companies: [one, other],
        employees: [oldest, older, atTheInstant, recent, active, anonymised],
      });
      return { oldest, older };
    };

    it('claims the employees deleted before the instant, of any company, oldest first; no anonymised one', async () => {
      const { oldest, older } = await seedDeletions();

      expect(await run((r) => r.employees.claimExpiredDeletions(at(300), 10))).toEqual([oldest.id, older.id]);
      expect(await run((r) => r.employees.claimExpiredDeletions(at(1000), 1))).toEqual([oldest.id]);
      expect(await run((r) => r.employees.claimExpiredDeletions(at(100), 10))).toEqual([]);
    });
  });
}
