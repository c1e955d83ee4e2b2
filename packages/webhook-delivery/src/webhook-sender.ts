/**
 * One delivery attempt as the worker hands it over (docs/webhooks.md#delivery-requests-and-ssrf-defence): the
 * endpoint's `url`; `eventId`, sent as `webhook-id` (the same on every retry, so receivers de-duplicate by it);
 * `timestamp`, sent as `webhook-timestamp` in unix seconds and signed (the time of this attempt, so a late retry
 * still passes a receiver's freshness check); `body`, the event's JSON text, sent byte for byte as signed;
 * `secrets`, every active signing secret (`whsec_…`), each adding one signature.
 */
export interface WebhookRequest {
  url: string;
  eventId: string;
  timestamp: Date;
  body: string;
  secrets: readonly string[];
}

/**
 * What one attempt gave: `delivered` for a 2xx answer within the deadline; `failed` otherwise, with the answer's
 * `status` and `body` when there was one (`null` when none came) and a short `error` code naming why
 * ({@link WebhookErrorCode}; `null` for a plain non-2xx answer). `body` is at most the first 1 kB of the answer, for
 * display; `durationMs` is the attempt's wall time in whole milliseconds.
 */
export type WebhookOutcome =
  | { kind: 'delivered'; status: number; body: string; durationMs: number }
  | { kind: 'failed'; status: number | null; body: string | null; error: string | null; durationMs: number };

/**
 * The port a webhook worker sends through (docs/webhooks.md#delivery-requests-and-ssrf-defence). The domain
 * declares the same shape on its side; `HttpWebhookSender` fits it structurally. `send` resolves with the outcome
 * of every delivery failure; it rejects only on a programming error (no secret, a malformed secret).
 */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookOutcome>;
}

/**
 * The codes of a failed attempt's `error` (docs/webhooks.md#delivery-requests-and-ssrf-defence): never an address,
 * a host name or any text of the receiver's, so they can be stored and shown as they are.
 */
export type WebhookErrorCode =
  | 'invalid_url'
  | 'refused_scheme'
  | 'refused_address'
  | 'timeout'
  | 'redirect'
  | 'connection_refused'
  | 'connection_reset'
  | 'dns'
  | 'tls'
  | 'network';
