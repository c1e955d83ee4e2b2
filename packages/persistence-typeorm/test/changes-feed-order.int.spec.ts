import { describe, expect, it } from '@jest/globals';
import { aCompany, anEmployee } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { ChangeJournal } from '../src/history/change-journal';
import { lockCompanyHistories } from '../src/history/company-history-lock';
import { repositoriesOf } from '../src/kernel/typeorm-unit-of-work';

/** Whether `promise` is still pending after `ms` milliseconds. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timeout = new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms));
  return (await Promise.race([promise.then(() => 'settled'), timeout])) === 'pending';
}

/**
 * Two controlled transactions on a PostgreSQL server (the embedded database runs one transaction at a time, so it
 * cannot interleave them): the one that numbered its feed entry first holds its company's history lock until it
 * commits, so a later writer of the same company waits to number its own, and a reader never sees the later
 * entry before the earlier one; another company's writer does not wait. Source: docs/persistence.md#changes-feed.
 */
describe.each(testEngines().filter((engine) => engine === 'postgres'))('changes feed numbering on %s', (engine) => {
  const database = useTestDatabase(engine, 4);

  it("numbers a company's entries in commit order: a late committer's entry is never passed over", async () => {
    await database().truncate();
    const { dataSource, uow } = database();
    const [company, other] = [aCompany().build(), aCompany().build()];
    const [early, late, elsewhere] = [
      anEmployee().of(company).build(),
      anEmployee().of(company).build(),
      anEmployee().of(other).build(),
    ];
    await uow.run(async (r) => {
      await r.companies.save(company);
      await r.companies.save(other);
    });
    const feedOf = (companyId: string) =>
      uow.run(async (r) => (await r.employeeChanges.since(companyId, 0, 10)).entries);

    const first = dataSource.createQueryRunner();
    await first.connect();
    try {
      await first.startTransaction();
      const journal = new ChangeJournal();
      await repositoriesOf(first.manager, journal).employees.save(early);
      await lockCompanyHistories(first.manager, journal.companyIds());
      await journal.flush(first.manager); // numbered, not committed yet

      const second = uow.run((r) => r.employees.save(late));
      expect(await pendingAfter(second, 300)).toBe(true);
      await uow.run((r) => r.employees.save(elsewhere)); // another company never waits
      expect(await feedOf(company.id)).toEqual([]);

      await first.commitTransaction();
      await second;
    } finally {
      await first.release();
    }

    const entries = await feedOf(company.id);
    expect(entries.map((e) => e.id)).toEqual([early.id, late.id]);
    expect(entries[0]?.seq).toBeLessThan(entries[1]?.seq ?? 0);
    expect((await feedOf(other.id)).map((e) => e.id)).toEqual([elsewhere.id]);
  });
});
