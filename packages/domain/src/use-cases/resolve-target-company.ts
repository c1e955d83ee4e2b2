import { forbiddenTarget } from '../company/company.errors';
import { isUuid } from '../shared/text';
import type { UnitOfWork } from '../shared/unit-of-work';

/** The authenticated company and the raw `Resource-Id` header (absent: `undefined`; present but empty: `''`). */
export interface ResolveTargetQuery {
  company_id: string;
  resource_id?: unknown;
}

/**
 * Decides which company a request acts on (spec, Authentication rule 6; product decisions, Authentication
 * and tenancy): without `Resource-Id`, the key's own company; otherwise the named company
 * when it is the key's own company or any company below it in the parent → branch tree.
 * @returns the target company id.
 * @throws ForbiddenError `COMPANY.FORBIDDEN_TARGET` (403) for anything else: not a UUID (an empty value too), unknown, unrelated,
 *   a parent or a sibling of the key's company.
 */
export class ResolveTargetCompany {
  constructor(private readonly uow: UnitOfWork) {}

  async execute(query: ResolveTargetQuery): Promise<string> {
    const raw = query.resource_id;
    if (raw === undefined) return query.company_id;
    if (!isUuid(raw)) throw forbiddenTarget();
    const target = raw.toLowerCase();
    if (target === query.company_id) return target;
    const allowed = await this.uow.run((r) => r.companies.isInTreeOf(query.company_id, target));
    if (!allowed) throw forbiddenTarget();
    return target;
  }
}
