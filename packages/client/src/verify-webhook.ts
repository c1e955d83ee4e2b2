import { Webhook } from 'standardwebhooks';

/**
 * A webhook event as the service sends it (docs/webhooks.md#verifying-in-a-receiver): its `type`
 * (`employee.updated`, …), when it happened (`timestamp`, ISO 8601), and thin `data`: the resource's `id`, its
 * `company_id`, the resource's `version` after the change and the names of the `changed` fields, never their values.
 */
export interface WebhookEvent {
  type: string;
  timestamp: string;
  data: { id: string; company_id: string; version: number; changed: string[] };
}

/** A request's headers as Node's `http` gives them (`request.headers`) or as a fetch `Headers`. */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Checks that a webhook request comes from the service and is fresh, and answers its event
 * (docs/webhooks.md#verifying-in-a-receiver). `secret` is the endpoint's signing secret (`whsec_…`); `headers` must
 * hold `webhook-id`, `webhook-timestamp` and `webhook-signature` (any case); `body` is the request's body exactly as
 * received (a string or the raw bytes, decoded as UTF-8), never a re-serialised object. The check is the
 * `standardwebhooks` package's: one of the signatures is the HMAC-SHA256 of `id.timestamp.body` under `secret`, and the
 * timestamp is within 5 minutes of this machine's clock. Throws that package's `WebhookVerificationError` otherwise,
 * and an `Error` for a malformed secret.
 */
export function verifyWebhook(secret: string, headers: WebhookHeaders, body: string | Uint8Array): WebhookEvent {
  const payload = typeof body === 'string' ? body : new TextDecoder().decode(body);
  return new Webhook(secret).verify(payload, plainHeaders(headers)) as WebhookEvent;
}

/** The headers as one string per name: a repeated header's values joined by a space, as signature lists are. */
function plainHeaders(headers: WebhookHeaders): Record<string, string> {
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) plain[name] = typeof value === 'string' ? value : value.join(' ');
  }
  return plain;
}
