import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { WebhookRepositories } from '../ports';
import type { WebhookDelivery } from '../webhook-delivery';
import { WEBHOOK_TEST_EVENT } from '../webhook-event-types';
import { webhookEndpointDisabled } from '../webhook.errors';
import { requireEndpoint } from '../endpoint-access';

/** POST /v1/webhook-endpoints/{id}/test. */
export interface SendTestWebhookCommand {
  companyId: string;
  endpointId: string;
}

/**
 * Queues a `webhook.test` event for this endpoint alone, due at once, delivered and retried like any other; its data
 * is `{id: <endpoint id>, company_id}` (docs/webhooks.md#event-types). Not audited.
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND`.
 * @throws StateError `WEBHOOK_ENDPOINT.DISABLED` (conflict) when the endpoint is disabled.
 */
export class SendTestWebhook {
  constructor(
    private readonly uow: UnitOfWork<WebhookRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: SendTestWebhookCommand): Promise<WebhookDelivery> {
    return this.uow.run(async (r) => {
      const endpoint = await requireEndpoint(r.webhookEndpoints, command.companyId, command.endpointId);
      if (!endpoint.isEnabled) throw webhookEndpointDisabled();
      const event = {
        id: this.ids.next(),
        type: WEBHOOK_TEST_EVENT,
        companyId: endpoint.companyId,
        entityId: endpoint.id,
        occurredAt: this.clock.now(),
        data: { id: endpoint.id, company_id: endpoint.companyId },
      };
      return r.webhookDeliveries.enqueue(event, endpoint.id);
    });
  }
}
