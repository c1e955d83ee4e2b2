import { ApiKey } from '@employee/domain';
import { ApiKeyRecord } from './api-key.record';

/** `ApiKey` ↔ `api_keys` row. */
export const apiKeyMapper = {
  toDomain(record: ApiKeyRecord): ApiKey {
    return ApiKey.fromProps({
      id: record.id,
      companyId: record.companyId,
      identifier: record.identifier,
      secretHash: record.secretHash,
      environment: record.environment,
      createdAt: record.createdAt,
      revokedAt: record.revokedAt,
    });
  },

  toRecord(key: ApiKey): ApiKeyRecord {
    return Object.assign(new ApiKeyRecord(), key.toProps());
  },
};
