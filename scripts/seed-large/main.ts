import { createDataSource, migrate } from '@employee/persistence-typeorm';
import { enterLoadedRowsInFeeds } from '@employee/persistence-typeorm/testing';
import { Pool } from 'pg';
import { parseFlags } from '../cli/flags';
import { PersonNames } from '../make-workforce/person-names';
import { seededFaker } from '../make-workforce/seeded-faker';
import { campaignLinkLines, createdStepMs, EMPLOYEE_COLUMNS, employeeLine, fieldValueLines } from './copy-rows';
import { copyInto } from './copy-into';
import { rowsForActive } from './employee-numbers';
import { seedLayout, type SeedCompany } from './layout';
import { progress } from '../cli/progress';
import { insertReferenceRows } from './reference-rows';
import { createIndexes, dropSecondaryIndexes } from './secondary-indexes';

const USAGE =
  'usage: DATABASE_URL=postgres://… npm run bench:seed -- ' +
  '[--big 1000000] [--small 10000] [--small-companies 10] [--seed 1] [--reset]';
const LOADED_TABLES = ['employees', 'employee_field_values', 'campaign_links'];
const ALL_TABLES = [
  'employee_changes',
  'filter_changes',
  'active_employee_counts',
  'campaign_links',
  'employee_field_values',
  'employees',
  'campaigns',
  'filters',
  'api_keys',
  'companies',
];

function settings() {
  const values = parseFlags(process.argv.slice(2), {
    big: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '10000' },
    'small-companies': { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  });
  const count = (name: string, raw: string | undefined, min: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > 20_000_000)
      throw new Error(`--${name} must be an integer from ${min} to 20,000,000`);
    return value;
  };
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('set DATABASE_URL to the PostgreSQL database to load (postgres://…)');
  return {
    databaseUrl,
    sizes: {
      big: count('big', values.big, 1),
      small: count('small', values.small, 0),
      smallCompanies: count('small-companies', values['small-companies'], 0),
    },
    seed: count('seed', values.seed, 0),
    reset: values.reset ?? false,
  };
}

/** Employee numbers of `company`, in order. */
function* numbersOf(company: SeedCompany): Generator<number> {
  for (let n = company.firstNumber; n < company.firstNumber + company.employees; n += 1) yield n;
}

function* linesOf(
  companies: readonly SeedCompany[],
  lines: (n: number, company: SeedCompany) => string[],
): Generator<string> {
  for (const company of companies) for (const n of numbersOf(company)) yield* lines(n, company);
}

/**
 * `npm run bench:seed`: loads the benchmark database (docs/performance.md) into `DATABASE_URL` — migrates it, then one
 * company of `--big` active employees and `--small-companies` of `--small` (with field values and campaign
 * links; ~1% more soft-deleted and ~1% more fired on top) with COPY, the secondary indexes dropped during the
 * load and built after it, then one changes-feed entry per employee and filter, then VACUUM ANALYZE. Refuses a
 * database that already has companies unless `--reset` (which empties it).
 */
async function main(): Promise<void> {
  const { databaseUrl, sizes, seed, reset } = settings();
  const started = Date.now();
  const database = await createDataSource({ databaseUrl, dataDir: '.data' });
  try {
    await migrate(database.dataSource);
  } finally {
    await database.close();
  }

  const pool = new Pool({ connectionString: databaseUrl, max: 3 });
  const [main, second, third] = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
  try {
    const { rows } = await main.query<{ count: string }>('SELECT count(*) FROM companies');
    if (Number(rows[0]?.count) > 0) {
      if (!reset) throw new Error('the database already has companies: pass --reset to empty it first');
      await main.query(`TRUNCATE ${ALL_TABLES.join(', ')}`);
    }
    const companies = seedLayout(sizes, (first, active) => rowsForActive(seed, first, active));
    const total = companies.reduce((sum, c) => sum + c.employees, 0);
    await insertReferenceRows(main, companies);

    const indexes = await dropSecondaryIndexes(main, LOADED_TABLES);
    try {
      const names = new PersonNames(seededFaker(seed, 'rows'), 0.05);
      const stepMs = createdStepMs(total);
      const employees = progress('employees', total, 'rows');
      await copyInto(
        main,
        'employees',
        EMPLOYEE_COLUMNS,
        linesOf(companies, (n, c) => [employeeLine(seed, n, c, names, stepMs)]),
        (k) => employees.add(k),
      );
      employees.done();
      const links = progress('values and links', total, 'employees');
      await Promise.all([
        copyInto(
          second,
          'employee_field_values',
          ['employee_id', 'filter_id', 'position', 'value'],
          linesOf(companies, (n, c) => fieldValueLines(seed, n, c)),
          () => {},
        ),
        copyInto(
          third,
          'campaign_links',
          ['employee_id', 'campaign_id', 'position'],
          linesOf(companies, (n, c) => campaignLinkLines(seed, n, c)),
          (k) => links.add(k / 2),
        ),
      ]);
      links.done();
    } finally {
      const built = progress('indexes', indexes.length, 'indexes');
      await createIndexes(main, indexes, () => built.add(1));
      built.done();
    }
    // COPY appends no changes-feed entry: give every loaded row its one (docs/persistence.md#changes-feed).
    await enterLoadedRowsInFeeds((sql) => main.query(sql), 'all');
    const vacuum = progress('vacuum analyze', LOADED_TABLES.length, 'tables');
    for (const table of LOADED_TABLES) {
      await main.query(`VACUUM ANALYZE ${table}`);
      vacuum.add(1);
    }
    vacuum.done();
    const counts = await main.query<{ state: string; count: string }>(
      `SELECT CASE WHEN deleted_at IS NULL THEN 'active' WHEN firing_date IS NULL THEN 'deleted' ELSE 'fired' END
                AS state, count(*) FROM employees GROUP BY 1 ORDER BY 1`,
    );
    process.stdout.write(
      `${JSON.stringify({
        companies: companies.map((c) => ({ id: c.id, name: c.name, employees: c.employees })),
        employees: Object.fromEntries(counts.rows.map((r) => [r.state, Number(r.count)])),
        seconds: Math.round((Date.now() - started) / 1000),
      })}\n`,
    );
  } finally {
    for (const client of [main, second, third]) client?.release();
    await pool.end();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`bench:seed: ${error.message}\n${USAGE}\n`);
  process.exitCode = 1;
});
