import { ApiKey } from '../../access/api-keys/api-key';
import { apiKeyAlreadyLive } from '../../access/api-keys/api-key.errors';
import type { ApiKeys } from '../../access/api-keys/api-keys';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `ApiKeys` kept in memory, with the one-live-key-per-company rule of the real storage. */
export class InMemoryApiKeys implements ApiKeys {
  constructor(private readonly state: () => InMemoryState) {}

  async ofIdentifier(identifier: string): Promise<ApiKey | null> {
    const props = [...this.state().apiKeys.values()].find((p) => p.identifier === identifier);
    return props ? ApiKey.fromProps(props) : null;
  }

  async liveOfCompany(companyId: string): Promise<ApiKey[]> {
    return [...this.state().apiKeys.values()]
      .filter((p) => p.companyId === companyId && p.revokedAt === null)
      .sort(byCreation)
      .map((p) => ApiKey.fromProps(p));
  }

  async save(key: ApiKey): Promise<void> {
    const props = key.toProps();
    const clash = [...this.state().apiKeys.values()].some(
      (p) => props.revokedAt === null && p.revokedAt === null && p.companyId === props.companyId && p.id !== props.id,
    );
    if (clash) throw apiKeyAlreadyLive();
    this.state().apiKeys.set(props.id, props);
  }
}
