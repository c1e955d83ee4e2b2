import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { requireUserOf } from '../access-lookups';
import { userEmailTaken, USER_INVALID } from '../access.errors';
import { assertMayGrantCampaignAccess, assertNotOwnGrant, checkCampaignAccessOf } from '../grant-rules';
import type { Principal } from '../principal';
import type { User, UserInput } from '../user';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../../surveys';
import type { DirectoryRepositories } from '../../directory';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordUserChange } from '../record-user-change';

/** PUT /v1/users/{id}: `name`, `email`, `campaign_access`, each optional, with what the caller already rejected. */
export interface UpdateUserCommand extends UserInput, PriorRejections, ExpectedVersion {
  /** Who calls: a campaign access is changed only by another user, and only within their own. */
  principal: Principal;
  companyId: string;
  id: string;
}

/**
 * Changes the name, e-mail and/or campaign access of a user of the target company (docs/access.md#users). A change
 * of campaign access (sending the current one is none) is never the user's own, and stays within the caller's
 * (docs/access.md#campaignaccess).
 * @throws NotFoundError `USER.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored version.
 * @throws StateError `USER.DISABLED` for a disabled user.
 * @throws ValidationError `USER.INVALID` with every violation (`USER.EMAIL_TAKEN` on `email` included).
 * @throws AccessRefusedError `ACCESS.OWN_GRANT`, `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`.
 */
export class UpdateUser {
  constructor(
    private readonly uow: UnitOfWork<
      DirectoryRepositories & SurveyRepositories & AccessRepositories & HistoryRepositories
    >,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateUserCommand): Promise<User> {
    return this.uow.run(async (r) => {
      const user = await requireUserOf(r, command.companyId, command.id, 'change');
      assertExpectedVersion(user.version, command.expectedVersion);
      const before = user.toProps();
      const violations = new Violations(command.rejected);
      violations.attempt(() => user.update(command, this.clock.now()));
      if (command.email !== undefined && !violations.has('email')) {
        const holder = await r.users.ofEmail(user.email.value);
        if (holder && holder.id !== user.id) violations.addAll(userEmailTaken());
      }
      if (command.campaignAccess !== undefined && !violations.has('campaign_access'))
        await checkCampaignAccessOf(r, user.companyId, user.campaignAccess, violations);
      violations.throwIfAny(USER_INVALID);
      if (!user.campaignAccess.equals(before.campaignAccess)) {
        assertNotOwnGrant(command.principal, user.id);
        assertMayGrantCampaignAccess(command.principal, user.campaignAccess);
      }
      await r.users.save(user);
      await recordUserChange(r.audit, 'user.updated', before, user.toProps());
      return user;
    });
  }
}
