import type { Profile } from '../access/profile';
import { pageRequest, type Page, type PageQuery } from '../shared/page';
import type { UnitOfWork } from '../shared/unit-of-work';

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
  constructor(private readonly uow: UnitOfWork) {}

  async execute(query: ListProfilesQuery): Promise<Page<Profile>> {
    const request = pageRequest(query);
    return this.uow.run((r) => r.profiles.ofCompany(query.companyId, request));
  }
}
