import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { WebhookReceiver } from '../../../scripts/bench-webhooks/receiver';
import { cleanUp } from './support/clean-up';
import { setUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import { loopbackHostname } from './support/loopback-hostname';
import {
  api,
  createPostgresDatabase,
  eventually,
  PRODUCTION_ENV,
  startServerProcess,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';
import {
  createEmployee,
  createEndpoint,
  deliveriesOf,
  statusIfMatch,
  WEBHOOK_TEST_ENV,
  type DeliveryView,
} from './support/webhook-fixtures';

/**
 * The SSRF defence in production mode, seen from outside: REAL server processes (`node packages/server/dist/main.js`,
 * `APP_ENV=production`) over one PostgreSQL database.
 * 1. A server without `WEBHOOK_ALLOW_PRIVATE_URLS` refuses to save (422 on `url`) an endpoint at 127.0.0.1, [::1],
 *    169.254.169.254, 10.0.0.1 or `localhost`, over https as over http; with the setting only the metadata address
 *    stays refused.
 * 2. URLs saved through an API process that allows private addresses, delivered by a worker process that does not:
 *    `https://localhost`, `https://<a host name of this machine that resolves to loopback>` (the resolution happens
 *    at delivery; skipped with a message when the machine has no such name), `https://127.0.0.1` and
 *    `http://127.0.0.1` fail their try (`refused_address`, `refused_scheme`) and the receiver listening there sees no
 *    connection at all.
 * 3. A receiver that answers 302 to a loopback address: the try fails with `redirect`, and the redirect's target sees
 *    no connection. The worker allows private addresses here (its first hop is on loopback too, since no public
 *    address can be reached from a test), so the refusal is the sender's "never follow a redirect".
 * Writes one `[figures] webhooks-ssrf {…}` line on stderr. Full tier (jest.config.ts). Sources:
 * docs/webhooks.md#delivery-requests-and-ssrf-defence, #faults-and-guarantees.
 */

const STEP_TIMEOUT = 30_000;

/** The refused URLs of a save, on any port: loopback (v4, v6, by name), the metadata address, a private one. */
const REFUSED_HOSTS = ['127.0.0.1', '[::1]', '169.254.169.254', '10.0.0.1', 'localhost'];

describeWhen(postgresMissing(), 'webhooks: SSRF defence in production mode', () => {
  let database: FreshPostgresDatabase | null = null;
  let env: Record<string, string> = {};
  /** The API of a production server allowing private URLs (`WEBHOOK_ALLOW_PRIVATE_URLS=true`): where URLs are saved. */
  let allowing: ServerProcess | null = null;
  /** A production server without the setting: its API and its webhooks worker. */
  let strict: ServerProcess | null = null;
  const processes: ServerProcess[] = [];
  const receivers: WebhookReceiver[] = [];
  const figures = { savesRefused: 0, triesRefused: 0, connectionsSeen: null as number | null };
  let key = '';

  const receiver = async (): Promise<WebhookReceiver> => {
    const started = await WebhookReceiver.listen();
    receivers.push(started);
    return started;
  };
  const start = async (settings: Record<string, string>): Promise<ServerProcess> => {
    const started = await startServerProcess({ ...env, ...settings });
    processes.push(started);
    return started;
  };
  /** The endpoint's one delivery once it has a try, or `null` after 10 s. */
  const triedDelivery = async (endpointId: string): Promise<DeliveryView | null> => {
    let tried: DeliveryView | null = null;
    await eventually(async () => {
      tried = (await deliveriesOf(allowing!.baseUrl, key, endpointId)).find((d) => d.attempts.length > 0) ?? null;
      return tried !== null;
    });
    return tried;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    env = { DATABASE_URL: database.url, ...PRODUCTION_ENV, WEBHOOK_POLL_INTERVAL_MS: '50' };
    [allowing, strict] = await Promise.all([
      start({ SERVICES: 'api', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }),
      start({ SERVICES: 'api,webhooks' }),
    ]);
    ({ key } = await setUpCompany(env, 'Empresa Endereços Internos'));
  }, STEP_TIMEOUT);

  afterAll(async () => {
    reportFigures('webhooks-ssrf', figures);
    await cleanUp([
      ...receivers.map((r) => () => r.stop()),
      ...processes.map((p) => () => p.kill()),
      () => database?.drop(),
    ]);
  }, STEP_TIMEOUT);

  it('without WEBHOOK_ALLOW_PRIVATE_URLS, refuses to save private, loopback, metadata URLs (422 on url)', async () => {
    const save = (server: ServerProcess, url: string) =>
      api(server.baseUrl, key, 'POST', '/api/v1/webhook-endpoints', { url });
    const urls = REFUSED_HOSTS.flatMap((host) => [`https://${host}/hooks`, `http://${host}:8080/hooks`]);
    const answers = await Promise.all(urls.map((url) => save(strict!, url)));
    figures.savesRefused = answers.filter((a) => a.status === 422).length;
    const errorsOf = (answer: (typeof answers)[number]): Record<string, string[]> =>
      (answer.body as { meta?: { errors?: Record<string, string[]> } }).meta?.errors ?? {};
    expect(answers.map((a, i) => [urls[i], a.status, Object.keys(errorsOf(a))])).toEqual(
      urls.map((url) => [url, 422, ['url']]),
    );
    // Over https the address alone is the reason.
    expect(answers.filter((_, i) => urls[i]!.startsWith('https:')).map((a) => errorsOf(a).url)).toEqual(
      REFUSED_HOSTS.map(() => ['must not point to a private, loopback or metadata address']),
    );
    // With the setting, the metadata address is still refused; the others are saved.
    const allowed = await Promise.all(REFUSED_HOSTS.map((host) => save(allowing!, `https://${host}/hooks`)));
    expect(allowed.map((a) => a.status)).toEqual(REFUSED_HOSTS.map((host) => (host === '169.254.169.254' ? 422 : 201)));
    for (const created of allowed.filter((a) => a.status === 201)) {
      const { id, version } = created.body.data as { id: string; version: number };
      expect(await statusIfMatch(allowing!.baseUrl, key, 'DELETE', `/api/v1/webhook-endpoints/${id}`, version)).toBe(
        204,
      );
    }
  });

  it('refuses at delivery a saved URL whose host is, or resolves to, loopback: no connection is made', async () => {
    const target = await receiver();
    const port = new URL(target.url('/')).port;
    const name = await loopbackHostname();
    if (name === null)
      process.stderr.write('\n[skipped] webhooks-ssrf: no host name of this machine resolves to loopback only\n');
    const urls = {
      localhost: `https://localhost:${port}/hooks`,
      ...(name === null ? {} : { resolvesToLoopback: `https://${name}:${port}/hooks` }),
      literal: `https://127.0.0.1:${port}/hooks`,
      plainHttp: `http://127.0.0.1:${port}/hooks`,
    };
    const endpoints: Record<string, string> = {};
    for (const [label, url] of Object.entries(urls)) {
      const created = await api(allowing!.baseUrl, key, 'POST', '/api/v1/webhook-endpoints', { url });
      expect([label, created.status]).toEqual([label, 201]);
      endpoints[label] = created.body.data.id as string;
    }
    await createEmployee(allowing!.baseUrl, key);

    const outcomes: Record<string, unknown> = {};
    for (const [label, id] of Object.entries(endpoints)) {
      const tried = await triedDelivery(id);
      outcomes[label] = [tried?.attempts[0]?.error, tried?.attempts[0]?.response_status];
    }
    figures.triesRefused = Object.keys(outcomes).length;
    figures.connectionsSeen = target.connections;
    expect(outcomes).toEqual({
      localhost: ['refused_address', null],
      ...(name === null ? {} : { resolvesToLoopback: ['refused_address', null] }),
      literal: ['refused_address', null],
      plainHttp: ['refused_scheme', null],
    });
    expect(target.connections).toBe(0);

    // Clear the way for the next test's worker, which allows private addresses.
    await strict!.stop();
    for (const id of Object.values(endpoints)) {
      const { version } = (await api(allowing!.baseUrl, key, 'GET', `/api/v1/webhook-endpoints/${id}`)).body.data as {
        version: number;
      };
      await statusIfMatch(allowing!.baseUrl, key, 'DELETE', `/api/v1/webhook-endpoints/${id}`, version);
    }
  });

  it('never follows a redirect to loopback: the try fails with `redirect`, its target sees no connection', async () => {
    const [redirecting, target] = [await receiver(), await receiver()];
    redirecting.answer(() => ({ status: 302, headers: { Location: target.url('/hooks') } }));
    const endpointId = await createEndpoint(allowing!.baseUrl, key, redirecting, '/hooks');
    target.accept('/hooks', 'whsec_' + Buffer.alloc(32, 1).toString('base64'));
    await start({ SERVICES: 'webhooks', ...WEBHOOK_TEST_ENV });
    await createEmployee(allowing!.baseUrl, key);

    const tried = await triedDelivery(endpointId);
    expect([tried?.attempts[0]?.error, tried?.attempts[0]?.response_status]).toEqual(['redirect', 302]);
    expect(redirecting.receipts).toHaveLength(1);
    expect(target.connections).toBe(0);
    figures.triesRefused += 1;
  });
});
