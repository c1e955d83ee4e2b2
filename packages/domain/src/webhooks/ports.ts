import type { WebhookDeliveries } from './webhook-deliveries';
import type { WebhookEndpoints } from './webhook-endpoints';

export type { WebhookDeliveries } from './webhook-deliveries';
export type { WebhookEndpoints } from './webhook-endpoints';

/** The webhooks repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface WebhookRepositories {
  readonly webhookEndpoints: WebhookEndpoints;
  readonly webhookDeliveries: WebhookDeliveries;
}

/**
 * One HTTP delivery to make: the endpoint's `url`, the event id (`webhook-id`), the instant to sign and send as
 * `webhook-timestamp`, the exact `body` (the payload's JSON text) and the signing secrets (`whsec_…` plaintexts,
 * each giving one `v1,…` signature of `webhook-signature`). Source: docs/webhooks.md#outbox-and-delivery.
 */
export interface WebhookRequest {
  url: string;
  eventId: string;
  timestamp: Date;
  body: string;
  secrets: readonly string[];
}

/**
 * What became of one delivery attempt: `delivered` (a 2xx answer) or `failed` (another status, or none: `status`
 * `null` with the `error`, a refused address, a timeout, a reset), with the response body read (at most 1 kB) and
 * the attempt's duration in milliseconds.
 */
export type WebhookOutcome =
  | { kind: 'delivered'; status: number; body: string; durationMs: number }
  | { kind: 'failed'; status: number | null; body: string | null; error: string | null; durationMs: number };

/**
 * Port: sends one delivery over HTTP, signed per Standard Webhooks, with the SSRF defence of the delivery adapter
 * (`@employee/webhook-delivery`). Never throws for what the receiver or the network did: that is a `failed`
 * outcome. Called outside any transaction (docs/webhooks.md#claiming-and-leases).
 */
export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookOutcome>;
}

/**
 * Port: which endpoint URLs may be saved (docs/webhooks.md#endpoints-and-secrets): `null` when `url` is acceptable,
 * else a short reason addressed to the caller (`must use https`). The delivery adapter's policy checks the scheme and
 * the literal host; the address actually connected to is checked again at every delivery.
 */
export interface WebhookUrlPolicy {
  violationOf(url: string): string | null;
}

/**
 * Port: new signing secrets: `whsec_` followed by the base64 of 32 random bytes (the Standard Webhooks form). The
 * domain never makes randomness itself (docs/house-rules.md#time-and-ids).
 */
export interface SigningSecretGenerator {
  generate(): string;
}
