import { treeIdsOf } from '../access-lookups';
import type { Permission } from '../permission';
import { LIST_INVALID, pageRequest, type Page, type PageQuery } from '../../kernel/page';
import { isUuid } from '../../kernel/text';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import { Violations } from '../../kernel/violations';

/** GET /v1/permissions, optionally filtered by `user_id` and `company_id`. */
export interface ListPermissionsQuery extends PageQuery {
  companyId: string;
  /** API query `user_id`: a UUID, or absent. */
  userId?: unknown;
  /** API query `company_id`: a UUID, or absent. */
  filterCompanyId?: unknown;
}

/**
 * One page of the permissions on the target company and the companies below it, ordered by `created_at` then
 * `id`, filtered by user and/or company; a filter outside the tree finds nothing (docs/access.md#permissions).
 * @throws ValidationError `LIST.INVALID` on `page`, `per_page`, `user_id` or `company_id` (not a UUID).
 */
export class ListPermissions {
  constructor(private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>) {}

  async execute(query: ListPermissionsQuery): Promise<Page<Permission>> {
    const violations = new Violations();
    if (query.userId !== undefined && !isUuid(query.userId))
      violations.add('user_id', 'PERMISSION.USER_ID', 'must be a user id (UUID)');
    if (query.filterCompanyId !== undefined && !isUuid(query.filterCompanyId))
      violations.add('company_id', 'PERMISSION.COMPANY_ID', 'must be a company id (UUID)');
    const request = pageRequest(query, violations);
    violations.throwIfAny(LIST_INVALID);
    const lower = (raw: unknown): string | null => (typeof raw === 'string' ? raw.toLowerCase() : null);
    return this.uow.run(async (r) =>
      r.permissions.list({
        ...request,
        companyIds: await treeIdsOf(r.companies, query.companyId),
        userId: lower(query.userId),
        companyId: lower(query.filterCompanyId),
      }),
    );
  }
}
