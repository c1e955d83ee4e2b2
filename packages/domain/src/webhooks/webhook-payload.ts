import type { OutboxEvent, OutboxJson } from '../history';

/** Largest response body kept of an attempt, in UTF-8 bytes: 1 kB. */
export const MAX_RESPONSE_BODY_BYTES = 1024;

/** The JSON body of a delivery (docs/webhooks.md#payload): `{type, timestamp, data}`. */
export interface WebhookPayload {
  readonly type: string;
  /** When the event happened, ISO 8601 UTC with milliseconds. */
  readonly timestamp: string;
  readonly data: { readonly [key: string]: OutboxJson };
}

/**
 * The payload of an outbox event (docs/webhooks.md#payload): its type, its time as `timestamp`, and its thin `data`
 * (`{id, company_id, version, changed}` for a change, `{id, company_id, responses}` for a survey response), never
 * personal data.
 */
export function webhookPayloadOf(event: OutboxEvent): WebhookPayload {
  return { type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data };
}

/**
 * `text` cut to at most {@link MAX_RESPONSE_BODY_BYTES} bytes of UTF-8, never inside a character (what an attempt
 * keeps of a response body or an error); `null` stays `null`.
 */
export function keptAttemptText(text: string | null): string | null {
  if (text === null) return null;
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    const point = character.codePointAt(0) as number;
    const size = point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    if (bytes + size > MAX_RESPONSE_BODY_BYTES) break;
    bytes += size;
    end += character.length;
  }
  return text.slice(0, end);
}
