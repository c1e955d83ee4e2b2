import type { Companies } from '../tenancy';
import type { Permission } from './permission';
import type { Grant, Principal } from './principal';
import type { Profile } from './profile';
import type { Scope } from './scope';

/**
 * The grants of a user's permissions: for each company they hold a permission on, the scopes of its profile.
 * A permission whose profile is not among `profiles` gives nothing. Source: docs/access.md#permissions.
 */
export function grantsOf(permissions: readonly Permission[], profiles: readonly Profile[]): Grant[] {
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const scopesByCompany = new Map<string, Set<Scope>>();
  for (const permission of permissions) {
    const profile = byId.get(permission.profileId);
    if (!profile) continue;
    const scopes = scopesByCompany.get(permission.companyId) ?? new Set<Scope>();
    for (const scope of profile.scopes) scopes.add(scope);
    scopesByCompany.set(permission.companyId, scopes);
  }
  return [...scopesByCompany].map(([companyId, scopes]) => ({ companyId, scopes }));
}

/**
 * The scopes a principal holds on `companyId`: the union of its grants on that company or on any company above
 * it (docs/access.md#permissions: a grant on a parent reaches its branches). Empty for a company it may not act
 * on.
 */
export async function scopesOn(principal: Principal, companyId: string, companies: Companies): Promise<Set<Scope>> {
  const scopes = new Set<Scope>();
  for (const grant of principal.grants) {
    if (grant.companyId === companyId || (await companies.isInTreeOf(grant.companyId, companyId))) {
      for (const scope of grant.scopes) scopes.add(scope);
    }
  }
  return scopes;
}

/**
 * `companyId` and the companies above it, nearest first (the company itself, its parent, …, the top-level
 * company); `[]` for an unknown company.
 */
export async function companyAndAncestors(companies: Companies, companyId: string): Promise<string[]> {
  const chain: string[] = [];
  let current = await companies.ofId(companyId);
  while (current && !chain.includes(current.id)) {
    chain.push(current.id);
    current = current.parentId === null ? null : await companies.ofId(current.parentId);
  }
  return chain;
}
