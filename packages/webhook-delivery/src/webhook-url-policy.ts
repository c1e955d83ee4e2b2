import { validateWebhookUrl, type WebhookUrlOptions } from './validate-webhook-url';

/** A port that answers why a URL may not be a webhook endpoint's, as a message for the `url` field, or `null`. */
export interface WebhookUrlPolicy {
  violationOf(url: string): string | null;
}

/**
 * `validateWebhookUrl`'s rules for `options`, shaped as the save-time URL port the webhooks use cases take
 * (docs/webhooks.md#delivery-requests-and-ssrf-defence): the violation's message, or `null`.
 */
export function webhookUrlPolicy(options: WebhookUrlOptions): WebhookUrlPolicy {
  return { violationOf: (url) => validateWebhookUrl(url, options)?.message ?? null };
}
