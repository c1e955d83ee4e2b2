import { requireUserOf } from '../access-lookups';
import { assertMayHandOver } from '../grant-rules';
import type { Principal } from '../principal';
import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { SecretBox } from '../../kernel/secret-box';
import { queueInvitationEmail } from '../user-invitation-outbox';
import { invitationExpiry, type User } from '../user';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { recordUserChange } from '../record-user-change';

/** POST /v1/users/{id}/invitation. */
export interface ReissueInvitationCommand {
  /** Who calls: the new link hands the user over, so the caller must hold all the user holds. */
  principal: Principal;
  companyId: string;
  id: string;
}

/** The invited user and their new invitation token, shown this once. */
export interface ReissuedInvitation {
  user: User;
  invitationToken: string;
}

/**
 * Gives an invited user of the target company a new invitation, valid 72 hours; the earlier link stops working
 * (docs/access.md#users). Queues its e-mail in the same transaction, replacing the earlier invitation's e-mail,
 * sent or not (docs/notifications.md#user-invitations). Whoever holds the link becomes the user, so the caller must
 * hold every scope of each of the user's permissions, on its company, and a campaign access at least as wide as the
 * user's.
 * @throws NotFoundError `USER.NOT_FOUND`.
 * @throws StateError `USER.NOT_INVITED` for an active or disabled user.
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD`; AccessRefusedError `ACCESS.CAMPAIGN_ACCESS_NOT_HELD`.
 */
export class ReissueInvitation {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly tokens: SecretTokenIssuer,
    private readonly box: SecretBox,
  ) {}

  async execute(command: ReissueInvitationCommand): Promise<ReissuedInvitation> {
    return this.uow.run(async (r) => {
      const user = await requireUserOf(r, command.companyId, command.id, 'change');
      if (user.status === 'invited') await assertMayHandOver(r, command.principal, user);
      const before = user.toProps();
      const now = this.clock.now();
      const issued = this.tokens.generate();
      user.reinvite({ tokenHash: issued.hash, expiresAt: invitationExpiry(now) }, now);
      await r.users.save(user);
      await queueInvitationEmail(r.userInvitationMessages, this.box, user, issued, now);
      await recordUserChange(r.audit, 'user.invitation_reissued', before, user.toProps());
      return { user, invitationToken: issued.plaintext };
    });
  }
}
