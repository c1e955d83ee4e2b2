import type {
  ClaimedInvitationMessage,
  DeliveryCounts,
  InvitationMessageClaim,
  InvitationMessageRecord,
} from './invitation-message';

/**
 * Port: the platform's survey messages, read from the invitations themselves (docs/notifications.md#the-worker).
 * Every pending invitation of an open `platform` campaign is a message to send, so a message exists if and only if
 * the change that invited the employee committed (an opening, an `include_campaign`), and one that leaves the
 * campaign takes its message with it. Workers `claim` and `record` in short transactions of their own, the sending
 * between them outside any.
 */
export interface InvitationMessages {
  /**
   * Claims at most `claim.limit` due messages: invitations of open `platform` campaigns not answered and never
   * tried, due again (`pending` past their next attempt), or whose claim's lease ran out; and, when
   * `claim.reminders`, reminders: a `sent` invitation, not answered, not opted out, whose next reminder day
   * (`reminder_days[reminders_sent]` days after opening) has come. Each is held under `claim.leaseToken` until
   * `claim.leaseUntil`. Concurrent claims never return the same invitation (`FOR UPDATE SKIP LOCKED`).
   */
  claim(claim: InvitationMessageClaim): Promise<ClaimedInvitationMessage[]>;

  /**
   * Records one try's outcome when the invitation is still held under `record.leaseToken` (a reclaimed or removed
   * invitation records nothing): `sent` (the invitation's state `sent`, or one more reminder counted), `retry`
   * (`pending` until `nextAttemptAt`, one more try counted) or `undeliverable` (an invitation never deliverable; a
   * reminder refused for good ends the invitation's reminders).
   * @returns whether it was recorded.
   */
  record(record: InvitationMessageRecord): Promise<boolean>;

  /** The campaign's pending invitations by delivery state (answered ones are in none). */
  countsOf(campaignId: string): Promise<DeliveryCounts>;

  /**
   * Stops the reminders of the invitation whose live token has this hash (RFC 8058 one-click opt-out).
   * @returns whether an invitation was found.
   */
  optOutOfReminders(tokenHash: string): Promise<boolean>;
}
