import { requireUserOf } from '../access-lookups';
import type { User } from '../user';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';

/** GET /v1/users/{id}. */
export interface GetUserQuery {
  companyId: string;
  id: string;
}

/**
 * A user of the target company, in any status (docs/access.md#users).
 * @throws NotFoundError `USER.NOT_FOUND` for an unknown id or another company's user.
 */
export class GetUser {
  constructor(private readonly uow: UnitOfWork<AccessRepositories>) {}

  async execute(query: GetUserQuery): Promise<User> {
    return this.uow.run((r) => requireUserOf(r, query.companyId, query.id, 'read'));
  }
}
