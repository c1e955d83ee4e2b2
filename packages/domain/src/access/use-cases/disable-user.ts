import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { requireUserOf } from '../access-lookups';
import { selfDisable } from '../access.errors';
import { assertNoLockOut } from '../lock-out';
import type { Principal } from '../principal';
import type { Sessions } from '../sign-in/sessions';
import type { User } from '../user';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { recordUserChange } from '../record-user-change';

/** DELETE /v1/users/{id}. */
export interface DisableUserCommand extends ExpectedVersion {
  companyId: string;
  id: string;
  /** Who asks; absent for the admin CLI's operator. */
  principal?: Principal;
}

/**
 * Disables a user of the target company (docs/access.md#users): status `disabled`, the pending invitation
 * void, and every token of theirs revoked at once, in one transaction; the user stays stored for the audit trail.
 * Disabling a disabled user changes nothing. Refused when the caller is that user (who wants to leave signs out), and
 * when a company would lose its last active holder of `users:write`.
 * @throws NotFoundError `USER.NOT_FOUND`.
 * @throws VersionMismatchError `VERSION.MISMATCH` when `expectedVersion` is not the stored version.
 * @throws StateError `USER.SELF_DISABLE`, `ACCESS.LAST_ADMIN`.
 */
export class DisableUser {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly sessions: Sessions,
  ) {}

  async execute(command: DisableUserCommand): Promise<User> {
    const disabled = await this.uow.run(async (r) => {
      const user = await requireUserOf(r, command.companyId, command.id, 'change');
      if (command.principal?.userId === user.id) throw selfDisable();
      assertExpectedVersion(user.version, command.expectedVersion);
      const before = user.toProps();
      const permissions = await r.permissions.ofUser(user.id);
      await assertNoLockOut(
        r,
        permissions.map((p) => p.companyId),
        { disabledUserId: user.id },
      );
      const now = this.clock.now();
      user.disable(now);
      await r.users.save(user);
      await recordUserChange(r.audit, 'user.disabled', before, user.toProps());
      for (const token of await r.userTokens.ofUser(user.id)) {
        if (token.revokedAt !== null) continue;
        token.revoke(now);
        await r.userTokens.save(token);
      }
      return user;
    });
    await this.sessions.endAllOf(disabled.id);
    return disabled;
  }
}
