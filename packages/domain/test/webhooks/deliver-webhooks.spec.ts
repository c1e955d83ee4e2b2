import { describe, expect, it } from '@jest/globals';
import { WebhookEndpoint, type WebhookDelivery } from '@employee/domain';
import { failing, seedTree, webhooksWorld, type WebhooksWorld } from './webhooks-world';

const URL_A = 'https://hooks.example.com/a';
const URL_B = 'https://hooks.example.com/b';

/** The deliveries of an endpoint, oldest first. */
async function deliveriesOf(w: WebhooksWorld, companyId: string, endpointId: string): Promise<WebhookDelivery[]> {
  const page = await w.deliveries.execute({ companyId, endpointId, perPage: 100 });
  return [...page.items].reverse();
}

describe('outbox and delivery pass (in memory)', () => {
  it('queues an audited change for its subscribers and delivers it signed, with its thin payload', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint, secret } = await w.create.execute({ companyId: parent.id, url: URL_A });
    await w.create.execute({ companyId: parent.id, url: URL_B, eventTypes: ['employee.created'] });

    const filter = await w.createFilter.execute({ companyId: parent.id, key: 'site' });
    const pass = await w.deliver.execute();

    expect(pass).toEqual({ claimed: 1, delivered: 1, retrying: 0, failed: 0, lost: 0 });
    const [request] = w.sender.requests;
    const [event] = await w.repos.audit.list(parent.id, { action: 'filter.created', limit: 1 });
    expect(request).toEqual({
      url: URL_A,
      eventId: event?.id,
      timestamp: w.clock.now(),
      body: JSON.stringify({
        type: 'filter.created',
        timestamp: event?.occurredAt.toISOString(),
        data: { id: filter.id, company_id: parent.id, version: 1, changed: ['key', 'name', 'active'] },
      }),
      secrets: [secret],
    });
    const [delivery] = await deliveriesOf(w, parent.id, endpoint.id);
    expect(delivery).toMatchObject({
      eventType: 'filter.created',
      status: 'delivered',
      tries: 1,
      lastResponseStatus: 200,
      lastResponseBody: 'ok',
      lastAttemptAt: w.clock.now(),
      nextAttemptAt: null,
      attempts: [{ n: 1, at: w.clock.now(), status: 200, error: null, durationMs: 12, body: 'ok' }],
    });
  });

  it('sends a branch event to the branch and to the endpoints above it that include branches', async () => {
    const w = webhooksWorld();
    const { parent, branch, leaf } = await seedTree(w);
    const including = (await w.create.execute({ companyId: parent.id, url: URL_A, includeBranches: true })).endpoint;
    const excluding = (await w.create.execute({ companyId: parent.id, url: URL_B })).endpoint;
    const own = (await w.create.execute({ companyId: leaf.id, url: URL_A })).endpoint;
    const sibling = (await w.create.execute({ companyId: branch.id, url: URL_B })).endpoint;

    await w.createFilter.execute({ companyId: leaf.id, key: 'site' });

    const counts = await Promise.all(
      [
        [parent.id, including.id],
        [parent.id, excluding.id],
        [leaf.id, own.id],
        [branch.id, sibling.id],
      ].map(async ([company, id]) => (await deliveriesOf(w, company as string, id as string)).length),
    );
    expect(counts).toEqual([1, 0, 1, 0]);
  });

  it('leaves no event of a write that rolls back', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });

    await expect(w.createFilter.execute({ companyId: parent.id, key: 'Not A Key' })).rejects.toBeDefined();

    expect(await deliveriesOf(w, parent.id, endpoint.id)).toEqual([]);
  });

  it('retries a failing receiver on the schedule, then marks the delivery failed after the eighth try', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    w.sender.answer = failing();
    await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });

    const waits: number[] = [];
    for (let pass = 0; pass < 8; pass += 1) {
      expect(await w.deliver.execute()).toMatchObject({ claimed: 1 });
      const [delivery] = await deliveriesOf(w, parent.id, endpoint.id);
      if (delivery?.nextAttemptAt) {
        waits.push((delivery.nextAttemptAt.getTime() - w.clock.now().getTime()) / 1000);
        expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
        w.clock.set(delivery.nextAttemptAt);
      }
    }

    expect(waits).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 36_000]);
    const [delivery] = await deliveriesOf(w, parent.id, endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', tries: 8, lastResponseStatus: 500, lastResponseBody: 'down' });
    expect(delivery?.attempts.map((a) => a.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('retries a finished delivery by hand with a new round of tries', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    const queued = await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });

    await expect(
      w.retry.execute({ companyId: parent.id, endpointId: endpoint.id, id: queued.id }),
    ).rejects.toMatchObject({ code: 'WEBHOOK_DELIVERY.NOT_FINISHED' });
    await w.deliver.execute();
    const retried = await w.retry.execute({ companyId: parent.id, endpointId: endpoint.id, id: queued.id });
    await w.deliver.execute();

    expect([retried.status, retried.tries, retried.nextAttemptAt]).toEqual(['pending', 0, null]);
    const [delivery] = await deliveriesOf(w, parent.id, endpoint.id);
    expect([delivery?.status, delivery?.tries, delivery?.attempts.map((a) => a.n)]).toEqual(['delivered', 1, [1, 2]]);
    await expect(
      w.retry.execute({ companyId: parent.id, endpointId: endpoint.id, id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' }),
    ).rejects.toMatchObject({ code: 'WEBHOOK_DELIVERY.NOT_FOUND' });
  });

  it("holds an entity's later events back while an earlier one is retried, not other entities' events", async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    const test1 = (await w.test.execute({ companyId: parent.id, endpointId: endpoint.id })).eventId;
    const test2 = (await w.test.execute({ companyId: parent.id, endpointId: endpoint.id })).eventId;
    await w.createFilter.execute({ companyId: parent.id, key: 'site' });
    const [filter] = await w.repos.audit.list(parent.id, { action: 'filter.created', limit: 1 });
    w.sender.answer = failing();

    const first = await w.deliver.execute();
    w.sender.answer = () => ({ kind: 'delivered', status: 204, body: '', durationMs: 1 });
    const second = await w.deliver.execute();
    w.clock.advanceSeconds(6);
    const third = await w.deliver.execute();
    const fourth = await w.deliver.execute();

    expect([first.claimed, second.claimed, third.claimed, fourth.claimed]).toEqual([2, 0, 2, 1]);
    expect(w.sender.requests.map((r) => r.eventId)).toEqual([test1, filter?.id, test1, filter?.id, test2]);
  });

  it('disables an endpoint whose every try failed for five days, and audits it', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    w.sender.answer = failing();
    const started = w.clock.now();

    for (let day = 0; day <= 5; day += 1) {
      await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });
      await w.deliver.execute();
      w.clock.advanceSeconds(24 * 3600);
    }

    const disabled = await w.get.execute({ companyId: parent.id, id: endpoint.id });
    expect([disabled.isEnabled, disabled.disabledReason]).toEqual([false, `failing_since:${started.toISOString()}`]);
    const [audit] = await w.repos.audit.list(parent.id, { limit: 1 });
    expect([audit?.action, audit?.changed, audit?.actor.type]).toEqual([
      'webhook_endpoint.updated',
      ['is_enabled', 'disabled_reason'],
      'system',
    ]);
    await w.createFilter.execute({ companyId: parent.id, key: 'site' });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
  });

  it("leaves a dead worker's claim alone until its lease (leaseMs) runs out, then claims it again", async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    const { eventId } = await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });
    const send = w.sender.send.bind(w.sender);
    // The first worker claims the delivery and never comes back from its send (it died mid-delivery).
    w.sender.send = () => new Promise(() => undefined);
    void w.deliver.execute({ leaseMs: 15_000 });
    await new Promise((resolve) => setImmediate(resolve));
    w.sender.send = send;

    w.clock.advanceSeconds(14);
    const beforeExpiry = await w.deliver.execute();
    w.clock.advanceSeconds(2);
    const afterExpiry = await w.deliver.execute();

    expect([beforeExpiry.claimed, afterExpiry]).toEqual([
      0,
      { claimed: 1, delivered: 1, retrying: 0, failed: 0, lost: 0 },
    ]);
    expect(w.sender.requests.map((r) => r.eventId)).toEqual([eventId]);
    const [delivery] = await deliveriesOf(w, parent.id, endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', tries: 1 });
  });

  it('records nothing for a delivery whose endpoint was deleted while it was being sent', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });
    w.sender.answer = () => {
      void w.remove.execute({ companyId: parent.id, id: endpoint.id });
      return { kind: 'delivered', status: 200, body: 'ok', durationMs: 1 };
    };

    expect(await w.deliver.execute()).toEqual({ claimed: 1, delivered: 0, retrying: 0, failed: 0, lost: 1 });
  });

  it('fails a try without sending when the signing secret does not open', async () => {
    const w = webhooksWorld();
    const { parent } = await seedTree(w);
    const { endpoint } = await w.create.execute({ companyId: parent.id, url: URL_A });
    const stored = (await w.repos.webhookEndpoints.ofId(endpoint.id))!.toProps();
    await w.repos.webhookEndpoints.save(WebhookEndpoint.fromProps({ ...stored, secret: 'sealed under another key' }));
    await w.test.execute({ companyId: parent.id, endpointId: endpoint.id });

    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, retrying: 1 });

    expect(w.sender.requests).toEqual([]);
    const [delivery] = await deliveriesOf(w, parent.id, endpoint.id);
    expect(delivery?.attempts).toEqual([
      { n: 1, at: w.clock.now(), status: null, error: 'secret_unreadable', durationMs: 0, body: null },
    ]);
  });
});
