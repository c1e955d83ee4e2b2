import type { DirectoryRepositories } from '../directory';
import type { SurveyRepositories } from '../surveys';
import type { AccessRepositories } from './ports';
import type { TenancyRepositories } from '../tenancy';
import { isUuid } from '../kernel/text';
import type { Violations } from '../kernel/violations';
import { campaignAccessNotHeld, ownGrant, ScopeNotHeldError } from './access.errors';
import type { CampaignAccess } from './campaign-access';
import { companyAndAncestors, scopesOn } from './grants';
import type { Principal } from './principal';
import type { Profile } from './profile';
import { SCOPES, type Scope } from './scope';
import type { User } from './user';

/**
 * Refuses granting `scopes` on `companyId` (through a permission, a profile, a new user, an invitation or an API
 * key) when the principal does not hold every one of them there itself (docs/access.md#permissions: nobody grants
 * a scope they do not hold).
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD`, naming the first missing scope in catalogue order.
 */
export async function assertMayGrant(
  r: TenancyRepositories,
  principal: Principal,
  companyId: string,
  scopes: readonly Scope[],
): Promise<void> {
  const held = await scopesOn(principal, companyId, r.companies);
  const missing = SCOPES.find((scope) => scopes.includes(scope) && !held.has(scope));
  if (missing !== undefined) throw new ScopeNotHeldError(missing);
}

/**
 * Refuses a user's change of their own permission or campaign access (docs/access.md#permissions: another
 * administrator makes it). An API key is the company's credential, not a user: it has no grant of its own.
 * @throws AccessRefusedError `ACCESS.OWN_GRANT` when `userId` is the principal's user.
 */
export function assertNotOwnGrant(principal: Principal, userId: string): void {
  if (principal.userId === userId) throw ownGrant();
}

/**
 * Refuses giving a user `access` when it reads results the principal's own campaign access does not
 * (docs/access.md#campaignaccess); an API key reads every campaign.
 * @throws AccessRefusedError `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`.
 */
export function assertMayGrantCampaignAccess(principal: Principal, access: CampaignAccess): void {
  if (!access.isWithin(principal.campaignAccess)) throw campaignAccessNotHeld();
}

/**
 * Refuses handing `user` over (a new invitation link lets whoever holds it become them) unless the principal may
 * grant all the user holds: every scope of each of their permissions, on its company, and their campaign access
 * (docs/access.md#users).
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD`; AccessRefusedError `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`.
 */
export async function assertMayHandOver(
  r: AccessRepositories & TenancyRepositories,
  principal: Principal,
  user: User,
): Promise<void> {
  const permissions = await r.permissions.ofUser(user.id);
  const profiles = new Map(
    (await r.profiles.ofIds([...new Set(permissions.map((p) => p.profileId))])).map((p) => [p.id, p]),
  );
  for (const permission of permissions) {
    await assertMayGrant(r, principal, permission.companyId, profiles.get(permission.profileId)?.scopes ?? []);
  }
  assertMayGrantCampaignAccess(principal, user.campaignAccess);
}

/**
 * Records violations when a campaign access names a campaign or a filter that is not the company's (or a filter
 * that is deleted): `campaign_access.campaigns`, `campaign_access.segment.filter_id` (docs/access.md#campaignaccess).
 */
export async function checkCampaignAccessOf(
  r: DirectoryRepositories & SurveyRepositories,
  companyId: string,
  access: CampaignAccess | undefined,
  violations: Violations,
): Promise<void> {
  if (!access) return;
  if (access.campaigns !== 'all') {
    for (const id of access.campaigns) {
      const campaign = await r.campaigns.ofId(id);
      if (!campaign || campaign.companyId !== companyId) {
        violations.add('campaign_access.campaigns', 'CAMPAIGN_ACCESS.CAMPAIGN_UNKNOWN', `${id} is not a campaign`);
      }
    }
  }
  if (access.segment) {
    const filter = await r.filters.ofId(access.segment.filterId);
    if (!filter || !filter.active || filter.companyId !== companyId) {
      violations.add('campaign_access.segment.filter_id', 'CAMPAIGN_ACCESS.FILTER_UNKNOWN', 'is not a filter');
    }
  }
}

/**
 * A profile that may be granted on `grantCompanyId` by a caller whose target is `targetId`: a profile of that
 * company or of a company above it, up to the target (docs/access.md#permissions); records a `profile_id`
 * violation otherwise.
 */
export async function grantableProfile(
  r: AccessRepositories & TenancyRepositories,
  targetId: string,
  grantCompanyId: string | null,
  profileId: unknown,
  violations: Violations,
): Promise<Profile | undefined> {
  const [profile] = isUuid(profileId) ? await r.profiles.ofIds([profileId.toLowerCase()]) : [];
  const chain = grantCompanyId === null ? [] : await companyAndAncestors(r.companies, grantCompanyId);
  const reach = chain.slice(0, chain.indexOf(targetId) + 1);
  if (profile && reach.includes(profile.companyId)) return profile;
  violations.add('profile_id', 'PERMISSION.PROFILE_UNKNOWN', 'must name a profile of the company or above it');
  return undefined;
}
