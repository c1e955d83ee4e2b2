import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { WebhookRepositories } from '../ports';
import type { WebhookDelivery } from '../webhook-delivery';
import { webhookDeliveryNotFinished, webhookDeliveryNotFound } from '../webhook.errors';
import { requireEndpoint } from '../endpoint-access';

/** POST /v1/webhook-endpoints/{endpointId}/deliveries/{id}/retry. */
export interface RetryWebhookDeliveryCommand {
  companyId: string;
  endpointId: string;
  id: string;
}

/**
 * Sends a finished delivery (`delivered` or `failed`) again: it becomes `pending`, due at once, with a new round of
 * eight tries (`tries` back to 0; its attempts stay listed and keep their numbers). Like any pending delivery it
 * waits for earlier ones of the same entity, and holds back later ones (docs/webhooks.md#manual-retry).
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND`, `WEBHOOK_DELIVERY.NOT_FOUND`.
 * @throws StateError `WEBHOOK_DELIVERY.NOT_FINISHED` (conflict) when it is still pending or being delivered.
 */
export class RetryWebhookDelivery {
  constructor(private readonly uow: UnitOfWork<WebhookRepositories>) {}

  async execute(command: RetryWebhookDeliveryCommand): Promise<WebhookDelivery> {
    return this.uow.run(async (r) => {
      const endpoint = await requireEndpoint(r.webhookEndpoints, command.companyId, command.endpointId);
      const delivery = await r.webhookDeliveries.ofId(endpoint.id, command.id);
      if (!delivery) throw webhookDeliveryNotFound();
      if (delivery.status === 'pending' || delivery.status === 'delivering') throw webhookDeliveryNotFinished();
      await r.webhookDeliveries.requeue(delivery.id);
      return (await r.webhookDeliveries.ofId(endpoint.id, delivery.id)) as WebhookDelivery;
    });
  }
}
