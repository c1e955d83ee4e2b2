import { invalidUserToken } from '../access.errors';
import type { Principal } from '../principal';
import { principalOfUser } from '../user-principal';
import type { UserTokenCodec } from '../user-token-codec';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';

/** How often, at most, a token's `last_used_at` is written: once a minute is precise enough for a list. */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * Turns a presented user token (the Bearer credential) into the principal who calls: the token's user, their
 * company, and the grants of their permissions (docs/access.md#user-tokens). Mirrors `AuthenticateApiKey`: a
 * malformed token is refused before any storage read; the secret is compared in constant time by the codec,
 * against a placeholder hash when the identifier is unknown, so every well-formed token costs one comparison.
 * Records `last_used_at` (at most once a minute).
 * @throws UnauthenticatedError `AUTH.UNAUTHENTICATED`, the same as for a bad API key, when the token is missing,
 *   malformed, unknown, expired or revoked, its secret does not match, it was issued for another environment, its
 *   user is not active, or the user's company no longer exists.
 */
export class AuthenticateUserToken {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>,
    private readonly codec: UserTokenCodec,
    private readonly clock: Clock,
  ) {}

  async execute(presented: string | undefined): Promise<Principal> {
    const parsed = presented ? this.codec.parse(presented) : null;
    if (!parsed) throw invalidUserToken();
    return this.uow.run(async (r) => {
      const token = await r.userTokens.ofIdentifier(parsed.identifier);
      // One hash comparison whatever the lookup found, so an unknown identifier costs what a known one does.
      const secretMatches = this.codec.matches(parsed.secret, token?.secretHash ?? this.codec.placeholderHash);
      const now = this.clock.now();
      if (!token || !secretMatches || !token.isLiveAt(now) || token.environment !== parsed.environment)
        throw invalidUserToken();
      const credential = { kind: 'user-token', id: token.id } as const;
      const principal = await principalOfUser(r, await r.users.ofId(token.userId), credential);
      if (!principal) throw invalidUserToken();
      const lastUsed = token.lastUsedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
      if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
        token.recordUse(now);
        await r.userTokens.save(token);
      }
      return principal;
    });
  }
}
