import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { cleanUp } from './support/clean-up';
import { setUpCompany, type SetUpCompany } from './support/company-setup';
import { admin, api, createDataDir, runAdmin, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * `npm run --silent admin -- employee export --id ID` and `employee anonymise --id ID` (docs/admin-cli.md): the
 * data-subject export (the same document as `GET /v1/employees/{id}/personal-data`) and the irreversible
 * anonymisation, for an operator answering a request without the dashboard. On the embedded database through the
 * running server, as an operator meets it.
 */

const STEP_TIMEOUT = 60_000;
const NAME = 'Maria da Silva Souza';

describe('admin employee export and anonymise', () => {
  let server: ServerProcess | null = null;
  let remove: () => Promise<void> = async () => undefined;
  let env: Record<string, string> = {};
  let company: SetUpCompany;
  let employeeId = '';
  const baseUrl = () => server?.baseUrl ?? '';

  beforeAll(async () => {
    const dir = await createDataDir();
    remove = () => dir.remove();
    env = { DATA_DIR: dir.path };
    server = await startServerProcess(env);
    company = await setUpCompany(env, 'Titulares Ltda');
    const created = await api(server.baseUrl, company.key, 'POST', '/api/v1/employees', {
      name: NAME,
      document: uniqueCpf(),
      email: uniqueEmail(),
      hiring_date: '02/03/2021',
      include_campaign: false,
    });
    expect(created.status).toBe(201);
    employeeId = String(created.body.data.id);
  }, 120_000);

  afterAll(() => cleanUp([() => server?.stop(), () => remove()]));

  it(
    "prints the export as the API answers it: the employee's record and every section of the document",
    async () => {
      const printed = await admin(env, 'employee', 'export', '--id', employeeId);
      const answered = await api(baseUrl(), company.key, 'GET', `/api/v1/employees/${employeeId}/personal-data`);
      expect(answered.status).toBe(200);
      const { exported_at: printedAt, audit_events: printedEvents, ...printedRest } = printed;
      const {
        exported_at: answeredAt,
        audit_events: answeredEvents,
        ...answeredRest
      } = answered.body.data as Record<string, unknown>;
      expect(printedRest).toEqual(answeredRest);
      expect(printedRest.employee).toMatchObject({ id: employeeId, name: NAME });
      expect([printedAt, answeredAt]).toEqual([expect.any(String), expect.any(String)]);
      // The API's export comes second: it also lists the CLI's export among the events about the person.
      expect((answeredEvents as Array<{ action: string }>).map((e) => e.action)).toEqual([
        'personal_data.exported',
        ...(printedEvents as Array<{ action: string }>).map((e) => e.action),
      ]);
    },
    STEP_TIMEOUT,
  );

  it(
    'anonymises for good: the record printed without the name, the API answers 404, restore is refused',
    async () => {
      const anonymised = await admin(env, 'employee', 'anonymise', '--id', employeeId);
      expect(anonymised).toMatchObject({
        id: employeeId,
        name: null,
        document: null,
        email: null,
        hiring_date: '01/01/2021',
        anonymised_at: expect.any(String),
        deleted_at: expect.any(String),
      });
      expect((await api(baseUrl(), company.key, 'GET', `/api/v1/employees/${employeeId}`)).status).toBe(404);
      const exported = await admin(env, 'employee', 'export', '--id', employeeId);
      expect(JSON.stringify(exported)).not.toContain('Maria');
      expect(await admin(env, 'employee', 'anonymise', '--id', employeeId)).toEqual(anonymised);

      const restore = await runAdmin(env, ['employee', 'restore', '--id', employeeId]);
      expect({ code: restore.code, error: restore.json?.error }).toEqual({
        code: 1,
        error: 'An anonymised employee cannot be restored',
      });
      expect(await admin(env, 'employee', 'inspect', '--id', employeeId)).toMatchObject({ name: null });
    },
    STEP_TIMEOUT * 3,
  );

  it(
    'records the anonymisation with the admin CLI as its actor, and refuses an unknown id or a missing --id',
    async () => {
      const trail = await api(
        baseUrl(),
        company.key,
        'GET',
        `/api/v1/audit-events?entity=employee&entity_id=${employeeId}&per_page=100`,
      );
      const anonymisations = (trail.body.data as Array<{ action: string; actor: { type: string } }>).filter(
        (event) => event.action === 'employee.anonymised',
      );
      expect(anonymisations.map((event) => event.actor.type)).toEqual(['admin_cli']);

      const unknown = await runAdmin(env, ['employee', 'export', '--id', '00000000-0000-4000-8000-000000000000']);
      expect({ code: unknown.code, error: unknown.json?.error }).toEqual({ code: 1, error: 'Employee not found' });
      const missing = await runAdmin(env, ['employee', 'anonymise']);
      expect({ code: missing.code, error: missing.json?.error }).toEqual({ code: 1, error: 'missing --id' });
    },
    STEP_TIMEOUT * 2,
  );
});
