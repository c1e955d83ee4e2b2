import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { WebhookReceiver, type Receipt } from '../../../scripts/bench-webhooks/receiver';
import { cleanUp } from './support/clean-up';
import { setUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import {
  createPostgresDatabase,
  eventually,
  startServerProcess,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';
import {
  auditEventIds,
  createEmployee,
  createEndpoint,
  deliveriesOf,
  updateEmployee,
  WEBHOOK_TEST_ENV,
  type Written,
} from './support/webhook-fixtures';

/**
 * Webhook workers killed and doubled, seen from outside: the REST API in one REAL server process (`SERVICES=api`) and
 * the delivery workers in others (`SERVICES=webhooks`), all `node packages/server/dist/main.js` in production mode
 * over one PostgreSQL database (`WEBHOOK_ALLOW_PRIVATE_URLS=true`, a 50 ms poll), and receivers in this process that
 * check every request with the `standardwebhooks` package (scripts/bench-webhooks/receiver.ts).
 * 1. A worker SIGKILLed while its request hangs at the receiver: the delivery stays claimed until its lease runs out
 *    (`WEBHOOK_LEASE_SECONDS=30` here, half the default, so the wait costs the run less), then a new worker delivers
 *    it; the events written while no worker ran are delivered too, nothing is lost.
 * 2. Two workers and many events on two endpoints: no attempt is in flight twice at once, each employee's versions
 *    arrive in order at each endpoint, nothing is lost or sent twice, and both workers took part (their debug log
 *    lines `webhook deliveries` add up to the deliveries made).
 * Writes one `[figures] webhooks-workers {…}` line on stderr. Full tier (jest.config.ts). Sources:
 * docs/webhooks.md#claiming-and-leases, #ordering, #faults-and-guarantees.
 */

const STEP_TIMEOUT = 30_000;
const LEASE_MS = 30_000;
const EMPLOYEES = 20;
const CHANGES_EACH = 8;

/** The sum of `field` over `server`'s debug lines `webhook deliveries` (one per pass that claimed something). */
function passTotal(server: ServerProcess, field: 'delivered' | 'lost' | 'claimed'): number {
  return server
    .logs()
    .filter((line) => line.msg === 'webhook deliveries')
    .reduce((sum, line) => sum + Number(line[field] ?? 0), 0);
}

describeWhen(postgresMissing(), 'webhooks: workers killed and doubled', () => {
  let database: FreshPostgresDatabase | null = null;
  let env: Record<string, string> = {};
  let api: ServerProcess | null = null;
  const workers: ServerProcess[] = [];
  const receivers: WebhookReceiver[] = [];
  const figures = {
    eventsWritten: 0,
    workersKilled: 0,
    leaseWaitMs: null as number | null,
    deliveries: null as number | null,
    eventsLost: null as number | null,
    sentTwice: null as number | null,
    overlaps: null as number | null,
    outOfOrder: null as number | null,
    unverified: 0,
  };

  const baseUrl = (): string => api!.baseUrl;
  const startWorker = async (): Promise<ServerProcess> => {
    const worker = await startServerProcess({
      ...env,
      SERVICES: 'webhooks',
      LOG_LEVEL: 'debug',
      WEBHOOK_LEASE_SECONDS: String(LEASE_MS / 1_000),
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    env = { DATABASE_URL: database.url, ...WEBHOOK_TEST_ENV };
    api = await startServerProcess({ ...env, SERVICES: 'api' });
  }, STEP_TIMEOUT);

  afterAll(async () => {
    figures.unverified = receivers.reduce((n, r) => n + r.unverified, 0);
    reportFigures('webhooks-workers', figures);
    await cleanUp([
      ...receivers.map((r) => () => r.stop()),
      ...workers.map((w) => () => w.kill()),
      () => api?.kill(),
      () => database?.drop(),
    ]);
  }, STEP_TIMEOUT);

  it('a worker SIGKILLed mid-delivery: a new one delivers after the lease, none lost [hang 120 s]', async () => {
    const { key } = await setUpCompany(env, 'Empresa Worker Morto');
    const receiver = await WebhookReceiver.listen();
    receivers.push(receiver);
    const endpointId = await createEndpoint(baseUrl(), key, receiver, '/hooks');
    let requests = 0;
    receiver.answer(() => (requests++ === 0 ? 'hang' : { status: 204 }));
    const first = await startWorker();

    const a = await createEmployee(baseUrl(), key);
    expect(await eventually(async () => receiver.receipts.length === 1)).toBe(true);
    const hung = receiver.receipts[0]!;
    await first.kill();
    figures.workersKilled += 1;
    // Written while no worker runs: the same employee's next version, and another employee.
    const a2 = await updateEmployee(baseUrl(), key, a.id);
    const b = await createEmployee(baseUrl(), key);
    figures.eventsWritten += 3;
    await startWorker();

    const firstOf = (id: string, version: number): Receipt | undefined =>
      receiver.receipts.find((r) => r.dataId === id && r.version === version);
    expect(await eventually(async () => firstOf(b.id, 1) !== undefined, 10_000)).toBe(true);
    // The killed worker's claim holds until its lease runs out: no second try of it before, and the next version
    // waits behind it.
    const claimed = (await deliveriesOf(baseUrl(), key, endpointId)).find((d) => d.event_id === hung.webhookId);
    expect(claimed).toMatchObject({ status: 'delivering', tries: 0, attempts: [] });
    expect(firstOf(a.id, a2.version)).toBeUndefined();

    expect(await eventually(async () => firstOf(a.id, a2.version) !== undefined, LEASE_MS + 10_000)).toBe(true);
    const again = receiver.receipts.find((r) => r.webhookId === hung.webhookId && r.nth === 2)!;
    figures.leaseWaitMs = again.at - hung.at;
    expect(figures.leaseWaitMs).toBeGreaterThanOrEqual(LEASE_MS - 500);
    expect(figures.leaseWaitMs).toBeLessThanOrEqual(LEASE_MS + 5_000);
    expect(receiver.receipts.map((r) => [r.dataId, r.version, r.nth])).toEqual([
      [a.id, 1, 1],
      [b.id, 1, 1],
      [a.id, 1, 2],
      [a.id, a2.version, 1],
    ]);
    const written = await auditEventIds(baseUrl(), key, 'employee');
    const received = new Set(receiver.receipts.map((r) => r.webhookId));
    figures.eventsLost = written.filter((id) => !received.has(id)).length;
    expect({ written: written.length, lost: figures.eventsLost }).toEqual({ written: 3, lost: 0 });
    // The killed worker recorded nothing: the delivery's one attempt is the new worker's.
    const delivered = (await deliveriesOf(baseUrl(), key, endpointId)).find((d) => d.event_id === hung.webhookId);
    expect(delivered).toMatchObject({ status: 'delivered', tries: 1 });
    expect(delivered!.attempts.map((attempt) => attempt.response_status)).toEqual([204]);
    expect(receiver.unverified).toBe(0);
  }, 120_000);

  it(
    `two workers, ${EMPLOYEES * CHANGES_EACH} events to two endpoints: none in flight twice, in order, none lost` +
      ' [hang 120 s]',
    async () => {
      const { key } = await setUpCompany(env, 'Empresa Dois Workers');
      const receiver = await WebhookReceiver.listen();
      receivers.push(receiver);
      const paths = ['/hooks/one', '/hooks/two'];
      for (const path of paths) await createEndpoint(baseUrl(), key, receiver, path);
      // Slow enough answers that claims of both workers overlap in time.
      receiver.answer((r) => ({ status: 204, delayMs: r.webhookId.charCodeAt(0) % 20 }));
      const running = workers.filter((w) => w.running());
      while (running.length < 2) running.push(await startWorker());
      const before = running.map((w) => passTotal(w, 'delivered'));

      await Promise.all(
        Array.from({ length: EMPLOYEES }, async () => {
          let employee: Written = await createEmployee(baseUrl(), key);
          for (let n = 1; n < CHANGES_EACH; n += 1) employee = await updateEmployee(baseUrl(), key, employee.id);
        }),
      );
      figures.eventsWritten += EMPLOYEES * CHANGES_EACH;

      const written = await auditEventIds(baseUrl(), key, 'employee');
      expect(written).toHaveLength(EMPLOYEES * CHANGES_EACH);
      const receivedAt = (path: string): Set<string> =>
        new Set(receiver.receipts.filter((r) => r.path === path).map((r) => r.webhookId));
      const all = (): boolean => paths.every((path) => written.every((id) => receivedAt(path).has(id)));
      await eventually(async () => all(), 30_000);

      figures.eventsLost = paths.reduce((n, path) => n + written.filter((id) => !receivedAt(path).has(id)).length, 0);
      figures.sentTwice = receiver.receipts.filter((r) => r.nth > 1).length;
      figures.overlaps = receiver.overlaps.length;
      const versions = new Map<string, number[]>();
      for (const r of receiver.receipts.filter((receipt) => receipt.nth === 1)) {
        const key = `${r.path} ${r.dataId}`;
        versions.set(key, [...(versions.get(key) ?? []), r.version ?? 0]);
      }
      const ordered = Array.from({ length: CHANGES_EACH }, (_, i) => i + 1);
      figures.outOfOrder = [...versions.values()].filter((v) => v.join() !== ordered.join()).length;
      figures.deliveries = receiver.receipts.length;
      expect(figures).toMatchObject({ eventsLost: 0, sentTwice: 0, overlaps: 0, outOfOrder: 0 });
      expect(versions.size).toBe(EMPLOYEES * paths.length);

      // Both workers took part, and what they report delivering adds up to what came.
      const byWorker = (): number[] => running.map((w, i) => passTotal(w, 'delivered') - before[i]!);
      const sum = (counts: number[]): number => counts.reduce((n, m) => n + m, 0);
      await eventually(async () => sum(byWorker()) >= figures.deliveries!);
      expect(byWorker().every((n) => n > 0)).toBe(true);
      expect(sum(byWorker())).toBe(written.length * paths.length);
      expect(running.map((w) => passTotal(w, 'lost'))).toEqual([0, 0]);
      expect(receiver.unverified).toBe(0);
    },
    // a hang detector: the deliveries alone may take the 30 s `eventually` allows, on a machine under load
    // (a CI run timed out at 30 s for the whole test, with a load average of 14)
    120_000,
  );
});
