import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { requirePermissionIn } from '../access-lookups';
import { PERMISSION_INVALID } from '../access.errors';
import { assertMayGrant, assertMayGrantCampaignAccess, assertNotOwnGrant, grantableProfile } from '../grant-rules';
import { assertNoLockOut } from '../lock-out';
import type { Permission } from '../permission';
import type { Principal } from '../principal';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordChange } from '../../history';

/** PUT /v1/permissions/{id} `{profile_id}`: the user and company of a permission never change. */
export interface UpdatePermissionCommand extends PriorRejections, ExpectedVersion {
  principal: Principal;
  companyId: string;
  id: string;
  profileId?: unknown;
}

/**
 * Grants another profile through an existing permission (docs/access.md#permissions), under the rules of a new
 * grant (not the caller's own permission; only scopes the caller holds there; the user's campaign access within
 * the caller's); refused when the company would lose its last active holder of `users:write`.
 * @throws NotFoundError `PERMISSION.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored version.
 * @throws ValidationError `PERMISSION.INVALID` on `profile_id`.
 * @throws AccessRefusedError `ACCESS.OWN_GRANT`, `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`.
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD`.
 * @throws StateError `ACCESS.LAST_ADMIN`.
 */
export class UpdatePermission {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdatePermissionCommand): Promise<Permission> {
    return this.uow.run(async (r) => {
      const permission = await requirePermissionIn(r, command.companyId, command.id, 'change');
      assertExpectedVersion(permission.version, command.expectedVersion);
      const violations = new Violations(command.rejected);
      const profile =
        command.profileId === undefined
          ? undefined
          : await grantableProfile(r, command.companyId, permission.companyId, command.profileId, violations);
      violations.throwIfAny(PERMISSION_INVALID);
      if (!profile) return permission;
      assertNotOwnGrant(command.principal, permission.userId);
      await assertMayGrant(r, command.principal, permission.companyId, profile.scopes);
      const grantee = await r.users.ofId(permission.userId);
      if (grantee) assertMayGrantCampaignAccess(command.principal, grantee.campaignAccess);
      await assertNoLockOut(r, [permission.companyId], { newProfileIds: new Map([[permission.id, profile.id]]) });
      const before = permission.toProps();
      permission.changeProfile(profile.id, this.clock.now());
      await r.permissions.save(permission);
      await recordChange(r.audit, 'permission.updated', before, permission.toProps());
      return permission;
    });
  }
}
