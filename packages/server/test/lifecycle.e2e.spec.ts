import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import { DEMO_WORKFORCE_SIZE } from '../src/demo/demo-workforce';
import {
  admin,
  api,
  createDataDir,
  createPostgresDatabase,
  eventually,
  runAdmin,
  startServerProcess,
  todayIn,
  type ServerProcess,
} from './support/server-process';

/**
 * The whole service as a user meets it: the REAL server process (`node packages/server/dist/main.js`) and
 * the REAL admin CLI (`dist/admin/admin.js`), over HTTP and the command line. These tests run the BUILT
 * dist: `npm test` runs `npm run build` first; after changing the sources, build before running jest.
 * Engines: PostgreSQL (a fresh database on TEST_POSTGRES_URL) when the jest global setup found a server,
 * and always the embedded database in a temporary DATA_DIR, where the CLI reaches the database through
 * the running server's socket. Sources: docs/contract.md#running-the-service, #admin-cli, #firing-and-deletion,
 * #states-and-transitions.
 */

const START_TIMEOUT = 90_000;
/** Each admin command is a new node process (about a second, more on a busy machine). */
const STEP_TIMEOUT = 60_000;

function employeeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Maria da Silva Souza',
    email: uniqueEmail(),
    phone: uniqueMobile(),
    document: uniqueCpf(),
    birthdate: '15/05/1990',
    hiring_date: '01/02/2015',
    fields: [{ key: 'departamento', value: 'Vendas' }],
    include_campaign: true,
    ...overrides,
  };
}

describe.each(testEngines().map((engine): [TestEngine] => [engine]))('server process lifecycle on %s', (engine) => {
  let env: Record<string, string> = {};
  let cleanup: () => Promise<void> = async () => undefined;
  let server: ServerProcess | null = null;
  let key = '';
  let companyId = '';
  let campaignId = '';
  const employees: Array<{ id: string; document: string }> = [];
  const get = (path: string, k: string | null = key) => api(server!.baseUrl, k, 'GET', path);

  beforeAll(async () => {
    if (engine === 'postgres') {
      const database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
      env = { DATABASE_URL: database.url };
      cleanup = () => database.drop();
    } else {
      const dir = await createDataDir();
      env = { DATA_DIR: dir.path };
      cleanup = () => dir.remove();
    }
    server = await startServerProcess(env);
  }, START_TIMEOUT);

  afterAll(async () => {
    await server?.kill();
    await cleanup();
  }, 30_000);

  it(
    'sets up a company with the admin CLI: migrate, company, key, required filter, campaign',
    async () => {
      const migrated = await admin(env, 'db', 'migrate');
      expect(migrated).toEqual({ migrated: expect.any(Array) });
      // The server migrated at start-up: nothing is left to run.
      expect(migrated.migrated).toEqual([]);

      const company = await admin(
        env,
        'company',
        'create',
        '--name',
        'Empresa Ciclo de Vida',
        '--identify-key',
        'document',
      );
      expect(company).toMatchObject({
        id: expect.any(String),
        name: 'Empresa Ciclo de Vida',
        identify_key: 'document',
        parent_id: null,
      });
      companyId = company.id as string;

      const issued = await admin(env, 'key', 'issue', '--company', companyId);
      expect(issued).toMatchObject({
        company_id: companyId,
        key: expect.stringMatching(/^emp_sandbox_/),
        prefix: expect.any(String),
      });
      key = issued.key as string;
      expect(key.startsWith(issued.prefix as string)).toBe(true);

      const filter = await admin(
        env,
        'filter',
        'create',
        '--company',
        companyId,
        '--key',
        'departamento',
        '--name',
        'Departamento',
        '--required',
      );
      expect(filter).toMatchObject({ key: 'departamento', name: 'Departamento', is_required: true });

      const campaign = await admin(env, 'campaign', 'create', '--company', companyId, '--name', 'Pesquisa Anual');
      expect(campaign).toEqual({ id: expect.any(String), name: 'Pesquisa Anual', is_active: true });
      campaignId = campaign.id as string;
    },
    STEP_TIMEOUT,
  );

  it(
    'creates employees over HTTP with that key, enforces the required filter, and finds one by part of its CPF',
    async () => {
      const missingFilter = await api(server!.baseUrl, key, 'POST', '/api/v1/employees', employeeBody({ fields: [] }));
      expect(missingFilter.status).toBe(422);
      expect(Object.keys(missingFilter.body.meta.errors as object)).toContain('fields');

      for (const name of ['Ana Paula Ferreira', 'Bruno de Oliveira', 'Carla Mendes Rocha']) {
        const body = employeeBody({ name });
        const created = await api(server!.baseUrl, key, 'POST', '/api/v1/employees', body);
        expect(created.status).toBe(201);
        expect(created.body.data).toMatchObject({ company_id: companyId, name, document: body.document });
        expect(created.headers.get('location')).toBe(`/api/v1/employees/${created.body.data.id}`);
        employees.push({ id: created.body.data.id as string, document: body.document as string });
      }

      const target = employees[2]!;
      const part = target.document.slice(3, 9);
      const found = await get(`/api/v1/employees?search=${part}`);
      expect(found.status).toBe(200);
      expect((found.body.data as Array<{ id: string }>).map((e) => e.id)).toContain(target.id);
    },
    STEP_TIMEOUT,
  );

  it(
    'lists the employees created with include_campaign true as campaign members (admin CLI)',
    async () => {
      const members = await admin(env, 'campaign', 'members', '--campaign', campaignId);
      expect(members.campaign_id).toBe(campaignId);
      expect([...(members.employee_ids as string[])].sort()).toEqual(employees.map((e) => e.id).sort());
    },
    STEP_TIMEOUT,
  );

  it(
    'a fired employee stays visible, then the scheduler soft-deletes it within seconds',
    async () => {
      const fired = employees[0]!;
      const today = todayIn('America/Sao_Paulo');
      const put = await api(server!.baseUrl, key, 'PUT', `/api/v1/employees/${fired.id}`, {
        firing_date: today,
        is_voluntary_firing: true,
        reason_firing: 'Mudança de cidade',
        remove_campaign: false,
      });
      expect(put.status).toBe(200);
      expect(put.body.data).toMatchObject({ id: fired.id, firing_date: today, is_voluntary_firing: true });
      // FIRING_SETTLE_DELAY_SECONDS=1: right after the PUT the firing is only recorded.
      expect((await get(`/api/v1/employees/${fired.id}`)).status).toBe(200);

      const gone = await eventually(async () => (await get(`/api/v1/employees/${fired.id}`)).status === 404, 10_000);
      expect(gone).toBe(true);
      const list = await get('/api/v1/employees?per_page=100');
      expect(list.status).toBe(200);
      expect((list.body.data as Array<{ id: string }>).map((e) => e.id)).not.toContain(fired.id);

      const record = await admin(env, 'employee', 'inspect', '--id', fired.id);
      expect(record).toMatchObject({
        id: fired.id,
        firing_date: today,
        is_voluntary_firing: true,
        fields: [],
        campaign_ids: [],
      });
      expect(record.deleted_at).toEqual(expect.any(String));
    },
    STEP_TIMEOUT,
  );

  it(
    'DELETE soft-deletes at once (204, then 404) and the admin CLI restores the employee',
    async () => {
      const removed = employees[1]!;
      const deleted = await api(server!.baseUrl, key, 'DELETE', `/api/v1/employees/${removed.id}`);
      expect(deleted.status).toBe(204);
      expect(deleted.body).toBeNull();
      expect((await get(`/api/v1/employees/${removed.id}`)).status).toBe(404);
      const inspected = await admin(env, 'employee', 'inspect', '--id', removed.id);
      expect(inspected).toMatchObject({ id: removed.id, fields: [], campaign_ids: [] });
      expect(inspected.deleted_at).toEqual(expect.any(String));

      const restored = await admin(env, 'employee', 'restore', '--id', removed.id);
      expect(restored).toMatchObject({ id: removed.id, deleted_at: null });
      const visible = await get(`/api/v1/employees/${removed.id}`);
      expect(visible.status).toBe(200);
      expect(visible.body.data).toMatchObject({ id: removed.id, document: removed.document });
    },
    STEP_TIMEOUT,
  );

  it(
    'an admin command that fails prints {"error": …} on stderr and exits non-zero',
    async () => {
      const result = await runAdmin(env, ['employee', 'inspect', '--id', '00000000-0000-4000-8000-000000000000']);
      expect(result.ok).toBe(false);
      expect(result.code).toBe(1);
      expect(result.json).toEqual({ error: expect.any(String) });
    },
    STEP_TIMEOUT,
  );

  it(
    'after key revoke the key is refused with 401; the health check stays 200',
    async () => {
      expect(await admin(env, 'key', 'revoke', '--company', companyId)).toEqual({
        company_id: companyId,
        revoked: true,
      });
      const refused = await get('/api/v1/employees');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const health = await get('/api/health', null);
      expect(health.status).toBe(200);
    },
    STEP_TIMEOUT,
  );

  it('stops gracefully on SIGTERM (exit code 0)', async () => {
    const running = server!;
    await running.stop();
    expect(running.logs().some((line) => line.msg === 'stopped')).toBe(true);
    server = null;
  }, 30_000);
});

describe('first start on an empty embedded DATA_DIR (npm start on a fresh clone)', () => {
  let dir: { path: string; remove(): Promise<void> } | null = null;
  let server: ServerProcess | null = null;

  afterAll(async () => {
    await server?.kill();
    await dir?.remove();
  }, 30_000);

  it(
    'prints the demo key, the administrator’s invitation and a curl line once on stdout; both work',
    async () => {
      dir = await createDataDir();
      server = await startServerProcess({ DATA_DIR: dir.path });
      const started = server;
      expect(await eventually(async () => started.stdout().includes('curl '), 5_000)).toBe(true);
      const stdout = server.stdout();
      const keyLine = /API key \(shown only now\): (emp_sandbox_\S+)/.exec(stdout);
      expect(keyLine).not.toBeNull();
      const key = keyLine![1]!;
      const curl = stdout.split('\n').find((line) => line.trim().startsWith('curl '));
      expect(curl).toBeDefined();
      expect(curl).toContain(`Authorization: Bearer ${key}`);
      expect(curl).toContain(`:${server.port}/api/v1/employees`);
      // stdout holds only that message: the logs go to stderr.
      expect(stdout).not.toContain('"msg"');

      const list = await api(server.baseUrl, key, 'GET', '/api/v1/employees');
      expect(list.status).toBe(200);
      // the demo workforce (docs/reports.md#demo-data), 10 to a page
      const workforce = DEMO_WORKFORCE_SIZE;
      expect(list.body).toMatchObject({
        meta: expect.objectContaining({ total: workforce }),
        links: expect.any(Object),
      });
      expect(list.body.data).toHaveLength(10);

      // The demo administrator's link: accepting it and signing in gives a session that manages the company's key.
      const invitation =
        /^Administrator admin@demo\.example, invitation \(shown only now, valid 72 hours\): (\S+)$/m.exec(stdout)?.[1];
      expect(invitation).toMatch(new RegExp(`^http://localhost:${server.port}/admin/invitations/[A-Za-z0-9_-]+$`));
      const token = decodeURIComponent(invitation!.slice(invitation!.lastIndexOf('/') + 1));
      // The same link is e-mailed: without SMTP_URL, a file in DATA_DIR/outbox-mail (docs/notifications.md).
      const outbox = join(dir.path, 'outbox-mail');
      const mailFile = async () =>
        (await readdir(outbox).catch((): string[] => [])).find((name) => name.startsWith('user-invitation.'));
      expect(await eventually(async () => (await mailFile()) !== undefined, 10_000)).toBe(true);
      const mail = await simpleParser(await readFile(join(outbox, (await mailFile())!)));
      // (its origin is PUBLIC_BASE_URL, else localhost with the PORT setting, 0 here: the path is what to compare)
      const path = `/admin/invitations/${encodeURIComponent(token)}`;
      expect({ to: mail.to, link: mail.text?.includes(path) }).toMatchObject({
        to: { value: [{ address: 'admin@demo.example' }] },
        link: true,
      });
      const password = 'cavalo correto na praia 2026';
      const accepted = await api(server.baseUrl, null, 'POST', '/admin/api/invitations/accept', { token, password });
      expect(accepted.status).toBe(200);
      const signedIn = await fetch(`${server.baseUrl}/admin/api/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.example', password }),
      });
      expect(signedIn.status).toBe(204);
      const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const current = await fetch(`${server.baseUrl}/api/v1/api-keys/current`, { headers: { Cookie: cookie } });
      expect(current.status).toBe(200);
      expect(key.startsWith(`${((await current.json()) as { data: { prefix: string } }).data.prefix}_`)).toBe(true);
      await server.stop();
      server = null;

      // A second start on the same DATA_DIR keeps the data and prints no key again.
      server = await startServerProcess({ DATA_DIR: dir.path });
      expect(server.stdout()).toBe('');
      expect((await api(server.baseUrl, key, 'GET', '/api/v1/employees')).status).toBe(200);
      await server.stop();
      server = null;
    },
    2 * START_TIMEOUT,
  );
});
