import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import { invitationUnknown } from '../../surveys';
import type { NotificationRepositories } from '../ports';

/**
 * The one-click opt-out of a survey's reminders (RFC 8058; docs/notifications.md#reminders): the survey token the
 * reminder's `List-Unsubscribe` link carries stops that invitation's reminders for good. The invitation itself stays:
 * its link still opens the survey. Not audited: the respondent acts, not a user of the company.
 * @throws UnauthenticatedError `INVITATION.UNKNOWN` when the token opens no pending invitation.
 */
export class OptOutOfReminders {
  constructor(
    private readonly uow: UnitOfWork<NotificationRepositories>,
    private readonly tokens: SecretTokenIssuer,
  ) {}

  async execute(token: string): Promise<void> {
    const found = await this.uow.run((r) => r.invitationMessages.optOutOfReminders(this.tokens.hashOf(token)));
    if (!found) throw invitationUnknown();
  }
}
