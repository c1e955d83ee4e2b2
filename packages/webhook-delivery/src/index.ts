/**
 * `@employee/webhook-delivery`: sends webhooks (docs/webhooks.md). `signWebhook` (Standard Webhooks headers),
 * `HttpWebhookSender` (the `WebhookSender` over HTTP, with the SSRF defence), `validateWebhookUrl` (the URL rules,
 * for save time) and `webhookUrlPolicy` (the same rules as a `violationOf(url)` port).
 */
export type { WebhookErrorCode } from './webhook-sender';
export { signWebhook, type WebhookSignatureHeaders, type WebhookToSign } from './sign-webhook';
export { HttpWebhookSender, WEBHOOK_USER_AGENT, type HttpWebhookSenderOptions } from './http-webhook-sender';
export { validateWebhookUrl, type WebhookUrlOptions, type WebhookUrlViolation } from './validate-webhook-url';
export { webhookUrlPolicy } from './webhook-url-policy';
