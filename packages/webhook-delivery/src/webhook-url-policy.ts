import type { WebhookUrlPolicy } from '@employee/domain';
import { validateWebhookUrl, type WebhookUrlOptions } from './validate-webhook-url';

/**
 * `validateWebhookUrl`'s rules for `options`, shaped as the save-time URL port the webhooks use cases take
 * (docs/webhooks.md#delivery-requests-and-ssrf-defence): the violation's message, or `null`.
 */
export function webhookUrlPolicy(options: WebhookUrlOptions): WebhookUrlPolicy {
  return { violationOf: (url) => validateWebhookUrl(url, options)?.message ?? null };
}
