import { describe, expect, it } from '@jest/globals';
import { aCompany, aFilter, anEmployee } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import type { DataSource, Logger } from 'typeorm';

const EMPLOYEES = 100_000;
/** Employees of the filter-value plan, in 20 departments of about 1,000 each. */
const FILTERED_EMPLOYEES = 20_000;
const TRIGRAM_INDEXES = ['name', 'social_name', 'document', 'email', 'phone', 'internal_id'].map(
  (c) => `employees_${c}_trgm_idx`,
);

/** Records the SQL TypeORM sends, so the test can EXPLAIN exactly what the repository runs. */
class QueryRecorder implements Logger {
  readonly queries: Array<{ query: string; parameters: unknown[] }> = [];
  logQuery(query: string, parameters?: unknown[]): void {
    this.queries.push({ query, parameters: parameters ?? [] });
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/** Every index a JSON plan reads. */
function indexesIn(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesIn);
  if (plan === null || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
  return [...own, ...Object.values(node).flatMap(indexesIn)];
}

/** `count` generated employees of `companyId` (distinct e-mails, phones, documents), created 1 ms apart. */
async function loadEmployees(dataSource: DataSource, companyId: string, count: number): Promise<void> {
  await dataSource.query(
    `INSERT INTO employees (id, company_id, name, email, phone, document, internal_id, is_on_leave, language,
                            created_at, updated_at)
     SELECT gen_random_uuid(), $1, 'Pessoa ' || initcap(translate(g::text, '0123456789', 'abcdefghij')) || ' Silva',
            'pessoa' || g || '@exemplo.com.br', '+5500' || lpad(g::text, 9, '0'),
            'B' || lpad(g::text, 10, '0'), 'MAT-' || g, false, 'pt-BR', now() + g * interval '1 ms', now()
       FROM generate_series(1, $2::int) g`,
    [companyId, count],
  );
}

/** The indexes the plan of a recorded statement reads. */
async function indexesRead(
  dataSource: DataSource,
  recorded: { query: string; parameters: unknown[] },
): Promise<string[]> {
  const [{ 'QUERY PLAN': plan }] = await dataSource.query<[{ 'QUERY PLAN': unknown }]>(
    `EXPLAIN (FORMAT JSON) ${recorded.query}`,
    recorded.parameters,
  );
  return indexesIn(typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan);
}

/** The preferred engine only (a PostgreSQL server when there is one): loading 100,000 rows takes a while. */
const [engine = 'pglite'] = testEngines();

describe(`employee search plan on ${engine}`, () => {
  const database = useTestDatabase(engine);

  it(
    `answers a search of one company of ` + `${EMPLOYEES.toLocaleString('en')} employees from the pg_trgm indexes`,
    async () => {
      const { dataSource, uow } = database();
      await database().truncate();
      const company = aCompany().build();
      const target = anEmployee().of(company).withEmail('alvo.unico@exemplo.com.br').build();
      await uow.run(async (r) => {
        await r.companies.save(company);
        await r.employees.save(target);
      });
      const options = await dataSource.query<Array<{ relname: string; reloptions: string[] | string }>>(
        `SELECT relname, reloptions FROM pg_class WHERE relname = ANY($1::text[]) ORDER BY relname`,
        [TRIGRAM_INDEXES],
      );
      expect(options.map((o) => [o.relname, String(o.reloptions)])).toEqual(
        [...TRIGRAM_INDEXES].sort().map((index) => [index, expect.stringContaining('fastupdate=off')]),
      );
      // Loading speed only: 100,000 inserts into six GIN indexes with fastupdate off take minutes, so the rows go
      // through the pending list and the indexes are rebuilt afterwards, with the schema's own settings.
      for (const index of TRIGRAM_INDEXES) await dataSource.query(`ALTER INDEX ${index} SET (fastupdate = on)`);
      await loadEmployees(dataSource, company.id, EMPLOYEES);
      for (const index of TRIGRAM_INDEXES) await dataSource.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
      await dataSource.query('REINDEX TABLE employees');
      await dataSource.query('ANALYZE employees');

      const recorder = new QueryRecorder();
      dataSource.setOptions({ logger: recorder, logging: ['query'] });
      const page = await uow.run((r) => r.employees.search(company.id, { search: 'ALVO.UNICO', page: 1, perPage: 10 }));
      dataSource.setOptions({ logging: false });

      expect(page.items.map((e) => e.id)).toEqual([target.id]);
      expect(page.total).toBe(1);
      const searches = recorder.queries.filter((q) => q.query.includes('ILIKE'));
      expect(searches).toHaveLength(1);
      for (const recorded of searches) {
        expect((await indexesRead(dataSource, recorded)).sort()).toEqual([...TRIGRAM_INDEXES].sort());
      }
    },
    120_000,
  );

  it('answers a list narrowed by a filter value from employee_field_values_lookup_idx', async () => {
    const { dataSource, uow } = database();
    await database().truncate();
    const company = aCompany().build();
    const department = aFilter().of(company).withKey('department').build();
    const held = { filterId: department.id, key: 'department', value: 'Auditoria' };
    const target = anEmployee().of(company).withFieldValues([held]).build();
    await uow.run(async (r) => {
      await r.companies.save(company);
      await r.filters.save(department);
      await r.employees.save(target);
    });
    await loadEmployees(dataSource, company.id, FILTERED_EMPLOYEES);
    await dataSource.query(
      `INSERT INTO employee_field_values (employee_id, filter_id, position, value)
       SELECT id, $2, 0, 'Setor ' || (abs(hashtext(id::text)) % 20) FROM employees WHERE company_id = $1 AND id <> $3`,
      [company.id, department.id, target.id],
    );
    await dataSource.query('ANALYZE employees, employee_field_values');

    const recorder = new QueryRecorder();
    dataSource.setOptions({ logger: recorder, logging: ['query'] });
    const wanted = [{ filterId: department.id, value: 'Auditoria' }];
    const page = await uow.run((r) =>
      r.employees.search(company.id, { search: null, page: 1, perPage: 10, fieldValues: wanted }),
    );
    dataSource.setOptions({ logging: false });

    expect([page.items.map((e) => e.id), page.total]).toEqual([[target.id], 1]);
    const narrowed = recorder.queries.filter((q) => q.query.includes('unnest('));
    expect(narrowed).toHaveLength(1);
    expect(await indexesRead(dataSource, narrowed[0] as QueryRecorder['queries'][number])).toContain(
      'employee_field_values_lookup_idx',
    );
  }, 120_000);
});
