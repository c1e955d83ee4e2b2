/**
 * One user invitation e-mail a worker has claimed (docs/notifications.md#user-invitations): the invited user and
 * their company, which invitation of the user it is (`issue`: 1 for the first, one more for each re-issue), the
 * claim's `leaseToken`, the tries made before this one, the invitation's token sealed by the user invitations' box,
 * and the facts the message says: the user's name and e-mail (canonical form), the company's name, and when the
 * invitation expires.
 */
export interface ClaimedUserInvitationMessage {
  readonly userId: string;
  readonly companyId: string;
  readonly issue: number;
  readonly leaseToken: string;
  readonly tries: number;
  readonly tokenSealed: string;
  readonly expiresAt: Date;
  readonly recipient: { readonly name: string; readonly email: string };
  readonly companyName: string;
}

/** What `UserInvitationMessages.claim` looks for: messages due at `now`, at most `limit`, held until `leaseUntil`. */
export interface UserInvitationMessageClaim {
  readonly now: Date;
  readonly limit: number;
  readonly leaseUntil: Date;
  readonly leaseToken: string;
}

/**
 * The outcome of one try, as recorded: `sent`; to try again at `nextAttemptAt` after a temporary failure (`retry`,
 * a try counted) or held back by the sending rate before any send (`deferred`, no try counted); or `undeliverable`,
 * never to be tried again (the mail server refused it for good, or its sealed token no longer opens), with a short
 * error code.
 */
export type UserInvitationMessageOutcome =
  | { readonly kind: 'sent'; readonly at: Date }
  | { readonly kind: 'retry'; readonly nextAttemptAt: Date; readonly error: string }
  | { readonly kind: 'deferred'; readonly nextAttemptAt: Date }
  | { readonly kind: 'undeliverable'; readonly error: string };

/** One try's outcome for a claimed user invitation e-mail, fenced by its lease. */
export interface UserInvitationMessageRecord {
  readonly userId: string;
  readonly leaseToken: string;
  readonly outcome: UserInvitationMessageOutcome;
}

/**
 * The message id of a user invitation e-mail (its `Message-ID`): `user-invitation.<user>.<issue>`, the same on every
 * try of one invitation and different for each re-issue, so a resend after a crash is recognisably the same message.
 */
export function userInvitationMessageId(message: Pick<ClaimedUserInvitationMessage, 'userId' | 'issue'>): string {
  return `user-invitation.${message.userId}.${message.issue}`;
}
