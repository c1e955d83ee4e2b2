import type { AuditEvent } from './audit-event';

/** A JSON value, as an outbox event's `data` holds. */
export type OutboxJson =
  string | number | boolean | null | readonly OutboxJson[] | { readonly [key: string]: OutboxJson };

/**
 * One event offered to the outbox: its `id` (the audit event's id for an audited change: receivers de-duplicate by
 * it), its `type` (the audit action, `employee.updated`, or an event of its own, `survey.response_received`), the
 * company whose data changed, the entity it is about (`entityId`: the employee, filter or campaign id, the key that
 * orders one endpoint's deliveries), when it happened, and the payload's `data` (thin: ids, version, changed field
 * names or a count, never personal data). Source: docs/webhooks.md#outbox-and-delivery.
 */
export interface OutboxEvent {
  readonly id: string;
  readonly type: string;
  readonly companyId: string;
  readonly entityId: string;
  readonly occurredAt: Date;
  readonly data: { readonly [key: string]: OutboxJson };
}

/**
 * Port: the transactional outbox (docs/webhooks.md#outbox-and-delivery). Part of a unit of work: `publish` writes the
 * events in the same transaction as the change they describe, so an event exists if and only if its change
 * committed. The unit of work itself publishes the audit events it flushes (`outboxEventOfChange`); a use case
 * publishes an event that is not audited (a survey response) through it directly. The adapter keeps only the event
 * types of the webhooks' catalogue and fans each one out to the endpoints subscribed to it, as pending deliveries.
 */
export interface Outbox {
  /** Writes `events` (those of catalogued types) and their deliveries when the unit of work commits. */
  publish(events: readonly OutboxEvent[]): Promise<void>;

  /**
   * Whether an event of `type` in `companyId` would be stored now: an enabled endpoint of the company, or of a company
   * above it that includes branches, subscribes to `type`. A use case asks before it computes an event that costs a
   * read of its own (a survey response's count), and publishes nothing when the answer is no: an event that happens
   * while nobody subscribes is not queued, published or not.
   */
  hasSubscribers(companyId: string, type: string): Promise<boolean>;
}

/**
 * The outbox event of an audited change: the audit event's id, action (as `type`), company, entity and time, and the
 * data `{id, company_id, version, changed}` (`version` `null` when the entity has none or the change did not say).
 * Source: docs/webhooks.md#payload.
 */
export function outboxEventOfChange(
  event: Pick<AuditEvent, 'id' | 'action' | 'companyId' | 'entityId' | 'occurredAt' | 'changed'>,
  version: number | null,
): OutboxEvent {
  return {
    id: event.id,
    type: event.action,
    companyId: event.companyId,
    entityId: event.entityId,
    occurredAt: event.occurredAt,
    data: { id: event.entityId, company_id: event.companyId, version, changed: [...event.changed] },
  };
}
