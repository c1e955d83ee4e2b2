import { formatTimestamp, type WebhookDelivery } from '@employee/domain';

/** One try of a delivery in the API's JSON form: its number, when, the receiver's status, the error, time, body. */
export interface WebhookAttemptView {
  number: number;
  at: string;
  response_status: number | null;
  error: string | null;
  response_body: string | null;
  duration_ms: number;
}

/**
 * One event's delivery to one endpoint in the API's JSON form (docs/webhooks.md#the-api-and-the-dashboard-page):
 * its status, the tries of its current round, the last try's outcome (the response body as kept, at most 1 kB),
 * when the next try is due and every attempt, oldest first. The event's payload is not shown.
 */
export interface WebhookDeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  tries: number;
  last_attempt_at: string | null;
  last_response_status: number | null;
  last_error: string | null;
  last_response_body: string | null;
  next_attempt_at: string | null;
  created_at: string;
  attempts: WebhookAttemptView[];
}

/** The API form of `delivery`, timestamps in `timeZone` with a numeric offset. */
export function toWebhookDeliveryView(delivery: WebhookDelivery, timeZone: string): WebhookDeliveryView {
  const at = (date: Date | null) => (date ? formatTimestamp(date, timeZone) : null);
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    tries: delivery.tries,
    last_attempt_at: at(delivery.lastAttemptAt),
    last_response_status: delivery.lastResponseStatus,
    last_error: delivery.lastError,
    last_response_body: delivery.lastResponseBody,
    next_attempt_at: at(delivery.nextAttemptAt),
    created_at: formatTimestamp(delivery.createdAt, timeZone),
    attempts: delivery.attempts.map((attempt) => ({
      number: attempt.n,
      at: formatTimestamp(attempt.at, timeZone),
      response_status: attempt.status,
      error: attempt.error,
      response_body: attempt.body,
      duration_ms: attempt.durationMs,
    })),
  };
}
