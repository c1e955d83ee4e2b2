import { describe, expect, it } from '@jest/globals';
import { aWebhookEndpoint } from '../../builders';
import { at, contractId, NOT_A_UUID, seed, UNKNOWN_ID, useHarness, type HarnessFactory } from '../harness';
import type { AttemptRecord, ClaimedDelivery } from '../../../webhooks/webhook-delivery';
import { anOutboxEvent, claimAt, companyTree, webhookRuns } from './webhooks-contract-kit';

const TOKEN_A = 'a1a1a1a1-0000-4000-8000-000000000001';
const TOKEN_B = 'b1b1b1b1-0000-4000-8000-000000000002';

/** A failed try at `when`, to retry at `next` (or finished as `failed` when `next` is null). */
function failedTry(claimed: ClaimedDelivery, when: Date, next: Date | null): AttemptRecord {
  return {
    deliveryId: claimed.id,
    leaseToken: claimed.leaseToken,
    status: next === null ? 'failed' : 'pending',
    tries: claimed.tries + 1,
    nextAttemptAt: next,
    attempt: { at: when, status: 503, error: null, durationMs: 40, body: 'busy' },
  };
}

/** A delivered try at `when`. */
function deliveredTry(claimed: ClaimedDelivery, when: Date): AttemptRecord {
  return {
    deliveryId: claimed.id,
    leaseToken: claimed.leaseToken,
    status: 'delivered',
    tries: claimed.tries + 1,
    nextAttemptAt: null,
    attempt: { at: when, status: 204, error: null, durationMs: 9, body: '' },
  };
}

/**
 * The contract of the `WebhookDeliveries` port (docs/webhooks.md#claiming-and-leases): claims take due deliveries of
 * enabled endpoints, never two at once of one endpoint and entity, never one delivery twice (also when two claims run
 * at the same time), reclaim a delivery whose lease ran out, and only the holder of the current lease records an
 * outcome (the fence, also after the endpoint's deletion). Lists are newest first with their attempts.
 */
export function webhookDeliveriesContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`WebhookDeliveries contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const { run, deliveriesOf, publish } = webhookRuns(harness);
    const claim = (now: Date, token: string, limit?: number) =>
      run((r) => r.webhookDeliveries.claim(claimAt(now, token, limit)));
    const record = (attempt: AttemptRecord) => run((r) => r.webhookDeliveries.record(attempt));

    async function oneEndpoint() {
      const { parent, branch } = companyTree();
      const endpoint = aWebhookEndpoint().of(parent).withSecret('sealed-1').build();
      await seed(harness().uow, { companies: [parent, branch], webhookEndpoints: [endpoint] });
      return { parent, branch, endpoint };
    }

    it('claims a due delivery with its payload and endpoint, under a lease, once', async () => {
      const { parent, endpoint } = await oneEndpoint();
      const event = anOutboxEvent(parent);
      await publish(event);

      const [claimed, ...more] = await claim(at(100), TOKEN_A);

      expect(more).toEqual([]);
      expect(claimed).toMatchObject({
        eventId: event.id,
        payload: { type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data },
        tries: 0,
        leaseToken: TOKEN_A,
      });
      expect(claimed?.endpoint.toProps()).toEqual(endpoint.toProps());
      expect((await deliveriesOf(endpoint)).map((d) => d.status)).toEqual(['delivering']);
      expect(await claim(at(101), TOKEN_B)).toEqual([]);
    });

    it('records a try under the lease, numbers the attempts, and retries when the time comes', async () => {
      const { parent, endpoint } = await oneEndpoint();
      await publish(anOutboxEvent(parent));
      const [first] = await claim(at(100), TOKEN_A);

      expect(await record(failedTry(first!, at(100), at(105)))).toBe(true);
      expect(await record(failedTry(first!, at(100), at(105)))).toBe(false);
      expect(await claim(at(104), TOKEN_B)).toEqual([]);
      const [second] = await claim(at(105), TOKEN_B);
      expect(await record(deliveredTry(second!, at(106)))).toBe(true);

      const [delivery] = await deliveriesOf(endpoint);
      expect(delivery).toMatchObject({
        status: 'delivered',
        tries: 2,
        nextAttemptAt: null,
        lastAttemptAt: at(106),
        lastResponseStatus: 204,
        lastError: null,
        lastResponseBody: '',
        attempts: [
          { n: 1, at: at(100), status: 503, error: null, durationMs: 40, body: 'busy' },
          { n: 2, at: at(106), status: 204, error: null, durationMs: 9, body: '' },
        ],
      });
      expect(await run((r) => r.webhookDeliveries.ofId(endpoint.id, delivery!.id))).toEqual(delivery);
    });

    it("keeps one endpoint's deliveries of one entity in event order; a failed one holds nothing back", async () => {
      const { parent } = await oneEndpoint();
      const [e1, e2, e3] = [1, 2, 3].map(() => anOutboxEvent(parent, { entityId: contractId(10) }));
      const other = anOutboxEvent(parent, { entityId: contractId(11) });
      await publish(e1!, e2!);
      await publish(other, e3!);

      const firstClaim = await claim(at(100), TOKEN_A);
      expect(firstClaim.map((c) => c.eventId)).toEqual([e1!.id, other.id]);
      await record(failedTry(firstClaim[0]!, at(100), at(200)));
      expect(await claim(at(150), TOKEN_B)).toEqual([]);
      const [retried] = await claim(at(200), TOKEN_B);
      expect(retried?.eventId).toBe(e1!.id);
      await record(failedTry(retried!, at(200), null));

      const next = await claim(at(201), TOKEN_A);
      expect(next.map((c) => c.eventId)).toEqual([e2!.id]);
    });

    it('never hands one delivery to two claims running at once', async () => {
      const { parent } = await oneEndpoint();
      await publish(...Array.from({ length: 12 }, (_, i) => anOutboxEvent(parent, { entityId: contractId(100 + i) })));

      const [a, b] = await Promise.all([claim(at(100), TOKEN_A, 8), claim(at(100), TOKEN_B, 8)]);

      const ids = [...a, ...b].map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(8);
      expect(ids.length).toBeLessThanOrEqual(12);
    });

    it('claims again a delivery whose lease ran out, and fences the old lease off', async () => {
      const { parent } = await oneEndpoint();
      await publish(anOutboxEvent(parent));
      const [lost] = await claim(at(100), TOKEN_A);

      expect(await claim(at(159), TOKEN_B)).toEqual([]);
      const [again] = await claim(at(160), TOKEN_B);

      expect([again?.id, again?.tries]).toEqual([lost?.id, 0]);
      expect(await record(deliveredTry(lost!, at(161)))).toBe(false);
      expect(await record(deliveredTry(again!, at(161)))).toBe(true);
    });

    it('records nothing for a delivery whose endpoint was deleted meanwhile', async () => {
      const { parent, endpoint } = await oneEndpoint();
      await publish(anOutboxEvent(parent));
      const [claimed] = await claim(at(100), TOKEN_A);

      await run((r) => r.webhookEndpoints.remove(endpoint.id));

      expect(await record(deliveredTry(claimed!, at(101)))).toBe(false);
      expect(await claim(at(1000), TOKEN_B)).toEqual([]);
    });

    it('claims nothing of a disabled endpoint until it is enabled again', async () => {
      const { parent, endpoint } = await oneEndpoint();
      await publish(anOutboxEvent(parent));
      const disabled = aWebhookEndpoint().of(parent).withId(endpoint.id).disabled('failing_since:x').build();
      await run((r) => r.webhookEndpoints.save(disabled));

      expect(await claim(at(100), TOKEN_A)).toEqual([]);
      await run((r) => r.webhookEndpoints.save(endpoint));
      expect(await claim(at(100), TOKEN_A)).toHaveLength(1);
    });

    it('splits the companies between partitions', async () => {
      const { parent, branch, endpoint } = await oneEndpoint();
      const ofBranch = aWebhookEndpoint().of(branch).build();
      await run((r) => r.webhookEndpoints.save(ofBranch));
      await publish(anOutboxEvent(parent), anOutboxEvent(branch));
      const part = (index: number) => ({ ...claimAt(at(100), TOKEN_A), partition: { index, count: 2 } });

      const claims = [
        await run((r) => r.webhookDeliveries.claim(part(0))),
        await run((r) => r.webhookDeliveries.claim(part(1))),
      ];

      expect(
        claims
          .flat()
          .map((c) => c.endpoint.id)
          .sort(),
      ).toEqual([endpoint.id, ofBranch.id].sort());
    });

    it('queues a test event for one endpoint, lists newest first by status, and requeues a finished one', async () => {
      const { parent, endpoint } = await oneEndpoint();
      const other = aWebhookEndpoint().of(parent).build();
      await run((r) => r.webhookEndpoints.save(other));
      await publish(anOutboxEvent(parent, { occurredAt: at(1) }));
      const test = await run((r) =>
        r.webhookDeliveries.enqueue(
          anOutboxEvent(parent, { type: 'webhook.test', entityId: endpoint.id, occurredAt: at(2) }),
          endpoint.id,
        ),
      );
      const [claimed] = (await claim(at(100), TOKEN_A)).filter((c) => c.id === test.id);
      await record(failedTry(claimed!, at(100), null));

      const page = await run((r) =>
        r.webhookDeliveries.listOfEndpoint(endpoint.id, { page: 1, perPage: 1, status: null }),
      );
      const cursor = await run((r) =>
        r.webhookDeliveries.listOfEndpoint(endpoint.id, {
          page: 1,
          perPage: 1,
          status: null,
          cursor: { after: page.items[0]! },
        }),
      );
      const failed = await run((r) =>
        r.webhookDeliveries.listOfEndpoint(endpoint.id, { page: 1, perPage: 10, status: 'failed' }),
      );
      await run((r) => r.webhookDeliveries.requeue(test.id));

      expect([page.items[0]?.eventType, page.total, cursor.items[0]?.eventType, cursor.next]).toEqual([
        'webhook.test',
        2,
        'employee.updated',
        null,
      ]);
      expect(failed.items.map((d) => d.id)).toEqual([test.id]);
      expect(await deliveriesOf(other)).toHaveLength(1);
      expect(await run((r) => r.webhookDeliveries.ofId(endpoint.id, test.id))).toMatchObject({
        status: 'pending',
        tries: 0,
        nextAttemptAt: null,
        attempts: [{ n: 1 }],
      });
      expect(await run((r) => r.webhookDeliveries.ofId(other.id, test.id))).toBeNull();
      expect(await run((r) => r.webhookDeliveries.ofId(endpoint.id, UNKNOWN_ID))).toBeNull();
      expect(await run((r) => r.webhookDeliveries.ofId(endpoint.id, NOT_A_UUID))).toBeNull();
    });
  });
}
