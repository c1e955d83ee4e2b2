import type { Repositories } from '../shared/unit-of-work';
import { isUuid } from '../shared/text';
import type { Violations } from '../shared/violations';
import { ScopeNotHeldError } from './access.errors';
import type { CampaignAccess } from './campaign-access';
import { companyAndAncestors, scopesOn } from './grants';
import type { Principal } from './principal';
import type { Profile } from './profile';

/**
 * Refuses granting `profile` on `companyId` when the principal does not hold every one of its scopes there itself
 * (docs/access.md#permissions: nobody grants a scope they do not hold).
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD`, naming the first missing scope in catalogue order.
 */
export async function assertMayGrant(
  r: Repositories,
  principal: Principal,
  companyId: string,
  profile: Profile,
): Promise<void> {
  const held = await scopesOn(principal, companyId, r.companies);
  const missing = profile.scopes.find((scope) => !held.has(scope));
  if (missing !== undefined) throw new ScopeNotHeldError(missing);
}

/**
 * Records violations when a campaign access names a campaign or a filter that is not the company's (or a filter
 * that is deleted): `campaign_access.campaigns`, `campaign_access.segment.filter_id` (docs/access.md#campaignaccess).
 */
export async function checkCampaignAccessOf(
  r: Repositories,
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
  r: Repositories,
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
