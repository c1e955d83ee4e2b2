import { pageRequest, readStatusFilter, type Page, type PageQuery } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import { Violations } from '../../kernel/violations';
import type { WebhookRepositories } from '../ports';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '../webhook-delivery';
import { requireEndpoint } from '../endpoint-access';

/** GET /v1/webhook-endpoints/{id}/deliveries: the endpoint, paging, and an optional `status`. */
export interface ListWebhookDeliveriesQuery extends PageQuery {
  companyId: string;
  endpointId: string;
  status?: unknown;
}

/**
 * One page of a webhook endpoint's deliveries, newest first, each with its status, tries, last outcome, next try
 * and attempts (docs/webhooks.md#outbox-and-delivery); `status` keeps those of one status.
 * @throws ValidationError `LIST.INVALID` on `page`, `per_page`, a cursor sent with `page`, or `status`
 *   (`WEBHOOK_DELIVERY.STATUS`).
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND`.
 */
export class ListWebhookDeliveries {
  constructor(private readonly uow: UnitOfWork<WebhookRepositories>) {}

  async execute(query: ListWebhookDeliveriesQuery): Promise<Page<WebhookDelivery>> {
    const violations = new Violations();
    const status = readStatusFilter(query.status, WEBHOOK_DELIVERY_STATUSES, 'WEBHOOK_DELIVERY.STATUS', violations);
    const request = pageRequest(query, violations);
    return this.uow.run(async (r) => {
      const endpoint = await requireEndpoint(r.webhookEndpoints, query.companyId, query.endpointId);
      return r.webhookDeliveries.listOfEndpoint(endpoint.id, { ...request, status });
    });
  }
}
