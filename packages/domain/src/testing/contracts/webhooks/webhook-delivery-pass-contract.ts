import { describe, expect, it } from '@jest/globals';
import { DeliverWebhooks } from '../../../webhooks/use-cases/deliver-webhooks';
import type { WebhookOutcome, WebhookRequest, WebhookSender } from '../../../webhooks/ports';
import { aWebhookEndpoint } from '../../builders';
import { FixedClock } from '../../fixed-clock';
import { PlainSecretBox } from '../../plain-secret-box';
import { SequentialIdGenerator } from '../../sequential-id-generator';
import { FixedRandomSource } from '../../webhook-test-ports';
import { at, seed, useHarness, type HarnessFactory } from '../harness';
import { anOutboxEvent, companyTree, webhookRuns } from './webhooks-contract-kit';

const DAY_S = 24 * 3600;

/** A sender that fails every request with a 500 and keeps them. */
class FailingSender implements WebhookSender {
  readonly requests: WebhookRequest[] = [];

  async send(request: WebhookRequest): Promise<WebhookOutcome> {
    this.requests.push(request);
    return { kind: 'failed', status: 500, body: 'down', error: null, durationMs: 20 };
  }
}

/**
 * The delivery pass (`DeliverWebhooks`) over an adapter, with a fixed clock and no jitter: the retry schedule as
 * stored, `failed` after the eighth try, and the endpoint disabled after five days of failures
 * (docs/webhooks.md#retry-schedule, #disabling).
 */
export function webhookDeliveryPassContract(adapterName: string, makeHarness: HarnessFactory): void {
  describe(`webhook delivery pass (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const { deliveriesOf, publish, run } = webhookRuns(harness);

    async function failingWorld() {
      const { parent } = companyTree();
      const box = new PlainSecretBox();
      const endpoint = aWebhookEndpoint().of(parent).withSecret(box.seal('whsec_x')).build();
      await seed(harness().uow, { companies: [parent], webhookEndpoints: [endpoint] });
      const clock = new FixedClock(at(100));
      const sender = new FailingSender();
      const deliver = new DeliverWebhooks(
        harness().uow,
        sender,
        box,
        clock,
        new SequentialIdGenerator(),
        new FixedRandomSource(),
      );
      return { parent, endpoint, clock, sender, deliver };
    }

    it('retries on the schedule and gives up after the eighth try', async () => {
      const { parent, endpoint, clock, sender, deliver } = await failingWorld();
      await publish(anOutboxEvent(parent));

      const waits: number[] = [];
      for (let pass = 0; pass < 8; pass += 1) {
        expect(await deliver.execute()).toMatchObject({ claimed: 1 });
        const [delivery] = await deliveriesOf(endpoint);
        if (delivery?.nextAttemptAt) {
          waits.push((delivery.nextAttemptAt.getTime() - clock.now().getTime()) / 1000);
          clock.set(delivery.nextAttemptAt);
        }
      }

      expect(waits).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 36_000]);
      expect(await deliveriesOf(endpoint)).toMatchObject([{ status: 'failed', tries: 8, lastResponseStatus: 500 }]);
      expect(sender.requests.map((r) => r.secrets)).toEqual(Array.from({ length: 8 }, () => ['whsec_x']));
    });

    it('disables the endpoint after five days of failed tries, with the reason', async () => {
      const { parent, endpoint, clock, deliver } = await failingWorld();

      for (let day = 0; day <= 5; day += 1) {
        await publish(anOutboxEvent(parent, { entityId: `c0c0c0c0-0000-4000-8000-00000000010${day}` }));
        await deliver.execute();
        clock.advanceSeconds(DAY_S);
      }

      const stored = await run((r) => r.webhookEndpoints.ofId(endpoint.id));
      expect([stored?.isEnabled, stored?.disabledReason]).toEqual([false, `failing_since:${at(100).toISOString()}`]);
      const [audit] = await run((r) => r.audit.list(parent.id, { limit: 1 }));
      expect([audit?.action, audit?.changed]).toEqual(['webhook_endpoint.updated', ['is_enabled', 'disabled_reason']]);
    });
  });
}
