import { UserToken } from '../../access/user-token';
import type { UserTokens } from '../../access/user-tokens';
import { byCreation, type InMemoryState } from './in-memory-store';

/** `UserTokens` kept in memory. */
export class InMemoryUserTokens implements UserTokens {
  constructor(private readonly state: () => InMemoryState) {}

  async ofId(id: string): Promise<UserToken | null> {
    const props = this.state().userTokens.get(id);
    return props ? UserToken.fromProps(props) : null;
  }

  async ofIdentifier(identifier: string): Promise<UserToken | null> {
    const props = [...this.state().userTokens.values()].find((p) => p.identifier === identifier);
    return props ? UserToken.fromProps(props) : null;
  }

  async ofUser(userId: string): Promise<UserToken[]> {
    return [...this.state().userTokens.values()]
      .filter((p) => p.userId === userId)
      .sort(byCreation)
      .map((p) => UserToken.fromProps(p));
  }

  async save(token: UserToken): Promise<void> {
    const props = token.toProps();
    this.state().userTokens.set(props.id, props);
  }
}
