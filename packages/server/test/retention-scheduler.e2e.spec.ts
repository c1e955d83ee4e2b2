import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { uniqueCpf } from '@employee/domain/testing';
import { cleanUp } from './support/clean-up';
import { setUpCompany, type SetUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import {
  admin,
  api,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  withPostgres,
  type ServerProcess,
} from './support/server-process';

/**
 * The `scheduler` role's retention pass (docs/configuration.md, `RETENTION_DAYS_AFTER_DELETION`): over one
 * PostgreSQL database, an `api` process deletes two employees, one of them dated back 181 days; a `scheduler`
 * process started with the default retention (180 days) anonymises that one at once, as the system, logging counts
 * only, and leaves the recent deletion alone.
 */
describeWhen(postgresMissing(), 'the retention pass of the scheduler role', () => {
  let apiProcess: ServerProcess | null = null;
  let scheduler: ServerProcess | null = null;
  let company: SetUpCompany;
  let env: Record<string, string> = {};
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    drop = () => database.drop();
    env = { DATABASE_URL: database.url };
    apiProcess = await startServerProcess({ ...env, SERVICES: 'api' });
    company = await setUpCompany(env, 'Retenção Ltda');
  }, 120_000);
  afterAll(() => cleanUp([() => apiProcess?.stop(), () => scheduler?.stop(), () => drop()]));

  /** Creates and deletes an employee through the API; answers its id. */
  const deletedEmployee = async (name: string): Promise<string> => {
    const baseUrl = apiProcess?.baseUrl ?? '';
    const created = await api(baseUrl, company.key, 'POST', '/api/v1/employees', {
      name,
      document: uniqueCpf(),
      include_campaign: false,
    });
    const id = String(created.body.data.id);
    expect((await api(baseUrl, company.key, 'DELETE', `/api/v1/employees/${id}`)).status).toBe(204);
    return id;
  };

  it('anonymises at start an employee deleted 181 days ago, and not one deleted today', async () => {
    const old = await deletedEmployee('Helena Duarte Reis');
    const recent = await deletedEmployee('Gustavo Reis Lima');
    await withPostgres(env.DATABASE_URL as string, (client) =>
      client.query(`UPDATE employees SET deleted_at = now() - interval '181 days' WHERE id = $1`, [old]),
    );

    scheduler = await startServerProcess({ ...env, SERVICES: 'scheduler' });
    const inspect = (id: string) => admin(env, 'employee', 'inspect', '--id', id);
    expect(await eventually(async () => (await inspect(old)).name === null, 30_000)).toBe(true);
    expect(await inspect(recent)).toMatchObject({ name: 'Gustavo Reis Lima' });
    const trail = await api(
      apiProcess?.baseUrl ?? '',
      company.key,
      'GET',
      `/api/v1/audit-events?entity=employee&entity_id=${old}&action=employee.anonymised`,
    );
    expect((trail.body.data as Array<{ actor: unknown }>).map((event) => event.actor)).toEqual([
      expect.objectContaining({ type: 'system' }),
    ]);
    const logged = scheduler
      .logs()
      .filter((line) => line.msg === 'anonymised employees deleted longer ago than the retention');
    expect(logged.map((line) => line.anonymised)).toEqual([1]);
    expect(scheduler.stderr()).not.toContain('Helena');
  }, 120_000);
});
