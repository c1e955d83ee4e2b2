import type { ListWebhookDeliveries, RetryWebhookDelivery, SendTestWebhook, WebhookDelivery } from '@employee/domain';
import { toWebhookDeliveryView } from '@employee/wire';
import { Router } from 'express';
import { listBody, methodNotAllowed, requireScope, targetCompanyId } from '@employee/http-common';

/** The use cases behind an endpoint's deliveries and its test event. */
export interface WebhookDeliveryUseCases {
  readonly listWebhookDeliveries: ListWebhookDeliveries;
  readonly retryWebhookDelivery: RetryWebhookDelivery;
  readonly sendTestWebhook: SendTestWebhook;
}

/**
 * An endpoint's deliveries under `/v1/webhook-endpoints` (docs/webhooks.md#the-api-and-the-dashboard-page), every route
 * needing `webhooks:write`: `GET /{id}/deliveries` (newest first, by page, `status` filter, the list envelope),
 * `POST /{id}/deliveries/{delivery_id}/retry` (200, the delivery pending again; 409 while it is still pending) and
 * `POST /{id}/test` (202, the queued `webhook.test` delivery; 409 for a disabled endpoint). Another company's endpoint,
 * or a delivery of another endpoint, is 404.
 */
export function webhookDeliveriesRouter(
  useCases: WebhookDeliveryUseCases,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  const router = Router();
  const write = requireScope('webhooks:write');
  const view = (delivery: WebhookDelivery) => toWebhookDeliveryView(delivery, timeZone);
  router
    .route('/:id/deliveries')
    .get(write, async (req, res) => {
      const { page, per_page, status } = req.query;
      const found = await useCases.listWebhookDeliveries.execute({
        companyId: targetCompanyId(res),
        endpointId: req.params.id,
        page,
        perPage: per_page,
        status,
      });
      res.json(listBody(found, view, req, publicBaseUrl, { scope: '', filters: ['status'] }));
    })
    .all(methodNotAllowed('GET'));
  router
    .route('/:id/deliveries/:deliveryId/retry')
    .post(write, async (req, res) => {
      const delivery = await useCases.retryWebhookDelivery.execute({
        companyId: targetCompanyId(res),
        endpointId: req.params.id,
        id: req.params.deliveryId,
      });
      res.json({ data: view(delivery) });
    })
    .all(methodNotAllowed('POST'));
  router
    .route('/:id/test')
    .post(write, async (req, res) => {
      const delivery = await useCases.sendTestWebhook.execute({
        companyId: targetCompanyId(res),
        endpointId: req.params.id,
      });
      res.status(202).json({ data: view(delivery) });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
