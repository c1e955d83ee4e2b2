import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { createDataSource } from '@employee/persistence-typeorm';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import { backupSetUp, type BackupSetUp } from './support/backup-setup';
import { admin, api, runAdmin, startServerProcess, withPostgres } from './support/server-process';

/**
 * `db backup --to FILE` and `db restore --from FILE` (docs/operations.md#backups): a database filled through
 * the API and the CLI is backed up, restored into a fresh database, and found identical, table by table and
 * row by row (employees, field values, campaign links, keys, companies, filters, migrations), and served by the
 * API with the same key. PostgreSQL (pg_dump custom format) when the jest setup found a server, and always the
 * embedded database (PGlite's own archive).
 */

const STEP_TIMEOUT = 60_000;

const TABLES = `SELECT table_name AS name FROM information_schema.tables
  WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;

/** Every row of every table of the service, as JSON text, sorted: what "identical" compares. */
async function snapshot(env: Record<string, string>): Promise<Record<string, string[]>> {
  const read = async (query: (sql: string) => Promise<Array<Record<string, string>>>) => {
    const tables: Record<string, string[]> = {};
    for (const { name } of await query(TABLES)) {
      const rows = await query(`SELECT row_to_json(t)::text AS row FROM "${name}" t ORDER BY 1`);
      tables[name!] = rows.map((r) => r.row!);
    }
    return tables;
  };
  if (env.DATABASE_URL) {
    return withPostgres(env.DATABASE_URL, (client) =>
      read(async (sql) => (await client.query<Record<string, string>>(sql)).rows),
    );
  }
  // No server runs on the directory: this process opens it as the owner, then lets go of it.
  const database = await createDataSource({ dataDir: env.DATA_DIR! });
  try {
    return await read((sql) => database.dataSource.query<Array<Record<string, string>>>(sql));
  } finally {
    await database.close();
  }
}

describe.each(testEngines().map((engine): [TestEngine] => [engine]))('db backup and restore on %s', (engine) => {
  let ctx: BackupSetUp;
  const employeeIds: string[] = [];

  beforeAll(async () => {
    ctx = await backupSetUp(engine, 'Empresa Backup');
    const { company } = ctx;
    const server = ctx.server!;
    for (const department of ['Vendas', 'Financeiro', 'Pessoas']) {
      const created = await api(server.baseUrl, company.key, 'POST', '/api/v1/employees', {
        name: 'Maria da Silva Souza',
        email: uniqueEmail(),
        phone: uniqueMobile(),
        document: uniqueCpf(),
        birthdate: '15/05/1990',
        fields: [{ key: 'departamento', value: department }],
        include_campaign: true,
      });
      expect(created.status).toBe(201);
      employeeIds.push(created.body.data.id as string);
    }
    // One soft-deleted employee: its row (deleted_at) must come back too.
    expect((await api(server.baseUrl, company.key, 'DELETE', `/api/v1/employees/${employeeIds[2]!}`)).status).toBe(204);
  }, 300_000);

  afterAll(() => ctx.remove());

  it(
    'restores into a fresh database every row, and the API serves it with the same key',
    async () => {
      const before = await api(ctx.server!.baseUrl, ctx.company.key, 'GET', '/api/v1/employees?per_page=100');
      expect(before.status).toBe(200);
      expect(before.body.data).toHaveLength(2);
      // With no server running, the CLI opens the database itself (backup-while-serving.e2e.spec.ts: beside one).
      await ctx.server!.stop();
      ctx.server = null;

      const backup = await admin(ctx.source.env, 'db', 'backup', '--to', ctx.file);
      expect(backup).toEqual({
        backup: ctx.file,
        kind: engine === 'postgres' ? 'postgres' : 'embedded',
        bytes: expect.any(Number),
      });
      expect(await admin(ctx.target.env, 'db', 'restore', '--from', ctx.file)).toEqual({
        restored: ctx.file,
        kind: backup.kind,
      });

      const original = await snapshot(ctx.source.env);
      for (const table of [
        'companies',
        'api_keys',
        'filters',
        'employees',
        'employee_field_values',
        'campaign_links',
      ]) {
        expect(original[table]?.length).toBeGreaterThan(0);
      }
      expect(await snapshot(ctx.target.env)).toEqual(original);

      ctx.server = await startServerProcess(ctx.target.env);
      const after = await api(ctx.server.baseUrl, ctx.company.key, 'GET', '/api/v1/employees?per_page=100');
      expect({ status: after.status, data: after.body.data as unknown }).toEqual({
        status: 200,
        data: before.body.data as unknown,
      });
      for (const id of employeeIds.slice(0, 2)) {
        const one = await api(ctx.server.baseUrl, ctx.company.key, 'GET', `/api/v1/employees/${id}`);
        expect(one.body.data as unknown).toMatchObject({
          id,
          fields: [{ key: 'departamento', value: expect.any(String) }],
        });
      }
      const members = await admin(ctx.target.env, 'campaign', 'members', '--campaign', ctx.company.campaignId!);
      expect([...(members.employee_ids as string[])].sort()).toEqual(employeeIds.slice(0, 2).sort());
    },
    STEP_TIMEOUT * 6,
  );

  it(
    'refuses to restore into a database that is not empty, and leaves it as it was',
    async () => {
      await ctx.server?.stop();
      ctx.server = null;
      const before = await snapshot(ctx.target.env);
      const refused = await runAdmin(ctx.target.env, ['db', 'restore', '--from', ctx.file]);
      expect({ code: refused.code, error: typeof refused.json?.error }).toEqual({ code: 1, error: 'string' });
      expect(await snapshot(ctx.target.env)).toEqual(before);
    },
    STEP_TIMEOUT * 2,
  );
});
