import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DateBR } from '@employee/domain';
import { TypeOrmReportSources, backupDatabase } from '@employee/persistence-typeorm';
import { testEngines, type TestDatabase } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { privacyScenario, type PersonValues, type ScenarioPerson } from '../support/privacy-scenario';
import { SETTINGS } from '../support/test-app';
import { call } from './e2e-helpers';

const run = promisify(execFile);

/**
 * The columns of the tables about a person that hold nothing about them, each with its reason; every other column
 * of those tables must reach the export (docs/lgpd.md#access-and-portability).
 */
const NON_PERSONAL: Readonly<Record<string, readonly string[]>> = {
  // The hash chain's own bookkeeping: where the event sits in its company's chain, not a fact about the person.
  audit_events: ['seq', 'previous_hash', 'hash'],
  // The order the request gave the values in.
  employee_field_values: ['position'],
  // The order of the links, and the digest of an invitation link's secret token (a credential, not a fact).
  // The survey token (sealed) and the platform's delivery of the invitation: secrets and bookkeeping, no value of
  // the person (docs/persistence.md#invitation-delivery).
  campaign_links: [
    'position',
    'token_hash',
    'token_sealed',
    'delivery_state',
    'delivery_reminder',
    'delivery_tries',
    'delivery_next_at',
    'delivery_lease_token',
    'delivery_lease_until',
    'delivery_channel',
    'delivery_sent_at',
    'delivery_reason',
    'delivery_error',
    'reminders_sent',
    'reminders_stopped',
  ],
  // The token's digest, and the departure kept only once the response is unlinked (null while linked).
  survey_respondents: ['token_hash', 'departure_firing_date', 'departure_settled_at'],
  // Scores worked out from the answers, which the export holds.
  survey_responses: ['enps', 'lnps', 'engagement_index'],
};

/** Lifecycle marks of the employee row, null for a person not deleted (the export carries them, here null). */
const UNSET_WHILE_ACTIVE = ['deleted_at', 'anonymised_at'];

interface Column {
  readonly table: string;
  readonly column: string;
  readonly type: string;
}

const columnsOf = (db: TestDatabase): Promise<Column[]> =>
  db.dataSource.query<Column[]>(
    `SELECT table_name AS "table", column_name AS "column", data_type AS type FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );

/**
 * The tables that hold data about a person, from the schema: `employees`, every table with an `employee_id`, the
 * tables of their responses (`survey_responses` and those with a `response_id`), and the audit trail; each with the
 * condition that selects the person's rows ($1: the employee id).
 */
function personTables(columns: readonly Column[]): Map<string, string> {
  const has = (table: string, column: string) => columns.some((c) => c.table === table && c.column === column);
  const responses = 'SELECT response_id FROM survey_respondents WHERE employee_id = $1';
  const tables = new Map<string, string>([
    ['employees', 'id = $1'],
    ['survey_responses', `id IN (${responses})`],
    ['audit_events', `entity = 'employee' AND entity_id = $1::text`],
  ]);
  for (const table of new Set(columns.map((c) => c.table))) {
    if (has(table, 'employee_id')) tables.set(table, 'employee_id = $1');
    else if (has(table, 'response_id')) tables.set(table, `response_id IN (${responses})`);
  }
  return tables;
}

/** A timestamp as `t:<epoch second>`: the API shows timestamps to the second. */
const secondOf = (timestamp: string): string => `t:${Math.floor(Date.parse(timestamp) / 1000)}`;

/** Every primitive of `value` as text, each timestamp also as `t:<epoch second>`, each dd/mm/yyyy also as ISO. */
function leavesOf(value: unknown, into = new Set<string>()): Set<string> {
  if (value === null || value === undefined) return into;
  if (Array.isArray(value)) value.forEach((item) => leavesOf(item, into));
  else if (typeof value === 'object') Object.values(value).forEach((item) => leavesOf(item, into));
  else {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    into.add(text);
    const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
    if (date) into.add(`${date[3]}-${date[2]}-${date[1]}`);
    if (/^\d{4}-\d{2}-\d{2}T/.test(text)) into.add(secondOf(text));
  }
  return into;
}

/** The forms of a stored value the export must hold: a timestamp as `t:<epoch second>`, JSON and arrays by element. */
function storedForms(value: unknown, type: string): string[] {
  if (value === null) return [];
  if (typeof value === 'object') return [...leavesOf(value)];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return [type.startsWith('timestamp') ? secondOf(text) : text];
}

const personalOf = (v: PersonValues): string[] => [
  v.name,
  v.socialName,
  v.email,
  v.phone,
  v.document,
  v.internalId,
  v.birthdate,
  v.birthdateIso,
  v.reason,
  v.fieldValue,
  v.openAnswer,
];

/** The types searched for a value: every text-like one, and dates (the birthdate). */
const SEARCHED_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea', 'date'];

/** Where each of `values` still is: `table.column: value`, for every text-like column of every table. */
async function tracesOf(db: TestDatabase, values: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const columns = (await columnsOf(db)).filter((c) => SEARCHED_TYPES.includes(c.type));
  for (const { table, column, type } of columns) {
    const text = type === 'bytea' ? `encode("${column}", 'escape')` : `"${column}"::text`;
    const [hits] = await db.dataSource.query<Array<{ values: string[] | null }>>(
      `SELECT array_agg(DISTINCT v) AS values FROM "${table}", unnest($1::text[]) AS v
        WHERE strpos(lower(${text}), v) > 0`,
      [values.map((v) => v.toLowerCase())],
    );
    for (const value of hits?.values ?? []) found.push(`${table}.${column}: ${value}`);
  }
  return found;
}

describe.each(testEngines())('personal data stored on %s', (engine) => {
  const database = useTestDatabase(engine);
  let s: Awaited<ReturnType<typeof privacyScenario>>;
  const exportOf = async (person: ScenarioPerson) =>
    (await call(request(s.t.app).get(`/api/v1/employees/${person.id}/personal-data`).set(s.auth))).body.data as Record<
      string,
      unknown
    >;

  beforeEach(async () => {
    s = await privacyScenario(database());
  });

  it('exports every personal column of the schema, and nothing of another person', async () => {
    const columns = await columnsOf(database());
    const tables = personTables(columns);
    const missing: string[] = [];
    const stored: Array<{ where: string; forms: string[] }> = [];
    for (const [table, condition] of tables) {
      const rows = await database().dataSource.query<Array<{ row: Record<string, unknown> }>>(
        `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE ${condition}`,
        [s.subject.id],
      );
      if (table !== 'audit_events') expect({ table, rows: rows.length > 0 }).toEqual({ table, rows: true });
      for (const { row } of rows) {
        for (const { column, type } of columns.filter((c) => c.table === table)) {
          if (NON_PERSONAL[table]?.includes(column)) continue;
          if (table === 'employees' && row[column] === null && !UNSET_WHILE_ACTIVE.includes(column))
            missing.push(`employees.${column} is not set by the scenario`);
          stored.push({ where: `${table}.${column}`, forms: storedForms(row[column] ?? null, type) });
        }
      }
    }

    const data = await exportOf(s.subject);

    const exported = leavesOf(data);
    for (const { where, forms } of stored)
      for (const form of forms) if (!exported.has(form)) missing.push(`${where}: ${form}`);
    expect(missing).toEqual([]);
    const text = JSON.stringify(data).toLowerCase();
    expect([s.other.id, ...personalOf(s.other.values)].filter((v) => text.includes(v.toLowerCase()))).toEqual([]);
  });

  it('leaves no trace of the person, keeps the report figures, and frees their values at once', async () => {
    const { t } = s;
    await s.settle();
    const sources = new TypeOrmReportSources(database().dataSource, SETTINGS.timeZone);
    const figures = async () => ({
      counts: await t.uow.run((r) => r.invitations.countsOf([t.campaign.id])),
      responses: (await sources.tableOf(t.campaign)).size,
      leavers: await sources.voluntaryLeaversOf(
        t.campaign.id,
        DateBR.fromIso('2026-01-01'),
        DateBR.fromIso('2027-01-01'),
      ),
    });
    const before = await figures();
    expect(before.leavers.size).toBe(2);
    const values = personalOf(s.subject.values);
    expect(await tracesOf(database(), values)).not.toEqual([]);

    const anonymised = await call(request(t.app).post(`/api/v1/employees/${s.subject.id}/anonymise`).set(s.auth));

    expect(anonymised.status).toBe(200);
    // A field value is a group's label (department, site): the unlinked response keeps it in its segment snapshot,
    // so that the grouped reports do not change (docs/lgpd.md#anonymisation); nothing links it to the person.
    const label = s.subject.values.fieldValue.toLowerCase();
    expect(await tracesOf(database(), values)).toEqual([`survey_responses.segment: ${label}`]);
    expect(await tracesOf(database(), personalOf(s.other.values))).not.toEqual([]);
    // A backup made now holds none either (PostgreSQL: pg_dump; the embedded files are tested apart).
    if (engine === 'postgres') {
      const dir = await mkdtemp(join(tmpdir(), 'lgpd-backup-'));
      try {
        const file = join(dir, 'backup.dump');
        await backupDatabase({ databaseUrl: database().url as string, dataDir: dir }, file);
        const { stdout } = await run('pg_restore', ['--file=-', file], { maxBuffer: 64 * 1024 * 1024 });
        const dump = stdout.toLowerCase();
        expect(values.filter((v) => dump.includes(v.toLowerCase()) && v !== s.subject.values.fieldValue)).toEqual([]);
        expect(dump).toContain(s.other.values.name.toLowerCase());
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    expect(await figures()).toEqual(before);
    const lookalike = s.subject.values.email.replace(/^e/, '\uff45');
    const again = await call(
      request(t.app)
        .post('/api/v1/employees')
        .set(s.auth)
        .send({
          name: 'Outra Pessoa Qualquer',
          document: s.subject.values.document,
          phone: s.subject.values.phone,
          email: lookalike,
          include_campaign: false,
          fields: [{ key: 'department', value: 'RH' }],
        }),
    );
    expect(again.status).toBe(201);
    expect(again.body.data.email).toBe(s.subject.values.email);
  });
});
