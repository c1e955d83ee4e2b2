import type { ApiKeys } from './api-keys';

/**
 * Revokes every live key of the company at `now` (none is fine): the step `key issue` and `key revoke` share
 * (docs/contract.md#admin-cli: "any earlier key of that company stops working").
 */
export async function revokeLiveKeys(apiKeys: ApiKeys, companyId: string, now: Date): Promise<void> {
  for (const key of await apiKeys.liveOfCompany(companyId)) {
    key.revoke(now);
    await apiKeys.save(key);
  }
}
