import { requireProfileOf } from '../access-lookups';
import type { Profile } from '../profile';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';

/** GET /v1/profiles/{id}. */
export interface GetProfileQuery {
  companyId: string;
  id: string;
}

/**
 * A profile of the target company (docs/access.md#profiles).
 * @throws NotFoundError `PROFILE.NOT_FOUND` for an unknown id or another company's profile.
 */
export class GetProfile {
  constructor(private readonly uow: UnitOfWork<AccessRepositories>) {}

  async execute(query: GetProfileQuery): Promise<Profile> {
    return this.uow.run((r) => requireProfileOf(r, query.companyId, query.id, 'read'));
  }
}
