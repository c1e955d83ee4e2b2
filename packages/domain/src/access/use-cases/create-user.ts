import { userEmailTaken, USER_INVALID } from '../access.errors';
import { assertMayGrant, assertMayGrantCampaignAccess, checkCampaignAccessOf } from '../grant-rules';
import { Permission } from '../permission';
import type { Principal } from '../principal';
import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { SecretBox } from '../../kernel/secret-box';
import { queueInvitationEmail } from '../user-invitation-outbox';
import { User, invitationExpiry, type UserInput } from '../user';
import { Email } from '../../kernel/br/email';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import { isUuid } from '../../kernel/text';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../../tenancy';
import type { SurveyRepositories } from '../../surveys';
import type { DirectoryRepositories } from '../../directory';
import type { AccessRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { recordChange } from '../../history';
import { recordUserChange } from '../record-user-change';

/** POST /v1/users, with what the caller already rejected ({@link PriorRejections}). */
export interface CreateUserCommand extends UserInput, PriorRejections {
  /** Who calls: nobody grants a scope they do not hold. */
  principal: Principal;
  /** The target company: the new user's own company. */
  companyId: string;
  /** API field `profile_id`: a profile of the target company, granted on it as the user's first permission. */
  profileId?: unknown;
}

/** A new user, their first permission, and the invitation token, shown this once. */
export interface CreatedUser {
  user: User;
  permission: Permission;
  /**
   * The plaintext invitation token (`{PUBLIC_BASE_URL}/admin/invitations/<token>`); the user keeps only its hash, the
   * invitation e-mail waiting to be sent a sealed copy.
   */
  invitationToken: string;
}

/**
 * Creates an invited user of the target company and their first permission (`profile_id` on that company) in one
 * transaction, with an invitation valid 72 hours (docs/access.md#users), and queues the invitation's e-mail in the
 * same transaction (its token sealed by `box`, the user invitations' own box: docs/notifications.md#user-invitations).
 * @throws ValidationError `USER.INVALID` with every violation: `name`, `email` (`USER.EMAIL_TAKEN` included),
 *   `profile_id`, `campaign_access…` (unknown campaigns or filter of the company included).
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD` when the profile holds a scope the caller lacks there.
 * @throws AccessRefusedError `ACCESS.CAMPAIGN_ACCESS_NOT_HELD` when the campaign access (default: every campaign)
 *   reads results the caller's own does not (docs/access.md#campaignaccess).
 */
export class CreateUser {
  constructor(
    private readonly uow: UnitOfWork<
      DirectoryRepositories & SurveyRepositories & AccessRepositories & TenancyRepositories & HistoryRepositories
    >,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly tokens: SecretTokenIssuer,
    private readonly box: SecretBox,
  ) {}

  async execute(command: CreateUserCommand): Promise<CreatedUser> {
    return this.uow.run(async (r) => {
      const now = this.clock.now();
      const issued = this.tokens.generate();
      const violations = new Violations(command.rejected);
      const user = violations.attempt(() =>
        User.invite({
          ...command,
          id: this.ids.next(),
          companyId: command.companyId,
          invitation: { tokenHash: issued.hash, expiresAt: invitationExpiry(now) },
          now,
        }),
      );
      const email = new Violations().attempt(() => Email.create(command.email));
      if (email && !violations.has('email') && (await r.users.ofEmail(email.value)))
        violations.addAll(userEmailTaken());
      await checkCampaignAccessOf(r, command.companyId, user?.campaignAccess, violations);
      const profileId = command.profileId;
      const profile = isUuid(profileId) ? await r.profiles.ofId(command.companyId, profileId.toLowerCase()) : null;
      if (!profile && !violations.has('profile_id'))
        violations.add('profile_id', 'USER.PROFILE_UNKNOWN', 'must name a profile of the company');
      violations.throwIfAny(USER_INVALID);
      const created = user as User;
      const granted = profile as NonNullable<typeof profile>;
      await assertMayGrant(r, command.principal, command.companyId, granted.scopes);
      assertMayGrantCampaignAccess(command.principal, created.campaignAccess);
      const permission = Permission.grant({
        id: this.ids.next(),
        userId: created.id,
        companyId: command.companyId,
        profileId: granted.id,
        now,
      });
      await r.users.save(created);
      await r.permissions.save(permission);
      await queueInvitationEmail(r.userInvitationMessages, this.box, created, issued, now);
      await recordUserChange(r.audit, 'user.created', null, created.toProps());
      await recordChange(r.audit, 'permission.created', null, permission.toProps());
      return { user: created, permission, invitationToken: issued.plaintext };
    });
  }
}
