import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { HistoryRepositories } from '../../history';
import type { SecretBox } from '../../kernel/secret-box';
import type { RandomSource } from '../../kernel/random-source';
import type { WebhookOutcome, WebhookRepositories, WebhookSender } from '../ports';
import { WHOLE_PARTITION, type ClaimedDelivery, type WebhookPartition } from '../webhook-delivery';
import { nextAttemptAt } from '../retry-schedule';
import { keptAttemptText } from '../webhook-payload';
import { recordEndpointChange } from '../endpoint-access';

/** How long a claim holds a delivery when not told, in milliseconds: 60 s, well over the sender's 10 s timeout. */
export const DELIVERY_LEASE_MS = 60_000;
/** The error of a try whose signing secret the `SecretBox` could not open (`WEBHOOK_SECRET_KEY` changed). */
export const SECRET_UNREADABLE = 'secret_unreadable';
/** How many deliveries one pass claims when not told. */
export const DEFAULT_DELIVERY_BATCH = 50;

/**
 * One delivery pass: how many to claim at most (default 50), the worker's partition (default every company), and
 * how long each claim holds in milliseconds (`leaseMs`, default {@link DELIVERY_LEASE_MS}; keep it well over the
 * sender's 10 s timeout, or a slow try's delivery is claimed again while it is still being sent).
 */
export interface DeliverWebhooksCommand {
  limit?: number;
  partition?: WebhookPartition;
  leaseMs?: number;
}

/**
 * What a pass did: how many deliveries it claimed, and of those how many were `delivered`, are `pending` again
 * (`retrying`), became `failed`, and were `lost` (their lease fenced them off: reclaimed after it ran out, or their
 * endpoint deleted meanwhile; another claim delivers them again, or nobody does after a deletion).
 */
export interface DeliveryPassResult {
  readonly claimed: number;
  readonly delivered: number;
  readonly retrying: number;
  readonly failed: number;
  readonly lost: number;
}

type Recorded = 'delivered' | 'retrying' | 'failed' | 'lost';

/**
 * One delivery pass of a worker (docs/webhooks.md#claiming-and-leases): claims up to `limit` due deliveries in one
 * short transaction (each `delivering` under a fresh lease of `leaseMs`, default {@link DELIVERY_LEASE_MS}), sends them
 * all at once through the `WebhookSender` outside any transaction (the sealed secrets opened by the `SecretBox`, the
 * body the payload's JSON, `webhook-timestamp` the send time), then records each outcome in a short transaction of its
 * own, fenced by the lease: a delivered try ends the endpoint's failing streak; a failed one is retried per the
 * schedule (`nextAttemptAt`, jitter from the `RandomSource`) or becomes `failed` after the eighth, and may disable the
 * endpoint after five days of failures (audited as `webhook_endpoint.updated`). A worker killed mid-pass loses nothing:
 * its leases run out and the deliveries are claimed again (at least once; receivers de-duplicate by `webhook-id`). A
 * signing secret that no longer opens (the key changed) fails the try with `secret_unreadable`.
 * @throws Error the first error a send or a record threw (the database), after every other delivery of the pass was
 *   recorded; those stay under their lease and are claimed again after it.
 */
export class DeliverWebhooks {
  constructor(
    private readonly uow: UnitOfWork<WebhookRepositories & HistoryRepositories>,
    private readonly sender: WebhookSender,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly random: RandomSource,
  ) {}

  async execute(command: DeliverWebhooksCommand = {}): Promise<DeliveryPassResult> {
    const now = this.clock.now();
    const claimed = await this.uow.run((r) =>
      r.webhookDeliveries.claim({
        now,
        limit: command.limit ?? DEFAULT_DELIVERY_BATCH,
        leaseUntil: new Date(now.getTime() + (command.leaseMs ?? DELIVERY_LEASE_MS)),
        leaseToken: this.ids.next(),
        partition: command.partition ?? WHOLE_PARTITION,
      }),
    );
    const settled = await Promise.allSettled(claimed.map((delivery) => this.deliver(delivery)));
    const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (rejected) throw rejected.reason;
    const count = (what: Recorded): number =>
      settled.filter((s) => s.status === 'fulfilled' && s.value === what).length;
    return {
      claimed: claimed.length,
      delivered: count('delivered'),
      retrying: count('retrying'),
      failed: count('failed'),
      lost: count('lost'),
    };
  }

  /**
   * Sends one claimed delivery and records its outcome; a secret the `SecretBox` cannot open (sealed under another
   * key) makes a failed try with the error {@link SECRET_UNREADABLE}, nothing sent.
   */
  private async deliver(delivery: ClaimedDelivery): Promise<Recorded> {
    const at = this.clock.now();
    const secrets = this.openSecrets(delivery, at);
    const outcome: WebhookOutcome =
      secrets === null
        ? { kind: 'failed', status: null, body: null, error: SECRET_UNREADABLE, durationMs: 0 }
        : await this.sender.send({
            url: delivery.endpoint.url,
            eventId: delivery.eventId,
            timestamp: at,
            body: JSON.stringify(delivery.payload),
            secrets,
          });
    return this.record(delivery, at, outcome);
  }

  /** The plaintexts of the endpoint's secrets that sign at `at`, or `null` when one does not open. */
  private openSecrets(delivery: ClaimedDelivery, at: Date): string[] | null {
    try {
      return delivery.endpoint.signingSecrets(at).map((sealed) => this.box.open(sealed));
    } catch {
      return null;
    }
  }

  /** Records `outcome` of the try started at `at`, under the delivery's lease, and its effect on the endpoint. */
  private async record(delivery: ClaimedDelivery, at: Date, outcome: WebhookOutcome): Promise<Recorded> {
    const tries = delivery.tries + 1;
    const delivered = outcome.kind === 'delivered';
    const next = delivered ? null : nextAttemptAt(tries, at, this.random.fraction());
    const status = delivered ? 'delivered' : next === null ? 'failed' : 'pending';
    return this.uow.run(async (r) => {
      // The endpoint first, as a deletion locks it before its deliveries: the two never wait on each other in a cycle.
      const endpoint = await r.webhookEndpoints.ofId(delivery.endpoint.id, true);
      if (!endpoint) return 'lost';
      const recorded = await r.webhookDeliveries.record({
        deliveryId: delivery.id,
        leaseToken: delivery.leaseToken,
        status,
        tries,
        nextAttemptAt: next,
        attempt: {
          at,
          status: outcome.status,
          error: outcome.kind === 'failed' ? keptAttemptText(outcome.error) : null,
          durationMs: Math.max(0, Math.round(outcome.durationMs)),
          body: keptAttemptText(outcome.body),
        },
      });
      if (!recorded) return 'lost';
      const before = endpoint.toProps();
      if (delivered ? endpoint.recordDeliverySuccess() : endpoint.recordDeliveryFailure(at)) {
        await r.webhookEndpoints.save(endpoint);
        if (before.isEnabled && !endpoint.isEnabled)
          await recordEndpointChange(r.audit, 'webhook_endpoint.updated', before, endpoint);
      }
      return status === 'pending' ? 'retrying' : status;
    });
  }
}
