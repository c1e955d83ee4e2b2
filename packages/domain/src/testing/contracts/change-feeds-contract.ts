import { describe, expect, it } from '@jest/globals';
import type { Company } from '../../tenancy/company';
import { Employee } from '../../directory/employee';
import type { Filter } from '../../directory/filter';
import type { ChangeEntries } from '../../history/change-feed';
import type { Repositories } from '../../repositories';
import { aCompany, aFilter, anEmployee } from '../builders';
import { at, NOT_A_UUID, seed, UNKNOWN_ID, useHarness, type HarnessFactory } from './harness';

/** The entries without their `seq`, which only has to grow. */
function kinds(page: ChangeEntries): Array<[string, number, string]> {
  return page.entries.map((e) => [e.id, e.version, e.change]);
}

/**
 * The contract of the `ChangeFeed` port (`employeeChanges`, `filterChanges`) together with the repositories that
 * append to it: every version a unit of work stores is entered once, in commit order, per company; deletions are
 * tombstones; a rolled-back unit of work enters nothing; `Employees.ofIds` and `Filters.ofIds` read current states.
 * Source: docs/change-history.md#the-changes-feeds.
 */
export function changeFeedsContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`ChangeFeed contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const run = <T>(work: (r: Repositories) => Promise<T>): Promise<T> => harness().uow.run(work);
    const employeeFeed = (company: Company, after = 0, limit = 100) =>
      run((r) => r.employeeChanges.since(company.id, after, limit));
    /** Stores the next version of the employee, as any change would. */
    const revise = (id: string) =>
      run(async (r) => {
        const employee = (await r.employees.ofId(id)) as Employee;
        await r.employees.save(Employee.fromProps({ ...employee.toProps(), version: employee.version + 1 }));
      });

    it('enters every stored version of an employee once, in order, a soft delete as a tombstone', async () => {
      const company = aCompany().build();
      const employee = anEmployee().of(company).createdAt(at(0)).build();
      await seed(harness().uow, { companies: [company], employees: [employee] });
      await revise(employee.id);
      await run(async (r) => {
        const stored = (await r.employees.ofId(employee.id)) as Employee;
        stored.softDelete(at(60));
        await r.employees.save(stored);
      });

      const page = await employeeFeed(company);
      expect(kinds(page)).toEqual([
        [employee.id, 1, 'upsert'],
        [employee.id, 2, 'upsert'],
        [employee.id, 3, 'delete'],
      ]);
      expect(page.hasMore).toBe(false);
      const seqs = page.entries.map((e) => e.seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
      expect(new Set(seqs).size).toBe(3);
    });

    it('enters nothing for a save that stores no new version, nor for a unit of work that rolls back', async () => {
      const company = aCompany().build();
      const employee = anEmployee().of(company).build();
      await seed(harness().uow, { companies: [company], employees: [employee] });
      await run(async (r) => r.employees.save((await r.employees.ofId(employee.id)) as Employee));
      await expect(
        run(async (r) => {
          const stored = (await r.employees.ofId(employee.id)) as Employee;
          await r.employees.save(Employee.fromProps({ ...stored.toProps(), version: 2 }));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');

      expect(kinds(await employeeFeed(company))).toEqual([[employee.id, 1, 'upsert']]);
    });

    it('reads on after a seq, `limit` at a time, and says when more follow', async () => {
      const company = aCompany().build();
      const employees = [0, 1, 2].map((n) => anEmployee().of(company).createdAt(at(n)).build());
      await seed(harness().uow, { companies: [company] });
      for (const employee of employees) await run((r) => r.employees.save(employee));

      const first = await employeeFeed(company, 0, 2);
      expect(kinds(first).map(([id]) => id)).toEqual([employees[0]?.id, employees[1]?.id]);
      expect(first.hasMore).toBe(true);
      const rest = await employeeFeed(company, first.entries.at(-1)?.seq, 2);
      expect(kinds(rest).map(([id]) => id)).toEqual([employees[2]?.id]);
      expect(rest.hasMore).toBe(false);
      expect(await employeeFeed(company, rest.entries.at(-1)?.seq, 2)).toEqual({ entries: [], hasMore: false });
    });

    it("never shows another company's entries; unknown and non-UUID companies have none", async () => {
      const [mine, other] = [aCompany().build(), aCompany().build()];
      const theirs = anEmployee().of(other).build();
      await seed(harness().uow, { companies: [mine, other], employees: [anEmployee().of(mine).build(), theirs] });

      expect(kinds(await employeeFeed(mine)).map(([id]) => id)).not.toContain(theirs.id);
      expect(kinds(await employeeFeed(other))).toEqual([[theirs.id, 1, 'upsert']]);
      for (const companyId of [UNKNOWN_ID, NOT_A_UUID]) {
        expect(await run((r) => r.employeeChanges.since(companyId, 0, 10))).toEqual({ entries: [], hasMore: false });
      }
    });

    it("gives the head of a company's feed: its latest seq, moved by its own changes only", async () => {
      const [mine, other] = [aCompany().build(), aCompany().build()];
      const employee = anEmployee().of(mine).build();
      await seed(harness().uow, { companies: [mine, other], employees: [employee] });
      const head = () => run((r) => r.employeeChanges.headOf(mine.id));

      const first = await head();
      expect(first).toBe((await employeeFeed(mine)).entries.at(-1)?.seq);
      await seed(harness().uow, { employees: [anEmployee().of(other).build()] });
      expect(await head()).toBe(first);
      await revise(employee.id);
      expect(await head()).toBeGreaterThan(first);
      for (const companyId of [UNKNOWN_ID, NOT_A_UUID]) {
        expect(await run((r) => r.employeeChanges.headOf(companyId))).toBe(0);
      }
    });

    it('enters the settlement of a due firing as a tombstone of the new version', async () => {
      const company = aCompany().build();
      const fired = anEmployee().of(company).firedOn('10/02/2026', at(10)).build();
      await seed(harness().uow, { companies: [company], employees: [fired] });
      await run((r) => r.employees.settleFiringsDueBy(at(20)));

      expect(kinds(await employeeFeed(company))).toEqual([
        [fired.id, 1, 'upsert'],
        [fired.id, 2, 'delete'],
      ]);
    });

    it("enters a filter's versions, its deactivation as a tombstone", async () => {
      const company = aCompany().build();
      const filter = aFilter().of(company).createdAt(at(0)).build();
      await seed(harness().uow, { companies: [company], filters: [filter] });
      await run(async (r) => {
        const stored = (await r.filters.ofId(filter.id)) as Filter;
        stored.deactivate(at(5));
        await r.filters.save(stored);
      });

      const page = await run((r) => r.filterChanges.since(company.id, 0, 10));
      expect(kinds(page)).toEqual([
        [filter.id, 1, 'upsert'],
        [filter.id, 2, 'delete'],
      ]);
      expect(await run((r) => r.employeeChanges.since(company.id, 0, 10))).toEqual({ entries: [], hasMore: false });
    });

    it('ofIds gives the stored employees and filters in any state, ignoring unknown and non-UUID ids', async () => {
      const company = aCompany().build();
      const [kept, deleted] = [anEmployee().of(company).build(), anEmployee().of(company).softDeleted(at(1)).build()];
      const filter = aFilter().of(company).inactive().build();
      await seed(harness().uow, { companies: [company], filters: [filter], employees: [kept, deleted] });

      const employees = await run((r) => r.employees.ofIds([kept.id, deleted.id, UNKNOWN_ID, NOT_A_UUID]));
      expect(employees.map((e) => e.toProps()).sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
        [kept, deleted].map((e) => e.toProps()).sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      expect((await run((r) => r.filters.ofIds([filter.id, NOT_A_UUID]))).map((f) => f.toProps())).toEqual([
        filter.toProps(),
      ]);
    });
  });
}
