import type { WebhookEndpoint } from './webhook-endpoint';
import type { WebhookPayload } from './webhook-payload';

/**
 * Where a delivery stands (docs/webhooks.md#outbox-and-delivery): `pending` (due at `nextAttemptAt`), `delivering`
 * (claimed by a worker under a lease), `delivered` (a try got a 2xx), `failed` (every try failed, or none is left).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed'] as const;

/** One delivery status. */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One recorded try of a delivery: its number `n` (1-based, counting every try the delivery ever had), when it started,
 * the response status (`null` when none came), the error (`null` when a response came), how long it took (ms) and
 * the response body kept (at most 1 kB; `null` when none).
 */
export interface WebhookAttempt {
  readonly n: number;
  readonly at: Date;
  readonly status: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  readonly body: string | null;
}

/**
 * One event's delivery to one endpoint, as listed (docs/webhooks.md#outbox-and-delivery): the event (id, type,
 * payload), its status, the tries of its current round (a manual retry starts a new round), the last try's
 * outcome and time, when the next try is due (`null` when due at once: queued or retried by hand and not tried since;
 * `null` too once finished), when it was queued (`createdAt`, the event's time) and every attempt, oldest first.
 */
export interface WebhookDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly payload: WebhookPayload;
  readonly status: WebhookDeliveryStatus;
  readonly tries: number;
  readonly nextAttemptAt: Date | null;
  readonly lastAttemptAt: Date | null;
  readonly lastResponseStatus: number | null;
  readonly lastError: string | null;
  readonly lastResponseBody: string | null;
  readonly createdAt: Date;
  readonly attempts: readonly WebhookAttempt[];
}

/**
 * Which deliveries a worker handles (docs/webhooks.md#claiming-and-leases): those of the companies whose id hashes
 * (the adapter's hash) to `index` modulo `count`. One partition, `{index: 0, count: 1}`, is every company.
 */
export interface WebhookPartition {
  readonly index: number;
  readonly count: number;
}

/** Every company in one partition. */
export const WHOLE_PARTITION: WebhookPartition = { index: 0, count: 1 };

/**
 * A claim (docs/webhooks.md#claiming-and-leases): at most `limit` deliveries of `partition` due at `now`, each set
 * `delivering` under the lease `leaseToken` until `leaseUntil`.
 */
export interface ClaimRequest {
  readonly now: Date;
  readonly limit: number;
  readonly leaseUntil: Date;
  readonly leaseToken: string;
  readonly partition: WebhookPartition;
}

/** A claimed delivery: what to send and to whom, its tries so far, and the lease under which to record the outcome. */
export interface ClaimedDelivery {
  readonly id: string;
  readonly eventId: string;
  readonly payload: WebhookPayload;
  readonly tries: number;
  readonly leaseToken: string;
  readonly endpoint: WebhookEndpoint;
}

/**
 * The outcome of one try to record, fenced by the lease: the delivery's new status (`pending` again with the next
 * try's time, or finished), its tries so far, and the attempt itself.
 */
export interface AttemptRecord {
  readonly deliveryId: string;
  readonly leaseToken: string;
  readonly status: Exclude<WebhookDeliveryStatus, 'delivering'>;
  readonly tries: number;
  readonly nextAttemptAt: Date | null;
  readonly attempt: Omit<WebhookAttempt, 'n'>;
}
