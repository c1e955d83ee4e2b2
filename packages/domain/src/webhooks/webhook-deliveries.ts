import type { OutboxEvent } from '../history';
import type { Page, PageRequest } from '../kernel/page';
import type {
  AttemptRecord,
  ClaimRequest,
  ClaimedDelivery,
  WebhookDelivery,
  WebhookDeliveryStatus,
} from './webhook-delivery';

/** Which of an endpoint's deliveries to list: one page, newest first, optionally of one status. */
export interface DeliveryQuery extends PageRequest {
  readonly status: WebhookDeliveryStatus | null;
}

/**
 * Port: the deliveries of events to endpoints (docs/webhooks.md#outbox-and-delivery). The outbox (history's
 * `Outbox`) queues most of them; this port lists them, queues a test event, re-queues one, and serves the workers:
 * `claim` and `record`, each in a short transaction of its own, the HTTP request between them outside any.
 */
export interface WebhookDeliveries {
  /** Queues `event` for the endpoint `endpointId` alone (a test event), due at once. Returns the new delivery. */
  enqueue(event: OutboxEvent, endpointId: string): Promise<WebhookDelivery>;

  /** The endpoint's delivery with this id, with its attempts; `null` when there is none. */
  ofId(endpointId: string, id: string): Promise<WebhookDelivery | null>;

  /**
   * One page of the endpoint's deliveries (of `query.status` only, when set), newest first (`createdAt` then `id`,
   * descending; a cursor continues after a page's last delivery in that order), each with its attempts.
   */
  listOfEndpoint(endpointId: string, query: DeliveryQuery): Promise<Page<WebhookDelivery>>;

  /** Makes the delivery `pending` again, due at once, with a new round of tries (its attempts stay). */
  requeue(id: string): Promise<void>;

  /**
   * Claims due deliveries (docs/webhooks.md#claiming-and-leases): `pending` ones due at once (`nextAttemptAt`
   * `null`) or whose time has come, and `delivering`
   * ones whose lease ran out, of enabled endpoints in `request.partition`, never one while an earlier delivery
   * (by event order) of the same endpoint and entity is `pending` or `delivering`, oldest event first, at most
   * `request.limit`. Each is set `delivering` under `request.leaseToken` until `request.leaseUntil`. Concurrent
   * claims never return the same delivery (`FOR UPDATE SKIP LOCKED` in PostgreSQL).
   */
  claim(request: ClaimRequest): Promise<ClaimedDelivery[]>;

  /**
   * Records one try's outcome when the delivery is still `delivering` under `record.leaseToken` (the fence: a
   * delivery reclaimed after its lease ran out, or removed with its endpoint, records nothing), and numbers the
   * attempt after the delivery's earlier ones.
   * @returns whether it was recorded.
   */
  record(record: AttemptRecord): Promise<boolean>;
}
