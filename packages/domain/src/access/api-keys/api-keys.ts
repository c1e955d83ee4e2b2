import type { ApiKey } from './api-key';

/**
 * Port: the stored API keys of every company, live and revoked. Source: docs/contract.md#authentication-and-tenancy,
 * #admin-cli (`key issue`, `key revoke`).
 */
export interface ApiKeys {
  /** The key, live or revoked, with this identifier; `null` when there is none. */
  ofIdentifier(identifier: string): Promise<ApiKey | null>;

  /** The company's live keys (at most one), ordered by `createdAt` then `id`; `[]` for an unknown company. */
  liveOfCompany(companyId: string): Promise<ApiKey[]>;

  /**
   * Inserts or updates the key.
   * @throws StateError `API_KEY.ALREADY_LIVE` when the key is live and another live key of its company is
   *   stored, also when that key was saved concurrently.
   */
  save(key: ApiKey): Promise<void>;
}
