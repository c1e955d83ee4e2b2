/**
 * The statements of `TypeOrmPersonalDataCopies` (docs/persistence.md#anonymisation). Each finds the rows of one store
 * about the person `$2` (the employee id: named in an answer's body, the ordering key of an event and its
 * deliveries) whose text holds one of the values $1 (`text[]`, lower case) anywhere, a superset of those the
 * domain's `withoutPersonalValues` rewrites (it decides), locked until the transaction ends.
 */

const HOLDS = (column: string): string =>
  `EXISTS (SELECT 1 FROM unnest($1::text[]) v WHERE strpos(lower(${column}), v) > 0)`;

/** Stored idempotency answers (body and headers). */
export const IDEMPOTENCY_ANSWERS_HOLDING = `
  SELECT scope, key, headers::text AS headers, body FROM idempotency_keys
   WHERE body IS NOT NULL AND strpos(body, $2) > 0 AND (${HOLDS('body')} OR ${HOLDS('headers::text')})
   FOR UPDATE`;

export const UPDATE_IDEMPOTENCY_ANSWER =
  'UPDATE idempotency_keys SET headers = $3::jsonb, body = $4 WHERE scope = $1 AND key = $2';

/** Webhook events' payloads. */
export const WEBHOOK_EVENTS_HOLDING = `
  SELECT id, payload::text AS text FROM webhook_events
   WHERE ordering_key = $2 AND ${HOLDS('payload::text')} FOR UPDATE`;

export const UPDATE_WEBHOOK_EVENT = 'UPDATE webhook_events SET payload = $2::json WHERE id = $1';

/** What deliveries kept of the receivers' answers: the last error and response body. */
export const WEBHOOK_DELIVERIES_HOLDING = `
  SELECT id, last_error AS error, last_response_body AS body FROM webhook_deliveries
   WHERE ordering_key = $2 AND (${HOLDS('last_error')} OR ${HOLDS('last_response_body')}) FOR UPDATE`;

export const UPDATE_WEBHOOK_DELIVERY =
  'UPDATE webhook_deliveries SET last_error = $2, last_response_body = $3 WHERE id = $1';

/** What attempts kept of the receivers' answers: the error and response body. */
export const WEBHOOK_ATTEMPTS_HOLDING = `
  SELECT delivery_id AS id, n, error, body FROM webhook_attempts
   WHERE delivery_id IN (SELECT id FROM webhook_deliveries WHERE ordering_key = $2)
     AND (${HOLDS('error')} OR ${HOLDS('body')}) FOR UPDATE`;

export const UPDATE_WEBHOOK_ATTEMPT =
  'UPDATE webhook_attempts SET error = $3, body = $4 WHERE delivery_id = $1 AND n = $2';
