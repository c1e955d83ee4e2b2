import type { Scope } from './scope';

/**
 * What a principal may do on the company a request acts on (its target): the target's id and the principal's
 * scopes there. Made by `ResolveTargetCompany`, which never makes one without a scope.
 */
export class CompanyAccess {
  constructor(
    readonly companyId: string,
    private readonly scopes: ReadonlySet<Scope>,
  ) {}

  /** True when the principal holds `scope` on this company (directly or through a company above it). */
  allows(scope: Scope): boolean {
    return this.scopes.has(scope);
  }
}
