import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { WebhookReceiver, type Receipt } from '../../../scripts/bench-webhooks/receiver';
import { cleanUp } from './support/clean-up';
import { setUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { reportFigures } from './support/figures';
import { portOutsideEphemeralRange } from './support/free-port';
import {
  api,
  createPostgresDatabase,
  eventually,
  startServerProcess,
  withPostgres,
  type FreshPostgresDatabase,
  type ServerProcess,
} from './support/server-process';
import {
  auditEventIds,
  createEmployee,
  createEndpoint,
  deliveriesOf,
  employeeChanges,
  sleep,
  statusIfMatch,
  updateEmployee,
  WEBHOOK_TEST_ENV,
  type DeliveryView,
  type Written,
} from './support/webhook-fixtures';

/**
 * Receivers that fail, and writes that fail, seen from outside: the REAL server (`node packages/server/dist/main.js`,
 * production mode, `SERVICES=api,webhooks`, `WEBHOOK_ALLOW_PRIVATE_URLS=true`, a 50 ms poll) over PostgreSQL, and
 * receivers in this process that check every request with the `standardwebhooks` package's `Webhook.verify`
 * (scripts/bench-webhooks/receiver.ts). Each test has a company of its own and writes through the REST API with the
 * company's key. The receiver that is down for a minute comes back on the same port, which lies below the kernel's
 * ephemeral range. Its deliveries then wait for their third try, 5 minutes after the second: the manual retry route
 * refuses a pending delivery (409), so the test checks that state, then moves those deliveries' `next_attempt_at` to
 * now in the database, standing in for the 5 minutes, and sees every event arrive. Writes one
 * `[figures] webhooks-receiver-faults {…}` line on stderr. Full tier (jest.config.ts). Sources:
 * docs/webhooks.md#faults-and-guarantees, #retry-schedule, #ordering, #manual-retry, #fan-out.
 */

const STEP_TIMEOUT = 30_000;
const MINUTE = 60_000;

/** Whether `delivery` is pending with `tries` failed tries of `error` and no other. */
function pendingAfter(delivery: DeliveryView, tries: number, error: string): boolean {
  return (
    delivery.status === 'pending' &&
    delivery.tries === tries &&
    delivery.attempts.length === tries &&
    delivery.attempts.every((a) => a.error === error && a.response_status === null)
  );
}

/** For each entity, the versions of its first receipts in the order they came (`<id>: [1, 2, …]`). */
function versionsInArrivalOrder(receipts: readonly Receipt[]): Map<string, Array<number | null>> {
  const byEntity = new Map<string, Array<number | null>>();
  for (const r of receipts.filter((receipt) => receipt.nth === 1))
    byEntity.set(r.dataId, [...(byEntity.get(r.dataId) ?? []), r.version]);
  return byEntity;
}

/** Whether every list of `byEntity` is strictly increasing. */
function inOrder(byEntity: Map<string, Array<number | null>>): boolean {
  return [...byEntity.values()].every((versions) =>
    versions.every((v, i) => i === 0 || (v ?? 0) > (versions[i - 1] ?? 0)),
  );
}

describeWhen(postgresMissing(), 'webhooks: receivers that fail, writes that fail', () => {
  let database: FreshPostgresDatabase | null = null;
  let server: ServerProcess | null = null;
  let env: Record<string, string> = {};
  const receivers: WebhookReceiver[] = [];
  const figures = {
    eventsWritten: 0,
    writesRolledBack: 0,
    receiverDownMs: 0,
    eventsLost: null as number | null,
    deliveredAfterDelete: null as number | null,
    requestsReceived: 0,
    unverified: 0,
  };

  const baseUrl = (): string => server!.baseUrl;

  /** A company with its key, a receiver (on `port`, 0: any) and an endpoint of every type at its `/hooks`. */
  async function scene(name: string, port = 0) {
    const company = await setUpCompany(env, name);
    const receiver = await WebhookReceiver.listen(port);
    receivers.push(receiver);
    const endpointId = await createEndpoint(baseUrl(), company.key, receiver, '/hooks');
    return { key: company.key, receiver, endpointId };
  }

  /** Writes one event (counted): the employee created, or its `internal_id` changed. */
  async function write(key: string, employee?: Written): Promise<Written> {
    figures.eventsWritten += 1;
    return employee ? updateEmployee(baseUrl(), key, employee.id) : createEmployee(baseUrl(), key);
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    env = { DATABASE_URL: database.url, ...WEBHOOK_TEST_ENV };
    server = await startServerProcess({ ...env, SERVICES: 'api,webhooks' });
  }, STEP_TIMEOUT);

  afterAll(async () => {
    figures.requestsReceived = receivers.reduce((n, r) => n + r.receipts.length + r.unverified, 0);
    figures.unverified = receivers.reduce((n, r) => n + r.unverified, 0);
    reportFigures('webhooks-receiver-faults', figures);
    await cleanUp([...receivers.map((r) => () => r.stop()), () => server?.kill(), () => database?.drop()]);
  }, STEP_TIMEOUT);

  it('a receiver down for a minute, then back: every event delivered, in order [hang 150 s]', async () => {
    const { key, receiver, endpointId } = await scene('Empresa Receptor Fora', await portOutsideEphemeralRange());
    const employees = [await write(key), await write(key), await write(key)];
    expect(await eventually(async () => receiver.receipts.length === 3)).toBe(true);

    await receiver.stop();
    const downAt = Date.now();
    // Two changes of each employee and one new employee, at the start of the minute and in its middle.
    for (const employee of employees) await write(key, employee);
    employees.push(await write(key));
    await sleep(downAt + MINUTE / 2 - Date.now());
    for (const employee of employees.slice(0, 3)) await write(key, employee);
    await sleep(downAt + MINUTE - Date.now());

    // Each employee's first event since the outage has failed its try at once and the one 5 s later, and waits 5
    // minutes (±10 %) for the third; the later ones wait behind it, untried. None can be retried by hand yet.
    const waiting = (await deliveriesOf(baseUrl(), key, endpointId)).filter((d) => d.status !== 'delivered');
    const heads = waiting.filter((d) => pendingAfter(d, 2, 'connection_refused'));
    const held = waiting.filter((d) => pendingAfter(d, 0, '') && d.next_attempt_at === null);
    expect({ waiting: waiting.length, heads: heads.length, held: held.length }).toEqual({
      waiting: 7,
      heads: 4,
      held: 3,
    });
    for (const head of heads) {
      const wait = Date.parse(head.next_attempt_at!) - Date.parse(head.attempts[1]!.at);
      expect({ id: head.id, inRange: wait >= 0.9 * 5 * MINUTE - 1_000 && wait <= 1.1 * 5 * MINUTE + 1_000 }).toEqual({
        id: head.id,
        inRange: true,
      });
    }
    const retried = await api(
      baseUrl(),
      key,
      'POST',
      `/api/v1/webhook-endpoints/${endpointId}/deliveries/${heads[0]!.id}/retry`,
    );
    expect(retried.status).toBe(409); // WEBHOOK_DELIVERY.NOT_FINISHED

    await receiver.start();
    figures.receiverDownMs = Date.now() - downAt;
    // Instead of waiting 5 minutes: their third try falls due now.
    await withPostgres(database!.url, (client) =>
      client.query(
        `UPDATE webhook_deliveries SET next_attempt_at = now()
            WHERE endpoint_id = $1 AND status = 'pending' AND next_attempt_at IS NOT NULL`,
        [endpointId],
      ),
    );

    const written = await auditEventIds(baseUrl(), key, 'employee');
    expect(written).toHaveLength(10);
    const received = (): Set<string> => new Set(receiver.receipts.map((r) => r.webhookId));
    await eventually(async () => written.every((id) => received().has(id)), 15_000);
    figures.eventsLost = written.filter((id) => !received().has(id)).length;
    expect(figures.eventsLost).toBe(0);
    expect(inOrder(versionsInArrivalOrder(receiver.receipts))).toBe(true);
    expect(receiver.overlaps).toEqual([]);
    expect(receiver.unverified).toBe(0);
  }, 150_000);

  it('a receiver answering 500 then 200: retried about 5 s later and delivered, both tries listed', async () => {
    const { key, receiver, endpointId } = await scene('Empresa Quinhentos');
    receiver.answer((r) => ({ status: r.nth === 1 ? 500 : 204 }));
    const employee = await write(key);

    expect(await eventually(async () => receiver.receipts.length >= 2, 15_000)).toBe(true);
    const [first, second] = receiver.receipts as [Receipt, Receipt];
    expect([first, second].map((r) => [r.webhookId, r.type, r.dataId, r.version, r.nth])).toEqual([
      [first.webhookId, 'employee.created', employee.id, 1, 1],
      [first.webhookId, 'employee.created', employee.id, 1, 2],
    ]);
    // The schedule's 5 s (±10 % jitter), plus the poll interval and the claim.
    expect(second.at - first.at).toBeGreaterThanOrEqual(4_400);
    expect(second.at - first.at).toBeLessThanOrEqual(7_000);

    let deliveries: DeliveryView[] = [];
    await eventually(async () => {
      deliveries = await deliveriesOf(baseUrl(), key, endpointId);
      return deliveries[0]?.status === 'delivered';
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ event_id: first.webhookId, status: 'delivered', tries: 2 });
    expect(deliveries[0]!.attempts.map((a) => [a.number, a.response_status, a.error])).toEqual([
      [1, 500, null],
      [2, 204, null],
    ]);
    expect(receiver.unverified).toBe(0);
  });

  it("a hung receiver: timeout after 10 s; that employee's next event waits, others' go [hang 60 s]", async () => {
    const { key, receiver, endpointId } = await scene('Empresa Receptor Parado');
    let requests = 0;
    receiver.answer(() => (requests++ === 0 ? 'hang' : { status: 204 }));
    const a = await write(key);
    expect(await eventually(async () => receiver.receipts.length === 1)).toBe(true);
    const hungAt = receiver.receipts[0]!.at;
    const a2 = await write(key, a);
    const b = await write(key);

    const firstOf = (id: string, version: number): Receipt | undefined =>
      receiver.receipts.find((r) => r.dataId === id && r.version === version && r.nth === 1);
    expect(await eventually(async () => firstOf(b.id, 1) !== undefined, 5_000)).toBe(true);
    expect(firstOf(b.id, 1)!.at - hungAt).toBeLessThan(5_000);

    // The timed-out try's next one was due 5 s after it began, so it follows at once: then the update.
    expect(await eventually(async () => firstOf(a.id, a2.version) !== undefined, 20_000)).toBe(true);
    expect(receiver.receipts.filter((r) => r.dataId === a.id).map((r) => [r.version, r.nth])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);

    const deliveries = await deliveriesOf(baseUrl(), key, endpointId);
    const created = deliveries.find((d) => d.event_id === receiver.receipts[0]!.webhookId)!;
    expect(created).toMatchObject({ status: 'delivered', tries: 2 });
    const [timedOut, delivered] = created.attempts;
    expect([timedOut?.response_status, timedOut?.error, delivered?.response_status]).toEqual([null, 'timeout', 204]);
    expect(timedOut!.duration_ms).toBeGreaterThanOrEqual(9_900);
    expect(timedOut!.duration_ms).toBeLessThanOrEqual(11_500);
    expect(receiver.unverified).toBe(0);
  }, 60_000);

  it('an event exists if and only if its change committed: refused and rolled-back writes leave none', async () => {
    const { key, receiver } = await scene('Empresa Escrita Desfeita');
    const kept = await write(key);
    const gone = await write(key);
    const path = `/api/v1/employees/${kept.id}`;
    const refused = [
      // refused: an invalid e-mail, a stale If-Match, a document already in use
      (await api(baseUrl(), key, 'PUT', path, { email: 'não é e-mail', remove_campaign: false })).status,
      await statusIfMatch(baseUrl(), key, 'PUT', path, 7, { internal_id: 'velho', remove_campaign: false }),
    ];
    const inspected = await api(baseUrl(), key, 'GET', path);
    const document = (inspected.body.data as { document: string }).document;
    const duplicate = { name: 'Outra Pessoa Silva', document, include_campaign: false };
    refused.push((await api(baseUrl(), key, 'POST', '/api/v1/employees', duplicate)).status);
    // five PUTs at once with the same If-Match: one commits, the others find the version moved and roll back
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        statusIfMatch(baseUrl(), key, 'PUT', path, kept.version, {
          internal_id: `corrida ${n}`,
          remove_campaign: false,
        }),
      ),
    );
    figures.eventsWritten += 1;
    expect({ refused, racing: [...racing].sort() }).toEqual({
      refused: [422, 412, 422],
      racing: [200, 412, 412, 412, 412],
    });
    expect(await statusIfMatch(baseUrl(), key, 'DELETE', `/api/v1/employees/${gone.id}`, gone.version)).toBe(204);
    figures.eventsWritten += 1;
    figures.writesRolledBack += 7;

    const audited = await auditEventIds(baseUrl(), key, 'employee');
    const feed = await employeeChanges(baseUrl(), key);
    expect({ audited: audited.length, feed: feed.length }).toEqual({ audited: 4, feed: 4 });
    await eventually(async () => receiver.receipts.length >= 4);
    await sleep(1_000); // nothing more comes
    expect(receiver.receipts.map((r) => r.webhookId).sort()).toEqual([...audited].sort());
    expect(receiver.receipts.map((r) => `${r.dataId} v${r.version}`).sort()).toEqual([...feed].sort());
    expect(receiver.receipts.map((r) => r.type).sort()).toEqual([
      'employee.created',
      'employee.created',
      'employee.deleted',
      'employee.updated',
    ]);
  });

  it('nothing is delivered after its endpoint was deleted with deliveries pending', async () => {
    const { key, receiver, endpointId } = await scene('Empresa Endpoint Apagado', await portOutsideEphemeralRange());
    await receiver.stop();
    const e = await write(key);
    await write(key, e);
    await write(key);
    // Both employees' first events have failed their first try and are due again 5 s later.
    expect(
      await eventually(async () => {
        const deliveries = await deliveriesOf(baseUrl(), key, endpointId);
        return deliveries.filter((d) => pendingAfter(d, 1, 'connection_refused')).length === 2;
      }),
    ).toBe(true);

    const endpoint = `/api/v1/webhook-endpoints/${endpointId}`;
    const { version } = (await api(baseUrl(), key, 'GET', endpoint)).body.data as { version: number };
    expect(await statusIfMatch(baseUrl(), key, 'DELETE', endpoint, version)).toBe(204);
    await receiver.start();
    await write(key, e);
    await sleep(7_000); // past the second try (5 s ±10 %) of every delivery, and a poll of the new event

    figures.deliveredAfterDelete = receiver.connections;
    expect({ connections: receiver.connections, receipts: receiver.receipts.length }).toEqual({
      connections: 0,
      receipts: 0,
    });
    expect((await api(baseUrl(), key, 'GET', `${endpoint}/deliveries`)).status).toBe(404);
    const left = await withPostgres(database!.url, (client) =>
      client.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1', [
        endpointId,
      ]),
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
