import type { OutboxEvent } from '../../history/outbox';
import { compareListOrder, pageOfList, mapPage, type Page } from '../../kernel/page';
import type { DeliveryQuery, WebhookDeliveries } from '../../webhooks/webhook-deliveries';
import type {
  AttemptRecord,
  ClaimRequest,
  ClaimedDelivery,
  WebhookDelivery,
  WebhookPartition,
} from '../../webhooks/webhook-delivery';
import { WebhookEndpoint } from '../../webhooks/webhook-endpoint';
import type { InMemoryState } from './in-memory-store';
import {
  deliveryView,
  queueEvent,
  type StoredWebhookDelivery,
  type StoredWebhookEvent,
} from './in-memory-webhook-rows';

/** Whether `companyId` falls in `partition` by this adapter's hash (FNV-1a of the id's characters). */
export function inPartition(companyId: string, partition: WebhookPartition): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < companyId.length; i += 1) hash = Math.imul(hash ^ companyId.charCodeAt(i), 0x01000193) >>> 0;
  return hash % partition.count === partition.index;
}

/** Whether a delivery is still on its way (it holds back the later ones of its endpoint and entity). */
function unfinished(row: StoredWebhookDelivery): boolean {
  return row.status === 'pending' || row.status === 'delivering';
}

/**
 * `WebhookDeliveries` kept in memory (runs are serialised, so two claims never interleave). Passes
 * `webhookDeliveriesContract`.
 */
export class InMemoryWebhookDeliveries implements WebhookDeliveries {
  constructor(private readonly state: () => InMemoryState) {}

  async enqueue(event: OutboxEvent, endpointId: string): Promise<WebhookDelivery> {
    const [id] = queueEvent(this.state(), event, [endpointId]);
    return deliveryView(this.state(), this.row(id as string) as StoredWebhookDelivery);
  }

  async ofId(endpointId: string, id: string): Promise<WebhookDelivery | null> {
    const row = this.row(id);
    return row && row.endpointId === endpointId ? deliveryView(this.state(), row) : null;
  }

  async listOfEndpoint(endpointId: string, query: DeliveryQuery): Promise<Page<WebhookDelivery>> {
    const rows = [...this.state().webhookDeliveries.values()]
      .filter((row) => row.endpointId === endpointId && (query.status === null || row.status === query.status))
      .sort((a, b) => compareListOrder(b, a));
    return mapPage(pageOfList(rows, query, true), (row) => deliveryView(this.state(), row));
  }

  async requeue(id: string): Promise<void> {
    const row = this.row(id);
    if (!row) return;
    this.put({ ...row, status: 'pending', tries: 0, nextAttemptAt: null, leaseUntil: null, leaseToken: null });
  }

  async claim(request: ClaimRequest): Promise<ClaimedDelivery[]> {
    const state = this.state();
    const rows = [...state.webhookDeliveries.values()];
    const due = rows
      .filter((row) => this.isDue(row, request, rows))
      .sort((a, b) => a.seq - b.seq)
      .slice(0, request.limit);
    return due.map((row) => {
      this.put({ ...row, status: 'delivering', leaseUntil: request.leaseUntil, leaseToken: request.leaseToken });
      const event = state.webhookEvents.get(row.eventId) as StoredWebhookEvent;
      const endpoint = state.webhookEndpoints.get(row.endpointId);
      return {
        id: row.id,
        eventId: row.eventId,
        payload: event.payload,
        tries: row.tries,
        leaseToken: request.leaseToken,
        endpoint: WebhookEndpoint.fromProps(endpoint as NonNullable<typeof endpoint>),
      };
    });
  }

  async record(record: AttemptRecord): Promise<boolean> {
    const row = this.row(record.deliveryId);
    if (!row || row.status !== 'delivering' || row.leaseToken !== record.leaseToken) return false;
    const attempts = this.state().webhookAttempts.get(row.id) ?? [];
    this.state().webhookAttempts.set(row.id, [...attempts, { ...record.attempt, n: attempts.length + 1 }]);
    this.put({
      ...row,
      status: record.status,
      tries: record.tries,
      nextAttemptAt: record.nextAttemptAt,
      lastAttemptAt: record.attempt.at,
      lastResponseStatus: record.attempt.status,
      lastError: record.attempt.error,
      lastResponseBody: record.attempt.body,
      leaseUntil: null,
      leaseToken: null,
    });
    return true;
  }

  /** Whether `row` is claimable by `request` (see the port), `rows` being every delivery. */
  private isDue(row: StoredWebhookDelivery, request: ClaimRequest, rows: readonly StoredWebhookDelivery[]): boolean {
    const now = request.now;
    const ready =
      (row.status === 'pending' && (row.nextAttemptAt === null || row.nextAttemptAt <= now)) ||
      (row.status === 'delivering' && row.leaseUntil !== null && row.leaseUntil <= now);
    return (
      ready &&
      this.state().webhookEndpoints.get(row.endpointId)?.isEnabled === true &&
      inPartition(row.companyId, request.partition) &&
      !rows.some(
        (other) =>
          other.endpointId === row.endpointId &&
          other.orderingKey === row.orderingKey &&
          other.seq < row.seq &&
          unfinished(other),
      )
    );
  }

  private row(id: string): StoredWebhookDelivery | undefined {
    return this.state().webhookDeliveries.get(id);
  }

  private put(row: StoredWebhookDelivery): void {
    this.state().webhookDeliveries.set(row.id, row);
  }
}
