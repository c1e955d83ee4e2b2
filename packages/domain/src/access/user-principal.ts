import type { AccessRepositories } from './ports';
import type { TenancyRepositories } from '../tenancy';
import { grantsOf } from './grants';
import { Principal, type UserCredential } from './principal';
import type { User } from './user';

/**
 * The principal of an active `user` presenting `credential` (a user token or a session): their own company and
 * the grants of their permissions (docs/access.md#who-calls). `null` when the user is not active or their company
 * no longer exists, which the caller answers as it answers a bad credential.
 */
export async function principalOfUser(
  r: AccessRepositories & TenancyRepositories,
  user: User | null,
  credential: UserCredential,
): Promise<Principal | null> {
  if (!user || !user.isActive) return null;
  const company = await r.companies.ofId(user.companyId);
  if (!company) return null;
  const permissions = await r.permissions.ofUser(user.id);
  const profiles = await r.profiles.ofIds([...new Set(permissions.map((p) => p.profileId))]);
  return Principal.ofUser(user, company, grantsOf(permissions, profiles), credential);
}
