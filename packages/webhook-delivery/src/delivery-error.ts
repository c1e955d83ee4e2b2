import type { WebhookErrorCode } from './webhook-sender';

/** A failure this package itself decides (the deadline passed, a refused address), carrying its outcome code. */
export class DeliveryError extends Error {
  constructor(readonly code: WebhookErrorCode) {
    super(`webhook delivery failed: ${code}`);
    this.name = 'DeliveryError';
  }
}
