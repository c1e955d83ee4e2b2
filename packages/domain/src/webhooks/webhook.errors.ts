import { NotFoundError, StateError } from '../kernel/domain-error';

/** Code of a 422 on an endpoint's input. */
export const WEBHOOK_ENDPOINT_INVALID = 'WEBHOOK_ENDPOINT.INVALID';

/** No webhook endpoint with this id in the target company. */
export function webhookEndpointNotFound(): NotFoundError {
  return new NotFoundError('WEBHOOK_ENDPOINT.NOT_FOUND', 'Webhook endpoint not found');
}

/** No delivery with this id among the endpoint's. */
export function webhookDeliveryNotFound(): NotFoundError {
  return new NotFoundError('WEBHOOK_DELIVERY.NOT_FOUND', 'Webhook delivery not found');
}

/**
 * The company already has its {@link MAX_WEBHOOK_ENDPOINTS} endpoints (docs/webhooks.md#endpoints-and-secrets).
 * Kind `conflict`.
 */
export function webhookEndpointLimitReached(max: number): StateError {
  return new StateError('WEBHOOK_ENDPOINT.LIMIT_REACHED', `A company has at most ${max} webhook endpoints`);
}

/** A test event asked for a disabled endpoint, which delivers nothing until it is enabled again. Kind `conflict`. */
export function webhookEndpointDisabled(): StateError {
  return new StateError('WEBHOOK_ENDPOINT.DISABLED', 'The webhook endpoint is disabled: enable it first');
}

/** A retry asked for a delivery still pending or being delivered (only a finished one is retried). Kind `conflict`. */
export function webhookDeliveryNotFinished(): StateError {
  return new StateError(
    'WEBHOOK_DELIVERY.NOT_FINISHED',
    'The delivery is still pending: only a finished one is retried',
  );
}
