import { isInTree } from '../access-lookups';
import { PERMISSION_INVALID, permissionDuplicate } from '../access.errors';
import { assertMayGrant, assertMayGrantCampaignAccess, assertNotOwnGrant, grantableProfile } from '../grant-rules';
import { Permission } from '../permission';
import type { Principal } from '../principal';
import type { Profile } from '../profile';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import { isUuid } from '../../kernel/text';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordChange } from '../../history';

/** POST /v1/permissions `{user_id, company_id, profile_id}`, with what the caller already rejected. */
export interface CreatePermissionCommand extends PriorRejections {
  principal: Principal;
  /** The target company. */
  companyId: string;
  userId?: unknown;
  /** API field `company_id`: the company the profile is granted on. */
  grantCompanyId?: unknown;
  profileId?: unknown;
}

/**
 * Grants a profile to a user on the target company or a company below it (docs/access.md#permissions). The user
 * must belong to the caller's tree, not be disabled and not be the caller; the profile must be of that company or
 * above it, up to the target; the caller must hold every scope of the profile on that company, and the user's
 * campaign access, which the grant puts to use, must be within the caller's (docs/access.md#campaignaccess).
 * @throws ValidationError `PERMISSION.INVALID` on `user_id`, `company_id`, `profile_id`.
 * @throws StateError `PERMISSION.DUPLICATE` when the user already has a permission on that company.
 * @throws AccessRefusedError `ACCESS.OWN_GRANT`, `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`.
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD`.
 */
export class CreatePermission {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: CreatePermissionCommand): Promise<Permission> {
    return this.uow.run(async (r) => {
      const target = command.companyId;
      const violations = new Violations(command.rejected);
      const grantOn = (await isInTree(r.companies, target, command.grantCompanyId))
        ? (command.grantCompanyId as string).toLowerCase()
        : null;
      if (grantOn === null)
        violations.add('company_id', 'PERMISSION.COMPANY_OUTSIDE', 'must name the target company or one below it');
      const user = isUuid(command.userId) ? await r.users.ofId(command.userId.toLowerCase()) : null;
      if (!user || !(await r.companies.isInTreeOf(target, user.companyId)))
        violations.add('user_id', 'PERMISSION.USER_UNKNOWN', "must name a user of the company's tree");
      else if (user.status === 'disabled') violations.add('user_id', 'PERMISSION.USER_DISABLED', 'is disabled');
      const profile = await grantableProfile(r, target, grantOn, command.profileId, violations);
      violations.throwIfAny(PERMISSION_INVALID);
      const companyId = grantOn as string;
      const grantee = user as NonNullable<typeof user>;
      const userId = grantee.id;
      assertNotOwnGrant(command.principal, userId);
      if (await r.permissions.ofUserAndCompany(userId, companyId)) throw permissionDuplicate();
      await assertMayGrant(r, command.principal, companyId, (profile as Profile).scopes);
      assertMayGrantCampaignAccess(command.principal, grantee.campaignAccess);
      const permission = Permission.grant({
        id: this.ids.next(),
        userId,
        companyId,
        profileId: (profile as Profile).id,
        now: this.clock.now(),
      });
      await r.permissions.save(permission);
      await recordChange(r.audit, 'permission.created', null, permission.toProps());
      return permission;
    });
  }
}
