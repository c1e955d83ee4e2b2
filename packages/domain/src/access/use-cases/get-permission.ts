import { requirePermissionIn } from '../access-lookups';
import type { Permission } from '../permission';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';

/** GET /v1/permissions/{id}. */
export interface GetPermissionQuery {
  companyId: string;
  id: string;
}

/**
 * A permission on the target company or a company below it (docs/access.md#permissions).
 * @throws NotFoundError `PERMISSION.NOT_FOUND` for an unknown id or a permission outside the tree.
 */
export class GetPermission {
  constructor(private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>) {}

  async execute(query: GetPermissionQuery): Promise<Permission> {
    return this.uow.run((r) => requirePermissionIn(r, query.companyId, query.id, 'read'));
  }
}
