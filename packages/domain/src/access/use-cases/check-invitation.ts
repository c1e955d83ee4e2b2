import { invitationInvalid } from '../access.errors';
import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';

/** What an invitation link that still works leads to: when it stops working. */
export interface UsableInvitation {
  readonly expiresAt: Date;
}

/**
 * Tells whether an invitation link still works, before its holder chooses a password
 * (docs/sign-in.md#accepting-an-invitation): the page of the link asks on opening, so a used, expired or replaced
 * link says so at once. Reads only; the link stays as it was.
 * @throws StateError `USER.INVITATION_INVALID`: the same error as accepting gives for an unknown, used, expired or
 *   replaced token and a disabled user's (`token` not a string included).
 */
export class CheckInvitation {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories>,
    private readonly clock: Clock,
    private readonly tokens: SecretTokenIssuer,
  ) {}

  async execute(token: unknown): Promise<UsableInvitation> {
    if (typeof token !== 'string' || token === '') throw invitationInvalid();
    const tokenHash = this.tokens.hashOf(token);
    return this.uow.run(async (r) => {
      const user = await r.users.ofInvitationTokenHash(tokenHash);
      const invitation = user?.holdsValidInvitation(tokenHash, this.clock.now()) ? user.invitation : null;
      if (!invitation) throw invitationInvalid();
      return { expiresAt: invitation.expiresAt };
    });
  }
}
