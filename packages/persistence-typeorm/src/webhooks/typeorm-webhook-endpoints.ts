import {
  isUuid,
  pageOf,
  type Page,
  type PageRequest,
  type WebhookEndpoint,
  type WebhookEndpoints,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { findPage } from '../kernel/list-page';
import { webhookEndpointMapper } from './webhook-endpoint.mapper';
import { WebhookEndpointRecord } from './webhook-endpoint.record';

/**
 * `WebhookEndpoints` in PostgreSQL (`webhook_endpoints`, migration `Webhooks1765100000000`), within one unit of
 * work's transaction, on TypeORM's API (docs/persistence.md, "Plain SQL or TypeORM's API"). `remove` deletes the
 * row; its deliveries and their attempts go with it (`ON DELETE CASCADE`). Passes `webhookEndpointsContract`.
 */
export class TypeOrmWebhookEndpoints implements WebhookEndpoints {
  constructor(private readonly manager: EntityManager) {}

  async ofId(id: string, forUpdate = false): Promise<WebhookEndpoint | null> {
    if (!isUuid(id)) return null;
    const record = await this.manager.findOne(WebhookEndpointRecord, {
      where: { id },
      ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    return record ? webhookEndpointMapper.toDomain(record) : null;
  }

  async listOfCompany(companyId: string, page: PageRequest): Promise<Page<WebhookEndpoint>> {
    if (!isUuid(companyId)) return pageOf([], 0, page);
    return findPage(this.manager, WebhookEndpointRecord, { companyId }, page, (r) => webhookEndpointMapper.toDomain(r));
  }

  async countOfCompany(companyId: string): Promise<number> {
    if (!isUuid(companyId)) return 0;
    return this.manager.count(WebhookEndpointRecord, { where: { companyId } });
  }

  async save(endpoint: WebhookEndpoint): Promise<void> {
    await this.manager.upsert(WebhookEndpointRecord, webhookEndpointMapper.toRecord(endpoint), ['id']);
  }

  async remove(id: string): Promise<void> {
    await this.manager.delete(WebhookEndpointRecord, { id });
  }
}
