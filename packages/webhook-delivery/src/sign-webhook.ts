import { Webhook } from 'standardwebhooks';

/** The three Standard Webhooks headers of one delivery attempt, by their lower-case names. */
export interface WebhookSignatureHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** What is signed: the event id, the attempt's time, the exact body text, and every active secret. */
export interface WebhookToSign {
  id: string;
  timestamp: Date;
  body: string;
  secrets: readonly string[];
}

/**
 * The Standard Webhooks headers of a request (docs/webhooks.md#signatures): `webhook-id` is `id`,
 * `webhook-timestamp` the unix seconds of `timestamp`, `webhook-signature` one `v1,<base64 HMAC-SHA256>` of
 * `id.timestamp.body` per secret, space-separated (during a rotation both the new and the previous secret sign).
 * The HMAC is the `standardwebhooks` package's, the same code receivers verify with. Secrets are `whsec_` and the
 * base64 of the key. Throws a `TypeError` without a secret, and the package's error on a malformed one.
 */
export function signWebhook({ id, timestamp, body, secrets }: WebhookToSign): WebhookSignatureHeaders {
  if (secrets.length === 0) throw new TypeError('signWebhook needs at least one secret');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' '),
  };
}
