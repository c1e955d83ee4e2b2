import type { User } from '../user';
import { pageRequest, type Page, type PageQuery } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';

/** GET /v1/users. */
export interface ListUsersQuery extends PageQuery {
  companyId: string;
}

/**
 * One page of the target company's users, every status, ordered by `created_at` then `id` (docs/access.md#users).
 * @throws ValidationError `LIST.INVALID` on `page` or `per_page`.
 */
export class ListUsers {
  constructor(private readonly uow: UnitOfWork<AccessRepositories>) {}

  async execute(query: ListUsersQuery): Promise<Page<User>> {
    const request = pageRequest(query);
    return this.uow.run((r) => r.users.ofCompany(query.companyId, request));
  }
}
