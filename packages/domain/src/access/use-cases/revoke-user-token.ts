import { userTokenNotFound } from '../access.errors';
import type { Principal } from '../principal';
import type { UserToken } from '../user-token';
import type { Clock } from '../../kernel/clock';
import { isUuid } from '../../kernel/text';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { recordChange } from '../../history';

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
    private readonly uow: UnitOfWork<AccessRepositories & HistoryRepositories>,
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
