import type { Companies } from '../company/companies';
import type { Repositories } from '../shared/unit-of-work';
import { isUuid } from '../shared/text';
import { permissionNotFound, profileNotFound, userNotFound } from './access.errors';
import type { Permission } from './permission';
import type { Profile } from './profile';
import type { User } from './user';

/** Most companies read per page when walking a tree. */
const TREE_PAGE = 100;

/** The ids of `rootId` and every company below it (its tree); `[]` for an unknown company. */
export async function treeIdsOf(companies: Companies, rootId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const slice = await companies.treeOf(rootId, { page, perPage: TREE_PAGE });
    ids.push(...slice.items.map((c) => c.id));
    if (page >= slice.lastPage) return ids;
  }
}

/** True when `companyId` is `rootId` or a company below it; false for anything not a UUID. */
export async function isInTree(companies: Companies, rootId: string, companyId: unknown): Promise<boolean> {
  return isUuid(companyId) && (await companies.isInTreeOf(rootId, companyId.toLowerCase()));
}

/**
 * The profile `id` of the target company (docs/access.md#profiles: another company's profile is 404).
 * @throws NotFoundError `PROFILE.NOT_FOUND`.
 */
export async function requireProfileOf(r: Repositories, companyId: string, id: string): Promise<Profile> {
  const profile = isUuid(id) ? await r.profiles.ofId(companyId, id.toLowerCase()) : null;
  if (!profile) throw profileNotFound();
  return profile;
}

/**
 * The user `id` of the target company, in any status (docs/access.md#users: another company's user is 404).
 * @throws NotFoundError `USER.NOT_FOUND`.
 */
export async function requireUserOf(r: Repositories, companyId: string, id: string): Promise<User> {
  const user = isUuid(id) ? await r.users.ofId(id.toLowerCase()) : null;
  if (!user || user.companyId !== companyId) throw userNotFound();
  return user;
}

/**
 * The permission `id` on the target company or a company below it (docs/access.md#permissions).
 * @throws NotFoundError `PERMISSION.NOT_FOUND`.
 */
export async function requirePermissionIn(r: Repositories, targetId: string, id: string): Promise<Permission> {
  const permission = isUuid(id) ? await r.permissions.ofId(id.toLowerCase()) : null;
  if (!permission || !(await r.companies.isInTreeOf(targetId, permission.companyId))) throw permissionNotFound();
  return permission;
}
