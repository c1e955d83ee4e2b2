#!/usr/bin/env node
/**
 * `npm run bench:reports:seed`: loads the reports benchmark database (docs/performance.md#reports; scripts/README.md).
 * Prints one JSON line of counts and seconds on stdout, progress on stderr. Exit 1 on a failure, 2 on a bad flag.
 */
import { randomUUID } from 'node:crypto';
import { Campaign, Company, DateBR, DEFAULT_DOMAIN_SETTINGS, Filter, type UnitOfWork } from '@employee/domain';
import { createDataSource, migrate, TypeOrmUnitOfWork } from '@employee/persistence-typeorm';
import { enterLoadedRowsInFeeds } from '@employee/persistence-typeorm/testing';
import { Pool, type PoolClient } from 'pg';
import { parseFlags, UsageError } from '../cli/flags';
import { PersonNames } from '../make-workforce/person-names';
import { seededFaker } from '../make-workforce/seeded-faker';
import { copyInto } from '../seed-large/copy-into';
import { createIndexes, dropSecondaryIndexes } from '../seed-large/secondary-indexes';
import { ensureDatabase } from './database';
import { CAMPAIGN_IDS, DEFAULT_DATABASE_URL, FILTER_IDS, REPORTS_COMPANY_ID } from './layout';
import { EMPLOYEE_COLUMNS, employeeLine, fieldValueLines, personOf, type Person, type SettledFiring } from './people';
import {
  answerCampaign,
  firingAfter,
  OPEN_ANSWER_COLUMNS,
  RESPONDENT_COLUMNS,
  RESPONSE_COLUMNS,
  responseLines,
  type Answered,
  type AnsweredCampaign,
} from './responses';

const USAGE =
  'usage: npm run bench:reports:seed -- [--database-url postgres://…/benchs] [--employees 103000] [--rate 0.97] ' +
  '[--weeks 6] [--seed 1] [--reset]';
const DAY_MS = 86_400_000;
const LOADED_TABLES = [
  'employees',
  'employee_field_values',
  'campaign_links',
  'survey_responses',
  'survey_open_answers',
  'survey_respondents',
];

function settings() {
  const values = parseFlags(process.argv.slice(2), {
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    employees: { type: 'string', default: '103000' },
    rate: { type: 'string', default: '0.97' },
    weeks: { type: 'string', default: '6' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  });
  const number = (name: string, raw: string | undefined, min: number, max: number, integer = true): number => {
    const value = Number(raw);
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max)
      throw new UsageError(`--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`);
    return value;
  };
  const databaseUrl = values['database-url'] ?? DEFAULT_DATABASE_URL;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new UsageError('--database-url must be postgres://…');
  return {
    databaseUrl,
    employees: number('employees', values.employees, 20, 5_000_000),
    rate: number('rate', values.rate, 0, 1, false),
    weeks: number('weeks', values.weeks, 1, 20),
    seed: number('seed', values.seed, 0, 2 ** 31),
    reset: values.reset ?? false,
  };
}

/** The company, its filters `departamento` and `unidade`, and its two campaigns, stored as the service stores them. */
async function storeReferenceRows(uow: UnitOfWork, campaigns: readonly Campaign[], createdAt: Date): Promise<void> {
  const company = Company.create({
    id: REPORTS_COMPANY_ID,
    name: 'Bench Reports',
    identifyKey: 'document',
    parentId: null,
    now: createdAt,
  });
  company.setRateLimit(1_000_000, createdAt); // the bench's --http mode reads thousands of reports a minute
  const filters = [
    Filter.create({
      id: FILTER_IDS.departamento,
      companyId: company.id,
      key: 'departamento',
      name: 'Departamento',
      isRequired: true,
      now: createdAt,
    }),
    Filter.create({ id: FILTER_IDS.unidade, companyId: company.id, key: 'unidade', name: 'Unidade', now: createdAt }),
  ];
  await uow.run(async (r) => {
    await r.companies.save(company);
    for (const filter of filters) await r.filters.save(filter);
    for (const campaign of campaigns) await r.campaigns.save(campaign);
  });
}

function* lines<T>(items: Iterable<T>, toLines: (item: T) => Iterable<string>): Generator<string> {
  for (const item of items) yield* toLines(item);
}

/** COPYs `rows` into `table`, reporting the count and seconds on stderr. */
async function copy(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  rows: Iterable<string>,
): Promise<number> {
  const started = Date.now();
  let count = 0;
  await copyInto(client, table, columns, rows, (k) => (count += k));
  process.stderr.write(
    `${table}: ${count.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return count;
}

async function main(): Promise<void> {
  const options = settings();
  const started = Date.now();
  const seconds = (): number => Number(((Date.now() - started) / 1000).toFixed(1));
  await ensureDatabase(options.databaseUrl, options.reset);
  const database = await createDataSource({ databaseUrl: options.databaseUrl, dataDir: null, poolSize: 1 });
  const domainSettings = DEFAULT_DOMAIN_SETTINGS;
  const nowMs = Date.now() - 60_000;
  const todayMs = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const ids = { next: () => randomUUID() };
  // Opened at 09:00 in São Paulo (12:00 UTC), `--weeks` ago; the earlier campaign a year before, open for 4 weeks.
  const openedMs = todayMs - options.weeks * 7 * DAY_MS + 12 * 3_600_000;
  const earlierOpenedMs = openedMs - 52 * 7 * DAY_MS;
  const earlierClosedMs = earlierOpenedMs + 28 * DAY_MS;
  const current = Campaign.create({
    id: CAMPAIGN_IDS.current,
    companyId: REPORTS_COMPANY_ID,
    name: `Pesquisa de clima ${new Date(openedMs).getUTCFullYear()}`,
    status: 'open',
    now: new Date(openedMs),
    ids,
  });
  const earlier = Campaign.create({
    id: CAMPAIGN_IDS.earlier,
    companyId: REPORTS_COMPANY_ID,
    name: `Pesquisa de clima ${new Date(earlierOpenedMs).getUTCFullYear()}`,
    status: 'open',
    now: new Date(earlierOpenedMs),
    ids,
  });
  earlier.close(new Date(earlierClosedMs));
  try {
    await migrate(database.dataSource);
    await storeReferenceRows(
      new TypeOrmUnitOfWork(database.dataSource),
      [earlier, current],
      new Date(earlierOpenedMs - 30 * DAY_MS),
    );
  } finally {
    await database.close();
  }

  const people: Person[] = Array.from({ length: options.employees }, (_, i) => personOf(options.seed, i + 1, todayMs));
  const earlierDay = DateBR.fromIso(new Date(earlierOpenedMs).toISOString().slice(0, 10));
  const invitedEarlier = (p: Person): boolean => p.hiringDate.isBefore(earlierDay);
  const campaignIdsOf = (p: Person): string[] => (invitedEarlier(p) ? [earlier.id, current.id] : [current.id]);
  const answering = (
    campaign: Campaign,
    fields: Pick<AnsweredCampaign, 'openedMs' | 'endMs' | 'invited' | 'rate' | 'seed' | 'drawSlot'>,
  ): Answered[] => {
    const answerStarted = Date.now();
    const answered = answerCampaign(people, { campaign, campaignIdsOf, ...fields }, ids, domainSettings);
    const took = ((Date.now() - answerStarted) / 1000).toFixed(1);
    process.stderr.write(`answers of ${campaign.name}: ${answered.length.toLocaleString('en')} in ${took} s\n`);
    return answered;
  };
  const currentAnswers = answering(current, {
    openedMs,
    endMs: nowMs,
    invited: () => true,
    rate: options.rate,
    seed: options.seed,
    drawSlot: 40,
  });
  const earlierAnswers = answering(earlier, {
    openedMs: earlierOpenedMs,
    endMs: earlierClosedMs,
    invited: invitedEarlier,
    rate: 0.65,
    seed: options.seed + 1,
    drawSlot: 42,
  });
  const firings = new Map<number, SettledFiring>();
  for (const { person, response } of currentAnswers) {
    const firing = firingAfter(person, response, nowMs);
    if (firing) firings.set(person.n, firing);
  }
  const active = people.filter((p) => !firings.has(p.n));

  const pool = new Pool({ connectionString: options.databaseUrl, max: 1 });
  const client = await pool.connect();
  const counts: Record<string, number> = {};
  try {
    const indexes = await dropSecondaryIndexes(client, LOADED_TABLES);
    try {
      const names = new PersonNames(seededFaker(options.seed, 'rows'), 0.05);
      counts.employees = await copy(
        client,
        'employees',
        EMPLOYEE_COLUMNS,
        lines(people, (p) => [employeeLine(p, names, firings.get(p.n) ?? null)]),
      );
      counts.employee_field_values = await copy(
        client,
        'employee_field_values',
        ['employee_id', 'filter_id', 'position', 'value'],
        lines(active, fieldValueLines),
      );
      counts.campaign_links = await copy(
        client,
        'campaign_links',
        ['employee_id', 'campaign_id', 'position'],
        lines(active, (p) => campaignIdsOf(p).map((id, position) => `${p.facts.id}\t${id}\t${position}`)),
      );
      const answered: Array<[Answered, Campaign]> = [
        ...earlierAnswers.map((a): [Answered, Campaign] => [a, earlier]),
        ...currentAnswers.map((a): [Answered, Campaign] => [a, current]),
      ];
      const all = answered.map(([a, campaign]) => responseLines(a, campaign));
      counts.survey_responses = await copy(
        client,
        'survey_responses',
        RESPONSE_COLUMNS,
        lines(all, (l) => [l.row]),
      );
      counts.survey_open_answers = await copy(
        client,
        'survey_open_answers',
        OPEN_ANSWER_COLUMNS,
        lines(all, (l) => l.open),
      );
      counts.survey_respondents = await copy(
        client,
        'survey_respondents',
        RESPONDENT_COLUMNS,
        lines(all, (l) => [l.link]),
      );
    } finally {
      const indexStarted = Date.now();
      await createIndexes(client, indexes, () => undefined);
      process.stderr.write(`${indexes.length} indexes in ${((Date.now() - indexStarted) / 1000).toFixed(1)} s\n`);
    }
    // COPY appends no changes-feed entry: give every loaded employee its one (the filters got theirs when saved).
    await enterLoadedRowsInFeeds((sql) => client.query(sql), 'employees');
    for (const table of LOADED_TABLES) await client.query(`VACUUM ANALYZE ${table}`);
  } finally {
    client.release();
    await pool.end();
  }
  const voluntary = [...firings.values()].filter((f) => f.isVoluntaryFiring).length;
  process.stdout.write(
    `${JSON.stringify({
      database: new URL(options.databaseUrl).pathname.slice(1),
      company_id: REPORTS_COMPANY_ID,
      campaign_id: current.id,
      compare_campaign_id: earlier.id,
      responses: { current: currentAnswers.length, earlier: earlierAnswers.length },
      firings: { voluntary, involuntary: firings.size - voluntary },
      rows: counts,
      seconds: seconds(),
    })}\n`,
  );
}

main().catch((error: Error) => {
  process.stderr.write(`bench:reports:seed: ${error.message}\n`);
  if (error instanceof UsageError) process.stderr.write(`${USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
