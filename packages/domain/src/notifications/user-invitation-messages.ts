import type { UserInvitationOutbox } from '../access';
import type {
  ClaimedUserInvitationMessage,
  UserInvitationMessageClaim,
  UserInvitationMessageRecord,
} from './user-invitation-message';

/**
 * Port: the e-mails of dashboard users' invitations (docs/notifications.md#user-invitations), one per user: the
 * latest invitation's. `enqueue` (the access context's {@link UserInvitationOutbox}) runs in the unit of work that
 * creates the user or re-issues the invitation, so a message exists if and only if that change committed; workers
 * `claim` and `record` in short transactions of their own, the sending between them outside any.
 */
export interface UserInvitationMessages extends UserInvitationOutbox {
  /**
   * Claims at most `claim.limit` due messages (queued and never tried, due again after a temporary failure, or whose
   * claim's lease ran out), oldest due first, each held under `claim.leaseToken` until `claim.leaseUntil`. A due
   * message whose user no longer holds that invitation at `claim.now` (accepted, disabled, re-issued or expired) is
   * never sent: the claim cancels it and forgets its sealed token. Concurrent claims never return the same message
   * (`FOR UPDATE SKIP LOCKED`).
   */
  claim(claim: UserInvitationMessageClaim): Promise<ClaimedUserInvitationMessage[]>;

  /**
   * Records one try's outcome when the message is still held under `record.leaseToken` (one re-queued by a re-issue
   * meanwhile, or claimed again after its lease ran out, records nothing): `sent` and `undeliverable` end the message
   * and forget its sealed token; `retry` and `deferred` make it due again at `nextAttemptAt`. Each counts one try but
   * `deferred` (the sending rate held it back: nothing was sent).
   * @returns whether it was recorded.
   */
  record(record: UserInvitationMessageRecord): Promise<boolean>;
}
