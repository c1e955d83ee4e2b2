import { pageRequest, type Page, type PageQuery } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { WebhookRepositories } from '../ports';
import type { WebhookEndpoint } from '../webhook-endpoint';

/** GET /v1/webhook-endpoints. */
export interface ListWebhookEndpointsQuery extends PageQuery {
  companyId: string;
}

/**
 * One page of the target company's webhook endpoints, ordered by `created_at` then `id`
 * (docs/contract.md#lists-and-pagination).
 * @throws ValidationError `LIST.INVALID` on `page`, `per_page` or a cursor sent with `page`.
 */
export class ListWebhookEndpoints {
  constructor(private readonly uow: UnitOfWork<WebhookRepositories>) {}

  async execute(query: ListWebhookEndpointsQuery): Promise<Page<WebhookEndpoint>> {
    const request = pageRequest(query);
    return this.uow.run((r) => r.webhookEndpoints.listOfCompany(query.companyId, request));
  }
}
