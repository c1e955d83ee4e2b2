import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanUp } from './support/clean-up';
import { setUpCompany, type SetUpCompany } from './support/company-setup';
import { createDataDir, startServerProcess, type ServerProcess } from './support/server-process';

/**
 * `npm start` runs the main API and the reports listener in one process (docs/reports.md#the-listener):
 * each on its port with its own health, the reports only on the second, and one rate-limit counter for both.
 */
describe('the reports listener beside the API (embedded database)', () => {
  let server: ServerProcess;
  let company: SetUpCompany;
  let remove: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const dir = await createDataDir();
    remove = () => dir.remove();
    const env = { DATA_DIR: dir.path };
    server = await startServerProcess(env);
    company = await setUpCompany(env, 'Relatórios Ltda', { perMinute: 3 });
  }, 120_000);
  afterAll(() => cleanUp([() => server?.stop(), () => remove()]));

  it('serves both listeners, each with its health, and counts one key once across both', async () => {
    const reports = `http://127.0.0.1:${server.reportsPort}`;
    expect(server.reportsPort).not.toBe(server.port);
    expect((await fetch(`${reports}/api/health`)).status).toBe(200);
    const auth = { Authorization: `Bearer ${company.key}` };
    const onApi = await fetch(`${server.baseUrl}/api/v1/companies`, { headers: auth });
    const elsewhere = await fetch(`${server.baseUrl}/api/v1/reports/enps`, { headers: auth });
    // the 404 comes before authentication and counts nothing: the key's 3 requests are one on the API, two here
    const onReports = [];
    for (let i = 0; i < 3; i++)
      onReports.push((await fetch(`${reports}/api/v1/reports/enps`, { headers: auth })).status);
    expect([onApi.status, elsewhere.status, ...onReports]).toEqual([200, 404, 422, 422, 429]);
  });
});
