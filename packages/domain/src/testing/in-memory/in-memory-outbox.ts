import type { Outbox, OutboxEvent } from '../../history/outbox';
import { isWebhookEventType } from '../../webhooks/webhook-event-types';
import { WebhookEndpoint } from '../../webhooks/webhook-endpoint';
import { byCreation, type InMemoryState } from './in-memory-store';
import { queueEvent } from './in-memory-webhook-rows';

/**
 * The outbox kept in memory: each event of a catalogued type is stored with a pending delivery to every enabled
 * endpoint that subscribes to its type, of its company or, with `includeBranches`, of a company above it. Written to
 * the state at once (a run that rejects restores the state, so its events go with it). Passes `outboxContract`.
 */
export class InMemoryOutbox implements Outbox {
  constructor(private readonly state: () => InMemoryState) {}

  async publish(events: readonly OutboxEvent[]): Promise<void> {
    for (const event of events.filter((e) => isWebhookEventType(e.type))) {
      queueEvent(this.state(), event, this.subscribersOf(event));
    }
  }

  async hasSubscribers(companyId: string, type: string): Promise<boolean> {
    return isWebhookEventType(type) && this.subscribersOf({ companyId, type }).length > 0;
  }

  /** The ids of the endpoints an event of `type` in its company goes to, in creation order. */
  private subscribersOf(event: Pick<OutboxEvent, 'companyId' | 'type'>): string[] {
    const state = this.state();
    const above = new Set<string>();
    for (let id = state.companies.get(event.companyId)?.parentId ?? null; id !== null && !above.has(id);) {
      above.add(id);
      id = state.companies.get(id)?.parentId ?? null;
    }
    return [...state.webhookEndpoints.values()]
      .map((props) => WebhookEndpoint.fromProps(props))
      .filter(
        (endpoint) =>
          endpoint.isEnabled &&
          endpoint.subscribesTo(event.type) &&
          (endpoint.companyId === event.companyId || (endpoint.includeBranches && above.has(endpoint.companyId))),
      )
      .sort(byCreation)
      .map((endpoint) => endpoint.id);
  }
}
