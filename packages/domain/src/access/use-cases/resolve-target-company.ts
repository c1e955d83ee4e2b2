import { CompanyAccess } from '../company-access';
import type { Principal } from '../principal';
import type { Scope } from '../scope';
import { forbiddenTarget } from '../../tenancy';
import { isUuid } from '../../kernel/text';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';

/** Who calls, and the raw `Resource-Id` header (absent: `undefined`; present but empty: `''`). */
export interface ResolveTargetQuery {
  principal: Principal;
  resourceId?: unknown;
}

/**
 * Decides which company a request acts on and what the principal may do there
 * (docs/contract.md#authentication-and-tenancy, #scopes-and-principals): without `Resource-Id`, the principal's
 * own company; otherwise the named company when the principal may act on it, that is when one of its grants is
 * on that company or on a company above it. The principal's scopes there are the union of those grants'.
 * @returns the target company's id (lower case) and the principal's scopes on it.
 * @throws ForbiddenError `COMPANY.FORBIDDEN_TARGET` (403) for anything else: not a UUID (an empty value too),
 *   unknown, unrelated, a parent or a sibling of the principal's companies.
 */
export class ResolveTargetCompany {
  constructor(private readonly uow: UnitOfWork<TenancyRepositories>) {}

  async execute(query: ResolveTargetQuery): Promise<CompanyAccess> {
    const { principal, resourceId } = query;
    if (resourceId !== undefined && !isUuid(resourceId)) throw forbiddenTarget();
    const target = resourceId === undefined ? principal.company.id : resourceId.toLowerCase();
    const scopes = new Set<Scope>();
    for (const grant of principal.grants) {
      if (grant.companyId === target || (await this.uow.run((r) => r.companies.isInTreeOf(grant.companyId, target)))) {
        for (const scope of grant.scopes) scopes.add(scope);
      }
    }
    if (scopes.size === 0) throw forbiddenTarget();
    return new CompanyAccess(target, scopes);
  }
}
