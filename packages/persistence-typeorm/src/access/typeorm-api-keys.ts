import { isUuid, type ApiKey, type ApiKeys } from '@employee/domain';
import { IsNull, type EntityManager } from 'typeorm';
import { apiKeyMapper } from './api-key.mapper';
import { ApiKeyRecord } from './api-key.record';
import { RawRecords } from '../kernel/raw-records';
import { BY_IDENTIFIER } from './typeorm-api-keys.sql';
import { mappingUniqueViolations } from '../kernel/unique-violation';

/** `ApiKeys` in PostgreSQL (`api_keys` table), within one unit of work's transaction. */
export class TypeOrmApiKeys implements ApiKeys {
  constructor(private readonly manager: EntityManager) {}

  /** `null` for an identifier with a NUL byte too, which PostgreSQL text cannot hold (never an error). */
  async ofIdentifier(identifier: string): Promise<ApiKey | null> {
    if (identifier.includes('\u0000')) return null;
    const [record] = await new RawRecords(this.manager, ApiKeyRecord).where(BY_IDENTIFIER, [identifier]);
    return record ? apiKeyMapper.toDomain(record) : null;
  }

  async liveOfCompany(companyId: string): Promise<ApiKey[]> {
    if (!isUuid(companyId)) return [];
    const records = await this.manager.find(ApiKeyRecord, {
      where: { companyId, revokedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return records.map((r) => apiKeyMapper.toDomain(r));
  }

  /**
   * @throws StateError `API_KEY.ALREADY_LIVE` when another live key of the company is stored (index
   * `api_keys_company_live_uq`).
   */
  async save(key: ApiKey): Promise<void> {
    await mappingUniqueViolations(() => this.manager.upsert(ApiKeyRecord, apiKeyMapper.toRecord(key), ['id']));
  }
}
