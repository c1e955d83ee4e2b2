import type { Page, PageRequest } from '../kernel/page';
import type { WebhookEndpoint } from './webhook-endpoint';

/** Port: the stored webhook endpoints of every company (docs/webhooks.md#endpoints-and-secrets). */
export interface WebhookEndpoints {
  /**
   * The endpoint with this id, of any company, or `null` (ids that are not UUIDs are unknown ids). With `forUpdate`,
   * locked until the transaction ends (writes read it so: two changes of one endpoint never interleave).
   */
  ofId(id: string, forUpdate?: boolean): Promise<WebhookEndpoint | null>;

  /** One page of the company's endpoints, ordered by `createdAt` then `id`. */
  listOfCompany(companyId: string, page: PageRequest): Promise<Page<WebhookEndpoint>>;

  /** How many endpoints the company has. */
  countOfCompany(companyId: string): Promise<number>;

  /** Inserts or updates the endpoint. */
  save(endpoint: WebhookEndpoint): Promise<void>;

  /** Removes the endpoint and, with it, every delivery and attempt of it (nothing more is delivered to it). */
  remove(id: string): Promise<void>;
}
