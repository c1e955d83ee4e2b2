import { beforeEach, describe, expect, it } from '@jest/globals';
import { Employee } from '@employee/domain';
import { aCompany, aFilter, anEmployee, at } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { ChangesFeeds1764400000001 } from '../src/migrations/1764400000001-changes-feeds';

/**
 * The migration that brings the changes feeds (docs/persistence.md#changes-feed): the employees and filters that
 * existed before it get one entry each, at their current version, a tombstone when deleted, in list order, so a
 * client's first read without a cursor starts with the company's history still kept.
 */
describe.each(testEngines())('migration ChangesFeeds1764400000001 on %s', (engine) => {
  const database = useTestDatabase(engine);

  beforeEach(async () => {
    await database().truncate();
  });

  it('enters every existing employee and filter once, at its version, the deleted ones as tombstones', async () => {
    const company = aCompany().build();
    const active = anEmployee().of(company).createdAt(at(0)).build();
    const revised = Employee.fromProps({ ...anEmployee().of(company).createdAt(at(1)).build().toProps(), version: 4 });
    const deleted = anEmployee().of(company).createdAt(at(2)).softDeleted(at(3)).build();
    const filter = aFilter().of(company).createdAt(at(0)).inactive().build();
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      await r.filters.save(filter);
      for (const employee of [deleted, revised, active]) await r.employees.save(employee);
    });
    const runner = database().dataSource.createQueryRunner();
    try {
      await new ChangesFeeds1764400000001().down(runner);
      await new ChangesFeeds1764400000001().up(runner);
    } finally {
      await runner.release();
    }

    const { employees, filters } = await database().uow.run(async (r) => ({
      employees: await r.employeeChanges.since(company.id, 0, 10),
      filters: await r.filterChanges.since(company.id, 0, 10),
    }));
    expect(employees.entries.map(({ id, version, change }) => [id, version, change])).toEqual([
      [active.id, 1, 'upsert'],
      [revised.id, 4, 'upsert'],
      [deleted.id, 1, 'delete'],
    ]);
    expect(filters.entries.map(({ id, version, change }) => [id, version, change])).toEqual([[filter.id, 1, 'delete']]);
  });
});
