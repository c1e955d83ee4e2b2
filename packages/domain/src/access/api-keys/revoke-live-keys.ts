import type { ApiKey } from './api-key';
import type { ApiKeys } from './api-keys';

/**
 * Revokes every live key of the company at `now` (none is fine): the step `key issue` and `key revoke` share
 * (docs/contract.md#admin-cli: "any earlier key of that company stops working").
 * @returns the keys it revoked.
 */
export async function revokeLiveKeys(apiKeys: ApiKeys, companyId: string, now: Date): Promise<ApiKey[]> {
  const live = await apiKeys.liveOfCompany(companyId);
  for (const key of live) {
    key.revoke(now);
    await apiKeys.save(key);
  }
  return live;
}
