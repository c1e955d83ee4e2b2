import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { WebhookRepositories } from '../ports';
import type { WebhookEndpoint } from '../webhook-endpoint';
import { requireEndpoint } from '../endpoint-access';

/** GET /v1/webhook-endpoints/{id}. */
export interface GetWebhookEndpointQuery {
  companyId: string;
  id: string;
}

/**
 * Reads a webhook endpoint of the target company (never its secret).
 * @throws NotFoundError `WEBHOOK_ENDPOINT.NOT_FOUND` when missing or of another company.
 */
export class GetWebhookEndpoint {
  constructor(private readonly uow: UnitOfWork<WebhookRepositories>) {}

  async execute(query: GetWebhookEndpointQuery): Promise<WebhookEndpoint> {
    return this.uow.run((r) => requireEndpoint(r.webhookEndpoints, query.companyId, query.id));
  }
}
