import { describe, expect, it } from '@jest/globals';
import { AnonymiseExpiredEmployees, type Employee, type UnitOfWork, type Repositories } from '@employee/domain';
import { FixedClock, aCompany, anEmployee } from '@employee/domain/testing';
import { TypeOrmUnitOfWork, createDataSource, type Database } from '@employee/persistence-typeorm';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

const EMPLOYEES = 300;
const BATCH = 20;
const RETENTION_DAYS = 180;
const NOW = new Date('2026-11-22T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs `pass` until it anonymises nothing; answers how many it anonymised in all. */
async function drain(pass: AnonymiseExpiredEmployees): Promise<number> {
  let total = 0;
  for (let run = 0; run < 1000; run += 1) {
    const { anonymised } = await pass.execute();
    if (anonymised === 0) return total;
    total += anonymised;
  }
  throw new Error('the retention pass never ran dry');
}

/**
 * Two instances at once (docs/configuration.md, `RETENTION_DAYS_AFTER_DELETION`): two retention claimers, each with
 * its own connection pool on PostgreSQL (on PGlite, the embedded database's one connection), drain 300 employees
 * soft-deleted 200 days ago in batches of 20. Each is anonymised exactly once (one `employee.anonymised` audit event
 * each, actor the system), the two split the work on PostgreSQL, and the recent deletion is left alone.
 */
describe.each(testEngines())('the retention pass of two instances on %s', (engine) => {
  const database = useTestDatabase(engine, 4);

  it(`anonymises each of ${EMPLOYEES} expired employees exactly once [hang 300 s]`, async () => {
    await database().truncate();
    const first = database().uow;
    const company = aCompany().build();
    const expired: Employee[] = Array.from({ length: EMPLOYEES }, (_, n) =>
      anEmployee()
        .of(company)
        .named('Helena Duarte Reis')
        .softDeleted(new Date(NOW.getTime() - 200 * DAY_MS + n * 1000))
        .build(),
    );
    const recent = anEmployee()
      .of(company)
      .softDeleted(new Date(NOW.getTime() - 10 * DAY_MS))
      .build();
    await first.run(async (r) => {
      await r.companies.save(company);
      for (const employee of [...expired, recent]) await r.employees.save(employee);
    });

    let second: Database | null = null;
    let secondUow: UnitOfWork<Repositories> = first;
    if (database().url !== null) {
      second = await createDataSource({ databaseUrl: database().url as string, dataDir: null, poolSize: 4 });
      secondUow = new TypeOrmUnitOfWork(second.dataSource);
    }
    try {
      const clock = new FixedClock(NOW);
      const counts = await Promise.all(
        [first, secondUow].map((uow) =>
          drain(
            new AnonymiseExpiredEmployees(uow, clock, {
              retentionDays: RETENTION_DAYS,
              passBudgetMs: 60_000,
              batchSize: BATCH,
            }),
          ),
        ),
      );

      expect(counts[0]! + counts[1]!).toBe(EMPLOYEES);
      if (engine === 'postgres') expect(counts.every((count) => count > 0)).toBe(true);
    } finally {
      await second?.close();
    }

    const events = await database().dataSource.query<Array<{ entity_id: string; actor_type: string }>>(
      `SELECT entity_id, actor_type FROM audit_events WHERE action = 'employee.anonymised'`,
    );
    expect(events).toHaveLength(EMPLOYEES);
    expect(new Set(events.map((e) => e.entity_id))).toEqual(new Set(expired.map((e) => e.id)));
    expect(new Set(events.map((e) => e.actor_type))).toEqual(new Set(['system']));
    const left = await database().dataSource.query<Array<{ id: string; name: string | null }>>(
      `SELECT id, name FROM employees WHERE anonymised_at IS NULL`,
    );
    expect(left).toEqual([{ id: recent.id, name: 'Maria da Silva' }]);
    const named = await database().dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM employees WHERE name IS NOT NULL OR document IS NOT NULL`,
    );
    expect(named).toEqual([{ n: 1 }]);
  }, 300_000);
});
