import { isUuid, isWebhookEventType, webhookPayloadOf, type Outbox, type OutboxEvent } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { FAN_OUT, HAS_SUBSCRIBERS } from './typeorm-outbox.sql';

/**
 * The `Outbox` in PostgreSQL (`webhook_events`, `webhook_deliveries`), bound to one transaction. `publish` keeps the
 * events of catalogued types; `flush` (called by the unit of work once the work succeeded, after the audit events,
 * as the transaction's last statement) stores them with their deliveries in one statement ({@link FAN_OUT}), each
 * drawing its `seq` there: one entity's events take theirs in commit order, since every change of the entity holds
 * its row lock to commit (docs/webhooks.md#ordering). So an event exists if and only if its change committed.
 * Passes `outboxContract`. Source: docs/webhooks.md#outbox-and-delivery.
 */
export class TypeOrmOutbox implements Outbox {
  private pending: OutboxEvent[] = [];

  constructor(private readonly manager: EntityManager) {}

  async publish(events: readonly OutboxEvent[]): Promise<void> {
    this.pending.push(...events.filter((event) => isWebhookEventType(event.type)));
  }

  /** One statement ({@link HAS_SUBSCRIBERS}); false for a type outside the catalogue or a company id not a uuid. */
  async hasSubscribers(companyId: string, type: string): Promise<boolean> {
    if (!isWebhookEventType(type) || !isUuid(companyId)) return false;
    const [row] = await this.manager.query<Array<{ subscribed: boolean }>>(HAS_SUBSCRIBERS, [companyId, type]);
    return row?.subscribed === true;
  }

  /** Stores the published events with their deliveries (see the class); does nothing when none was published. */
  async flush(): Promise<void> {
    const events = this.pending;
    this.pending = [];
    if (events.length === 0) return;
    await this.manager.query(FAN_OUT, [
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => e.companyId),
      events.map((e) => e.entityId),
      events.map((e) => e.occurredAt),
      events.map((e) => JSON.stringify(webhookPayloadOf(e))),
    ]);
  }
}
