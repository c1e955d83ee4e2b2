import type { AccessRepositories } from './ports';
import type { TenancyRepositories } from '../tenancy';
import { lastAdmin } from './access.errors';
import { companyAndAncestors } from './grants';
import type { Permission } from './permission';
import type { Profile } from './profile';
import type { Scope } from './scope';

/** The scope a company must always keep an active holder of. */
export const ADMIN_SCOPE: Scope = 'users:write';

/** A change about to be made: permissions removed or re-profiled, a user disabled, a profile's scopes edited. */
export interface AccessChange {
  /** Ids of permissions about to be deleted. */
  readonly removedPermissionIds?: ReadonlySet<string>;
  /** New profile id of permissions about to change, by permission id. */
  readonly newProfileIds?: ReadonlyMap<string, string>;
  /** A user about to be disabled. */
  readonly disabledUserId?: string;
  /** A profile about to be saved with new scopes. */
  readonly editedProfile?: Profile;
}

/**
 * Refuses a change that would leave one of `companyIds` without an active user holding `users:write` on it
 * (directly or through a company above it) when it has one now: the last holder cannot lose it, and a company
 * never locks itself out. Invited and disabled users never count. The companies concerned (and those above them)
 * are locked first (`Companies.lock`), so concurrent changes are checked one after the other. Source:
 * docs/access.md#permissions.
 * @throws StateError `ACCESS.LAST_ADMIN`.
 */
export async function assertNoLockOut(
  r: AccessRepositories & TenancyRepositories,
  companyIds: Iterable<string>,
  change: AccessChange,
): Promise<void> {
  const chains = new Map<string, string[]>();
  for (const companyId of new Set(companyIds)) chains.set(companyId, await companyAndAncestors(r.companies, companyId));
  // Two changes at once must not each remove the other's last administrator: the later one waits, then reads.
  await r.companies.lock([...new Set([...chains.values()].flat())].sort());
  for (const chain of chains.values()) {
    const permissions = await r.permissions.ofCompanies(chain);
    const profileIds = new Set(permissions.map((p) => p.profileId));
    for (const id of change.newProfileIds?.values() ?? []) profileIds.add(id);
    const storedProfiles = new Map((await r.profiles.ofIds([...profileIds])).map((p) => [p.id, p]));
    const changedProfiles = new Map(storedProfiles);
    if (change.editedProfile) changedProfiles.set(change.editedProfile.id, change.editedProfile);
    const userIds = [...new Set(permissions.map((p) => p.userId))];
    const active = new Set((await r.users.ofIds(userIds)).filter((u) => u.isActive).map((u) => u.id));
    const grantsAdmin = (permission: Permission, profile: Profile | undefined): boolean =>
      active.has(permission.userId) && profile !== undefined && profile.grants(ADMIN_SCOPE);

    const before = permissions.some((p) => grantsAdmin(p, storedProfiles.get(p.profileId)));
    if (!before) continue;
    const after = permissions.some((p) => {
      if (change.removedPermissionIds?.has(p.id) || p.userId === change.disabledUserId) return false;
      return grantsAdmin(p, changedProfiles.get(change.newProfileIds?.get(p.id) ?? p.profileId));
    });
    if (!after) throw lastAdmin();
  }
}
