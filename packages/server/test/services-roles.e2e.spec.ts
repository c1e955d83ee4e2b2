import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { cleanUp } from './support/clean-up';
import { setUpCompany, type SetUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { createPostgresDatabase, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * `SERVICES` runs each role in its own process (docs/reports.md#the-listener;
 * docs/configuration.md#roles):
 * over one PostgreSQL database, a process with `api,scheduler` serves only the API and a process with `reports`
 * serves only the reports listener.
 */
describeWhen(postgresMissing(), 'one role per process (SERVICES)', () => {
  let apiProcess: ServerProcess | null = null;
  let reportsProcess: ServerProcess | null = null;
  let company: SetUpCompany;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    drop = () => database.drop();
    const env = { DATABASE_URL: database.url };
    apiProcess = await startServerProcess({ ...env, SERVICES: 'api,scheduler' });
    reportsProcess = await startServerProcess({ ...env, SERVICES: 'reports' });
    company = await setUpCompany(env, 'Papéis Separados Ltda', { campaign: 'Clima' });
  }, 120_000);
  afterAll(() => cleanUp([() => apiProcess?.stop(), () => reportsProcess?.stop(), () => drop()]));

  it('serves the API from one process and the reports from the other', async () => {
    const auth = { Authorization: `Bearer ${company.key}` };
    expect({ api: apiProcess?.reportsPort, reports: reportsProcess?.port }).toEqual({ api: null, reports: null });
    const companies = await fetch(`http://127.0.0.1:${apiProcess?.port}/api/v1/companies`, { headers: auth });
    const report = await fetch(
      `http://127.0.0.1:${reportsProcess?.reportsPort}/api/v1/reports/enps?campaign_id=${company.campaignId}`,
      { headers: auth },
    );
    // no answers yet: the whole selection is under the minimum group size
    expect({ companies: companies.status, report: report.status }).toEqual({ companies: 200, report: 200 });
    expect(((await report.json()) as { data: unknown }).data).toEqual({ suppressed: true });
  });
});
