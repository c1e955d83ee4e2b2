/**
 * The event types an endpoint may subscribe to (docs/webhooks.md#event-types): the audited changes of employees,
 * filters and campaigns (their audit action is the event type), `employee.anonymised` (emitted once anonymisation
 * exists), and `survey.response_received`, which is not audited.
 */
export const WEBHOOK_EVENT_TYPES = [
  'employee.created',
  'employee.updated',
  'employee.firing_recorded',
  'employee.firing_cancelled',
  'employee.deleted',
  'employee.restored',
  'employee.anonymised',
  'filter.created',
  'filter.updated',
  'filter.deleted',
  'campaign.opened',
  'campaign.closed',
  'survey.response_received',
] as const;

/** One subscribable event type. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the test event (`SendTestWebhook`): sent to one endpoint on demand, never subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Whether `type` is a subscribable event type of the catalogue (what the outbox keeps). */
export function isWebhookEventType(type: unknown): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(type);
}
