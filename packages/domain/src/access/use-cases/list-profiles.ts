import type { Profile } from '../profile';
import { pageRequest, type Page, type PageQuery } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';

/** GET /v1/profiles. */
export interface ListProfilesQuery extends PageQuery {
  companyId: string;
}

/**
 * One page of the target company's profiles, built-in and custom, ordered by `created_at` then `id`
 * (docs/access.md#profiles).
 * @throws ValidationError `LIST.INVALID` on `page` or `per_page`.
 */
export class ListProfiles {
  constructor(private readonly uow: UnitOfWork<AccessRepositories>) {}

  async execute(query: ListProfilesQuery): Promise<Page<Profile>> {
    const request = pageRequest(query);
    return this.uow.run((r) => r.profiles.ofCompany(query.companyId, request));
  }
}
