import { userNotFound } from '../access.errors';
import type { Principal } from '../principal';
import type { UserToken } from '../user-token';
import { offsetOf, pageOf, pageRequest, type Page } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';

/** GET /v1/users/me/tokens. */
export interface ListUserTokensQuery {
  principal: Principal;
  page?: unknown;
  perPage?: unknown;
}

/**
 * One page of the calling user's tokens in every state (live, expired, revoked), ordered by `created_at` then `id`
 * (docs/access.md#user-tokens).
 * @throws NotFoundError `USER.NOT_FOUND` when the caller is not a user.
 * @throws ValidationError `LIST.INVALID` on `page` or `per_page`.
 */
export class ListUserTokens {
  constructor(private readonly uow: UnitOfWork<AccessRepositories>) {}

  async execute(query: ListUserTokensQuery): Promise<Page<UserToken>> {
    const request = pageRequest(query);
    const userId = query.principal.userId;
    if (userId === null) throw userNotFound();
    const all = await this.uow.run((r) => r.userTokens.ofUser(userId));
    const start = offsetOf(request);
    return pageOf(all.slice(start, start + request.perPage), all.length, request);
  }
}
