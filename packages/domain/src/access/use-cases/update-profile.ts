import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { requireProfileOf, treeIdsOf } from '../access-lookups';
import { profileNameTaken, PROFILE_INVALID } from '../access.errors';
import { assertMayGrant, assertMayGrantCampaignAccess } from '../grant-rules';
import { assertNoLockOut } from '../lock-out';
import type { Principal } from '../principal';
import type { Profile, ProfileInput } from '../profile';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordChange } from '../../history';

/** PUT /v1/profiles/{id}: the properties to change, with what the caller already rejected. */
export interface UpdateProfileCommand extends ProfileInput, PriorRejections, ExpectedVersion {
  /** Who calls: a scope added to a profile is one its editor holds. */
  principal: Principal;
  companyId: string;
  id: string;
}

/**
 * Changes the name and/or scopes of a custom profile of the target company (docs/access.md#profiles). A scope
 * added must be one the caller holds on that company (their own profile included); one taken away need not be.
 * Adding `reports:read` puts the campaign access of the profile's holders to use: each must be within the
 * caller's. Taking `users:write` away from a profile is refused when a company would lose its last active holder
 * of it.
 * @throws NotFoundError `PROFILE.NOT_FOUND`.
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD` naming the first added scope the caller lacks there.
 * @throws AccessRefusedError `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored version.
 * @throws StateError `PROFILE.BUILTIN` for a built-in profile; `ACCESS.LAST_ADMIN`.
 * @throws ValidationError `PROFILE.INVALID` with every violation, `PROFILE.NAME_TAKEN` on `name` included.
 */
export class UpdateProfile {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateProfileCommand): Promise<Profile> {
    return this.uow.run(async (r) => {
      const profile = await requireProfileOf(r, command.companyId, command.id, 'change');
      assertExpectedVersion(profile.version, command.expectedVersion);
      const before = profile.toProps();
      const violations = new Violations(command.rejected);
      violations.attempt(() => profile.update(command, this.clock.now()));
      const namesake = violations.has('name') ? null : await r.profiles.ofName(profile.companyId, profile.name);
      if (namesake && namesake.id !== profile.id) violations.addAll(profileNameTaken());
      violations.throwIfAny(PROFILE_INVALID);
      const added = profile.scopes.filter((scope) => !before.scopes.includes(scope));
      await assertMayGrant(r, command.principal, profile.companyId, added);
      // A profile is granted on its company or below it: only the permissions of its tree can use it.
      const tree = await treeIdsOf(r.companies, profile.companyId);
      const using = (await r.permissions.ofCompanies(tree)).filter((p) => p.profileId === profile.id);
      if (added.includes('reports:read')) {
        const holders = await r.users.ofIds([...new Set(using.map((p) => p.userId))]);
        for (const holder of holders.filter((user) => user.status !== 'disabled'))
          assertMayGrantCampaignAccess(command.principal, holder.campaignAccess);
      }
      await assertNoLockOut(
        r,
        using.map((p) => p.companyId),
        { editedProfile: profile },
      );
      await r.profiles.save(profile);
      await recordChange(r.audit, 'profile.updated', before, profile.toProps());
      return profile;
    });
  }
}
