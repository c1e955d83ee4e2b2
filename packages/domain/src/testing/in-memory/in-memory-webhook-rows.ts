import { randomUUID } from 'node:crypto';
import type { OutboxEvent } from '../../history/outbox';
import type { WebhookEndpointProps } from '../../webhooks/webhook-endpoint';
import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '../../webhooks/webhook-delivery';
import { webhookPayloadOf, type WebhookPayload } from '../../webhooks/webhook-payload';

/** A stored outbox event: the event, its payload, and its place in the order of every event (`seq`). */
export interface StoredWebhookEvent {
  readonly event: OutboxEvent;
  readonly payload: WebhookPayload;
  readonly seq: number;
}

/** A stored delivery, as the table holds it: the listed fields but the attempts, plus its ordering and lease. */
export interface StoredWebhookDelivery extends Omit<WebhookDelivery, 'attempts' | 'eventType' | 'payload'> {
  readonly companyId: string;
  readonly orderingKey: string;
  readonly seq: number;
  readonly leaseUntil: Date | null;
  readonly leaseToken: string | null;
}

/** The webhooks' part of the in-memory state (rows are replaced, never mutated). */
export interface InMemoryWebhookState {
  webhookEndpoints: Map<string, WebhookEndpointProps>;
  webhookEvents: Map<string, StoredWebhookEvent>;
  webhookDeliveries: Map<string, StoredWebhookDelivery>;
  /** Each delivery's attempts, oldest first, by delivery id. */
  webhookAttempts: Map<string, readonly WebhookAttempt[]>;
  /** The last `seq` given to an event. */
  webhookSeq: number;
}

/** A fresh, empty webhooks state. */
export function emptyWebhookState(): InMemoryWebhookState {
  return {
    webhookEndpoints: new Map(),
    webhookEvents: new Map(),
    webhookDeliveries: new Map(),
    webhookAttempts: new Map(),
    webhookSeq: 0,
  };
}

/** A copy that later writes to the original do not reach (for rollback). */
export function copyOfWebhookState(state: InMemoryWebhookState): InMemoryWebhookState {
  return {
    webhookEndpoints: new Map(state.webhookEndpoints),
    webhookEvents: new Map(state.webhookEvents),
    webhookDeliveries: new Map(state.webhookDeliveries),
    webhookAttempts: new Map(state.webhookAttempts),
    webhookSeq: state.webhookSeq,
  };
}

/**
 * Stores `event` with its payload and a pending delivery of it, due at once (`nextAttemptAt` `null`), to each of
 * `endpointIds` (nothing stored when there is none). Returns the new deliveries' ids, in the order of `endpointIds`.
 */
export function queueEvent(state: InMemoryWebhookState, event: OutboxEvent, endpointIds: readonly string[]): string[] {
  if (endpointIds.length === 0) return [];
  state.webhookSeq += 1;
  const seq = state.webhookSeq;
  state.webhookEvents.set(event.id, { event, payload: webhookPayloadOf(event), seq });
  return endpointIds.map((endpointId) => {
    const id = randomUUID();
    state.webhookDeliveries.set(id, {
      id,
      endpointId,
      eventId: event.id,
      companyId: event.companyId,
      orderingKey: event.entityId,
      seq,
      status: 'pending' satisfies WebhookDeliveryStatus,
      tries: 0,
      nextAttemptAt: null,
      lastAttemptAt: null,
      lastResponseStatus: null,
      lastError: null,
      lastResponseBody: null,
      createdAt: event.occurredAt,
      leaseUntil: null,
      leaseToken: null,
    });
    return id;
  });
}

/** The delivery as listed: the stored row with its event's type and payload and its attempts. */
export function deliveryView(state: InMemoryWebhookState, row: StoredWebhookDelivery): WebhookDelivery {
  const stored = state.webhookEvents.get(row.eventId) as StoredWebhookEvent;
  const { companyId: _company, orderingKey: _key, seq: _seq, leaseUntil: _until, leaseToken: _token, ...listed } = row;
  return {
    ...listed,
    eventType: stored.event.type,
    payload: stored.payload,
    attempts: state.webhookAttempts.get(row.id) ?? [],
  };
}
