import { userTokenNotFound } from '../access/access.errors';
import type { Principal } from '../access/principal';
import type { UserToken } from '../access/user-token';
import type { Clock } from '../shared/clock';
import { isUuid } from '../shared/text';
import type { UnitOfWork } from '../shared/unit-of-work';
import { recordChange } from '../history/record-change';

/** DELETE /v1/users/me/tokens/{id}. */
export interface RevokeUserTokenCommand {
  principal: Principal;
  id: string;
}

/**
 * Revokes one of the calling user's tokens from now on; a revoked token keeps its first revocation time
 * (docs/access.md#user-tokens).
 * @throws NotFoundError `USER_TOKEN.NOT_FOUND` for an unknown id or another user's token.
 */
export class RevokeUserToken {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: RevokeUserTokenCommand): Promise<UserToken> {
    return this.uow.run(async (r) => {
      const token = isUuid(command.id) ? await r.userTokens.ofId(command.id.toLowerCase()) : null;
      if (!token || token.userId !== command.principal.userId) throw userTokenNotFound();
      const before = { ...token.toProps(), companyId: command.principal.company.id };
      token.revoke(this.clock.now());
      await r.userTokens.save(token);
      await recordChange(r.audit, 'user_token.revoked', before, { ...token.toProps(), companyId: before.companyId });
      return token;
    });
  }
}
