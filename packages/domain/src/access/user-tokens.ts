import type { UserToken } from './user-token';

/** Port: the stored user tokens, live, expired and revoked. Source: docs/access.md#user-tokens. */
export interface UserTokens {
  /** The token with this id, of any user, or `null`. Callers check it is the caller's. */
  ofId(id: string): Promise<UserToken | null>;

  /** The token with this identifier (exact, case-sensitive), or `null`. */
  ofIdentifier(identifier: string): Promise<UserToken | null>;

  /** Every token of the user, in any state, ordered by `createdAt` then `id`. */
  ofUser(userId: string): Promise<UserToken[]>;

  /** Inserts or updates the token. */
  save(token: UserToken): Promise<void>;
}
