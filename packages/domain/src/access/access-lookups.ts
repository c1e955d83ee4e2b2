import type { AccessRepositories } from './ports';
import type { TenancyRepositories } from '../tenancy';
import type { Companies } from '../tenancy';
import { isUuid } from '../kernel/text';
import { permissionNotFound, profileNotFound, userNotFound } from './access.errors';
import type { Permission } from './permission';
import type { Profile } from './profile';
import type { User } from './user';

/**
 * Why a lookup reads: `'read'` takes no lock; `'change'` locks the row until the unit of work ends, so a
 * concurrent change waits and then sees this one's version (docs/change-history.md#versions-and-etags).
 */
export type LookupPurpose = 'read' | 'change';

/** Most companies read per page when walking a tree. */
const TREE_PAGE = 100;

/** The ids of `rootId` and every company below it (its tree); `[]` for an unknown company. */
export async function treeIdsOf(companies: Companies, rootId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const slice = await companies.treeOf(rootId, { page, perPage: TREE_PAGE });
    ids.push(...slice.items.map((c) => c.id));
    if (page >= (slice.lastPage ?? page)) return ids;
  }
}

/** True when `companyId` is `rootId` or a company below it; false for anything not a UUID. */
export async function isInTree(companies: Companies, rootId: string, companyId: unknown): Promise<boolean> {
  return isUuid(companyId) && (await companies.isInTreeOf(rootId, companyId.toLowerCase()));
}

/**
 * The profile `id` of the target company (docs/access.md#profiles: another company's profile is 404), locked
 * for a `'change'`.
 * @throws NotFoundError `PROFILE.NOT_FOUND`.
 */
export async function requireProfileOf(
  r: AccessRepositories,
  companyId: string,
  id: string,
  purpose: LookupPurpose,
): Promise<Profile> {
  const key = id.toLowerCase();
  const profile = !isUuid(id)
    ? null
    : purpose === 'change'
      ? await r.profiles.ofIdForUpdate(companyId, key)
      : await r.profiles.ofId(companyId, key);
  if (!profile) throw profileNotFound();
  return profile;
}

/**
 * The user `id` of the target company, in any status (docs/access.md#users: another company's user is 404),
 * locked for a `'change'`.
 * @throws NotFoundError `USER.NOT_FOUND`.
 */
export async function requireUserOf(
  r: AccessRepositories,
  companyId: string,
  id: string,
  purpose: LookupPurpose,
): Promise<User> {
  const key = id.toLowerCase();
  const user = !isUuid(id) ? null : purpose === 'change' ? await r.users.ofIdForUpdate(key) : await r.users.ofId(key);
  if (!user || user.companyId !== companyId) throw userNotFound();
  return user;
}

/**
 * The permission `id` on the target company or a company below it (docs/access.md#permissions), locked for a
 * `'change'`.
 * @throws NotFoundError `PERMISSION.NOT_FOUND`.
 */
export async function requirePermissionIn(
  r: AccessRepositories & TenancyRepositories,
  targetId: string,
  id: string,
  purpose: LookupPurpose,
): Promise<Permission> {
  const key = id.toLowerCase();
  const permission = !isUuid(id)
    ? null
    : purpose === 'change'
      ? await r.permissions.ofIdForUpdate(key)
      : await r.permissions.ofId(key);
  if (!permission || !(await r.companies.isInTreeOf(targetId, permission.companyId))) throw permissionNotFound();
  return permission;
}
