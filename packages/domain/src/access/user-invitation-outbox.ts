import type { SecretBox } from '../kernel/secret-box';
import type { IssuedSecretToken } from '../kernel/secret-token-issuer';
import type { User } from './user';

/**
 * A user's invitation to e-mail (docs/notifications.md#user-invitations): the invited user and their company, the
 * hash of the invitation's token (the message is sent only while the user's invitation is still this one) and the
 * token itself sealed by the user invitations' `SecretBox` (the link the e-mail carries; never in the `User`
 * aggregate, so never in its history), and when it may first be sent.
 */
export interface QueuedUserInvitation {
  readonly userId: string;
  readonly companyId: string;
  readonly tokenHash: string;
  readonly tokenSealed: string;
  readonly at: Date;
}

/**
 * Port: the write side of the notifications context's `UserInvitationMessages`, as the access context's use cases
 * see it (docs/notifications.md#user-invitations): the e-mail of a new or re-issued invitation is queued in the unit
 * of work that stores the invitation, so it exists if and only if that change committed.
 */
export interface UserInvitationOutbox {
  /**
   * Queues the user's invitation e-mail, replacing the user's earlier one whatever its state (a re-issued invitation:
   * the new token, to send now, no try made yet, under the next message id).
   */
  enqueue(invitation: QueuedUserInvitation): Promise<void>;
}

/**
 * Queues the e-mail of `user`'s invitation whose token was just `issued` (its plaintext sealed by `box`, the user
 * invitations' own box), in the caller's unit of work. Source: docs/notifications.md#user-invitations.
 */
export function queueInvitationEmail(
  outbox: UserInvitationOutbox,
  box: SecretBox,
  user: User,
  issued: IssuedSecretToken,
  now: Date,
): Promise<void> {
  return outbox.enqueue({
    userId: user.id,
    companyId: user.companyId,
    tokenHash: issued.hash,
    tokenSealed: box.seal(issued.plaintext),
    at: now,
  });
}
