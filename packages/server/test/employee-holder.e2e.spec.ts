import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { cleanUp } from './support/clean-up';
import { setUpCompany, type SetUpCompany } from './support/company-setup';
import { admin, api, createDataDir, runAdmin, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * `npm run --silent admin -- employee holder --document|--email|--phone VALUE` (docs/admin-cli.md,
 * docs/security.md#uniqueness-probes): the company that holds a value unique across companies, for disputes
 * ("squatting"). On the embedded database through the running server, as an operator meets it.
 */

const STEP_TIMEOUT = 60_000;

describe('admin employee holder', () => {
  let server: ServerProcess | null = null;
  let remove: () => Promise<void> = async () => undefined;
  let env: Record<string, string> = {};
  let squatter: SetUpCompany;
  const held = { document: uniqueCpf(), email: uniqueEmail(), phone: uniqueMobile() };
  let employeeId = '';

  beforeAll(async () => {
    const dir = await createDataDir();
    remove = () => dir.remove();
    env = { DATA_DIR: dir.path };
    server = await startServerProcess(env);
    squatter = await setUpCompany(env, 'Squatter Ltda');
    const created = await api(server.baseUrl, squatter.key, 'POST', '/api/v1/employees', {
      name: 'Maria da Silva Souza',
      ...held,
      include_campaign: false,
    });
    expect(created.status).toBe(201);
    employeeId = created.body.data.id as string;
  }, 120_000);

  afterAll(() => cleanUp([() => server?.stop(), () => remove()]));

  it(
    'prints the holding company and employee for a document, an e-mail or a phone, as a user would type them',
    async () => {
      const expected = { company: { id: squatter.companyId, name: 'Squatter Ltda' }, employee_id: employeeId };
      const formattedCpf = held.document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
      expect(await admin(env, 'employee', 'holder', '--document', formattedCpf)).toEqual({
        field: 'document',
        ...expected,
      });
      expect(await admin(env, 'employee', 'holder', '--email', held.email.toUpperCase())).toEqual({
        field: 'email',
        ...expected,
      });
      expect(await admin(env, 'employee', 'holder', '--phone', held.phone)).toEqual({ field: 'phone', ...expected });
    },
    STEP_TIMEOUT * 3,
  );

  it(
    'prints a null company for a value nobody holds, and refuses an invalid value or a wrong number of flags',
    async () => {
      expect(await admin(env, 'employee', 'holder', '--document', uniqueCpf())).toEqual({
        field: 'document',
        company: null,
        employee_id: null,
      });
      const invalid = await runAdmin(env, ['employee', 'holder', '--document', '123']);
      expect({ code: invalid.code, error: invalid.json?.error }).toEqual({
        code: 1,
        error: expect.stringContaining('document'),
      });
      const two = await runAdmin(env, ['employee', 'holder', '--email', held.email, '--phone', held.phone]);
      expect({ code: two.code, error: two.json?.error }).toEqual({
        code: 1,
        error: 'employee holder takes exactly one of --document, --email, --phone',
      });
      const none = await runAdmin(env, ['employee', 'holder']);
      expect(none.code).toBe(1);
    },
    STEP_TIMEOUT * 4,
  );
});
