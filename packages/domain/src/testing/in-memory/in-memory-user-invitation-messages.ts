import type { QueuedUserInvitation } from '../../access/user-invitation-outbox';
import type {
  ClaimedUserInvitationMessage,
  UserInvitationMessageClaim,
  UserInvitationMessageOutcome,
  UserInvitationMessageRecord,
  UserInvitationMessages,
} from '../../notifications';
import type { InMemoryState, UserInvitationMessageRow } from './in-memory-store';

/**
 * `UserInvitationMessages` kept in memory: one row per user in the state's `userInvitationMessages`, checked against
 * the stored users when claimed. Held to `userInvitationMessagesContract`, like the PostgreSQL adapter.
 */
export class InMemoryUserInvitationMessages implements UserInvitationMessages {
  constructor(private readonly state: () => InMemoryState) {}

  async enqueue(invitation: QueuedUserInvitation): Promise<void> {
    const rows = this.state().userInvitationMessages;
    rows.set(invitation.userId, {
      companyId: invitation.companyId,
      issue: (rows.get(invitation.userId)?.issue ?? 0) + 1,
      tokenHash: invitation.tokenHash,
      tokenSealed: invitation.tokenSealed,
      state: 'pending',
      tries: 0,
      nextAttemptAt: invitation.at,
      leaseToken: null,
      leaseUntil: null,
      sentAt: null,
      lastError: null,
    });
  }

  async claim(claim: UserInvitationMessageClaim): Promise<ClaimedUserInvitationMessage[]> {
    const rows = this.state().userInvitationMessages;
    const due = [...rows.entries()]
      .filter(([, row]) => isDue(row, claim.now))
      .sort(([a, x], [b, y]) => x.nextAttemptAt.getTime() - y.nextAttemptAt.getTime() || (a < b ? -1 : 1))
      .slice(0, claim.limit);
    const claimed: ClaimedUserInvitationMessage[] = [];
    for (const [userId, row] of due) {
      const message = this.messageOf(userId, row, claim);
      if (message === null) {
        rows.set(userId, { ...row, state: 'cancelled', tokenSealed: null, leaseToken: null, leaseUntil: null });
        continue;
      }
      rows.set(userId, { ...row, state: 'sending', leaseToken: claim.leaseToken, leaseUntil: claim.leaseUntil });
      claimed.push(message);
    }
    return claimed;
  }

  async record(record: UserInvitationMessageRecord): Promise<boolean> {
    const rows = this.state().userInvitationMessages;
    const row = rows.get(record.userId);
    if (row?.state !== 'sending' || row.leaseToken !== record.leaseToken) return false;
    rows.set(record.userId, recorded(row, record.outcome));
    return true;
  }

  /** The message of a due row, or `null` when its user no longer holds that invitation at `claim.now`. */
  private messageOf(
    userId: string,
    row: UserInvitationMessageRow,
    claim: UserInvitationMessageClaim,
  ): ClaimedUserInvitationMessage | null {
    const user = this.state().users.get(userId);
    const invitation = user?.invitation;
    const live =
      user?.status === 'invited' &&
      invitation?.tokenHash === row.tokenHash &&
      claim.now.getTime() < invitation.expiresAt.getTime();
    if (!live || row.tokenSealed === null) return null;
    return {
      userId,
      companyId: row.companyId,
      issue: row.issue,
      leaseToken: claim.leaseToken,
      tries: row.tries,
      tokenSealed: row.tokenSealed,
      expiresAt: invitation.expiresAt,
      recipient: { name: user.name.value, email: user.email.value },
      companyName: this.state().companies.get(row.companyId)?.name ?? '',
    };
  }
}

/** Whether a row is due at `now`: pending past its time, or claimed and its lease ran out. */
function isDue(row: UserInvitationMessageRow, now: Date): boolean {
  if (row.state === 'pending') return row.nextAttemptAt.getTime() <= now.getTime();
  return row.state === 'sending' && (row.leaseUntil?.getTime() ?? 0) <= now.getTime();
}

/** The row after one try's `outcome` (see the PostgreSQL adapter's RECORD_USER_INVITATION). */
function recorded(row: UserInvitationMessageRow, outcome: UserInvitationMessageOutcome): UserInvitationMessageRow {
  const next = { ...row, tries: row.tries + 1, leaseToken: null, leaseUntil: null };
  switch (outcome.kind) {
    case 'deferred':
      return { ...next, state: 'pending', tries: row.tries, nextAttemptAt: outcome.nextAttemptAt };
    case 'sent':
      return { ...next, state: 'sent', sentAt: outcome.at, tokenSealed: null, lastError: null };
    case 'retry':
      return { ...next, state: 'pending', nextAttemptAt: outcome.nextAttemptAt, lastError: outcome.error };
    case 'undeliverable':
      return { ...next, state: 'undeliverable', tokenSealed: null, lastError: outcome.error };
  }
}
