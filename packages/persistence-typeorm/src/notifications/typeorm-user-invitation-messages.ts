import {
  isUuid,
  type ClaimedUserInvitationMessage,
  type QueuedUserInvitation,
  type UserInvitationMessageClaim,
  type UserInvitationMessageRecord,
  type UserInvitationMessages,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import {
  CLAIM_USER_INVITATIONS,
  ENQUEUE_USER_INVITATION,
  RECORD_USER_INVITATION,
} from './typeorm-user-invitation-messages.sql';

type ClaimedRow = Omit<ClaimedUserInvitationMessage, 'recipient' | 'leaseToken'> & {
  recipientName: string;
  email: string;
};

/**
 * `UserInvitationMessages` in PostgreSQL (docs/persistence.md#user-invitation-e-mails), within one unit of work's
 * transaction: one `user_invitation_messages` row per user; one statement each enqueues, claims (with the facts the
 * messages say, cancelling those no longer to send) and records. Source: domain `UserInvitationMessages`.
 */
export class TypeOrmUserInvitationMessages implements UserInvitationMessages {
  constructor(private readonly manager: EntityManager) {}

  async enqueue(invitation: QueuedUserInvitation): Promise<void> {
    await this.manager.query(ENQUEUE_USER_INVITATION, [
      invitation.userId,
      invitation.companyId,
      invitation.tokenHash,
      invitation.tokenSealed,
      invitation.at,
    ]);
  }

  async claim(claim: UserInvitationMessageClaim): Promise<ClaimedUserInvitationMessage[]> {
    const rows = await this.manager.query<ClaimedRow[]>(CLAIM_USER_INVITATIONS, [
      claim.now,
      claim.limit,
      claim.leaseToken,
      claim.leaseUntil,
    ]);
    return rows.map((row) => ({
      userId: row.userId,
      companyId: row.companyId,
      issue: row.issue,
      leaseToken: claim.leaseToken,
      tries: row.tries,
      tokenSealed: row.tokenSealed,
      expiresAt: row.expiresAt,
      recipient: { name: row.recipientName, email: row.email },
      companyName: row.companyName,
    }));
  }

  async record(record: UserInvitationMessageRecord): Promise<boolean> {
    if (!isUuid(record.userId) || !isUuid(record.leaseToken)) return false;
    const { outcome } = record;
    const [row] = await this.manager.query<[{ recorded: number }]>(RECORD_USER_INVITATION, [
      record.userId,
      record.leaseToken,
      outcome.kind,
      outcome.kind === 'retry' || outcome.kind === 'deferred' ? outcome.nextAttemptAt : null,
      outcome.kind === 'sent' ? outcome.at : null,
      outcome.kind === 'retry' || outcome.kind === 'undeliverable' ? outcome.error : null,
    ]);
    return row.recorded > 0;
  }
}
