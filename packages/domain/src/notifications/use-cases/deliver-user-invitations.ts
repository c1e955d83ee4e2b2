import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { LanguageCode } from '../../kernel/language';
import type { SecretBox } from '../../kernel/secret-box';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { RandomSource } from '../../kernel/random-source';
import { settleDeliveries } from '../message-pass';
import type {
  EmailTransport,
  MessageRenderer,
  NotificationRepositories,
  SendingRate,
  TransportOutcome,
} from '../ports';
import { nextMessageAttemptAt } from '../sending-schedule';
import type { UserInvitationLinks } from '../user-invitation-links';
import {
  userInvitationMessageId,
  type ClaimedUserInvitationMessage,
  type UserInvitationMessageOutcome,
} from '../user-invitation-message';
import { DEFAULT_MESSAGE_BATCH, MESSAGE_LEASE_MS } from './deliver-invitations';

/** The language user invitations are written in: users have no language of their own. */
export const USER_INVITATION_LANGUAGE: LanguageCode = 'pt-BR';

/** The outcome of a message whose sealed token no longer opens (the key changed): never sent, never retried. */
export const TOKEN_UNREADABLE = 'token_unreadable';

/**
 * What the user invitation e-mails are written and sent with, where their links point, and the platform's sending
 * rate they count in.
 */
export interface UserInvitationMessaging {
  readonly renderer: MessageRenderer;
  readonly email: EmailTransport;
  readonly links: UserInvitationLinks;
  readonly rate: SendingRate;
}

const OUTCOMES = ['sent', 'retrying', 'undeliverable', 'deferred', 'lost'] as const;
type Recorded = (typeof OUTCOMES)[number];

/**
 * What a pass did: messages claimed, and of those sent, to retry, undeliverable, held back by the sending rate
 * (`deferred`), and lost (their lease fenced).
 */
export type UserInvitationPassResult = { readonly claimed: number } & Readonly<Record<Recorded, number>>;

/**
 * One pass of the notifications worker over dashboard users' invitation e-mails
 * (docs/notifications.md#user-invitations): claims up to `limit` due messages in one short transaction (a message
 * whose user no longer holds that invitation, or whose invitation expired, is cancelled there, never sent); opens
 * each one's sealed token and writes the `user_invitation` message in pt-BR (users have no language) with the
 * acceptance link and the expiry in the service's time zone; e-mails it to the user outside any transaction, with the
 * message id `user-invitation.<user>.<issue>`, once the platform's sending rate allows it (else it is held back to
 * the rate's next window, no try counted: docs/notifications.md#sending-rate); then records each outcome under its
 * lease. A temporary failure is tried again with the survey messages' back-off (1, 2, 4 … minutes, at most an hour)
 * until the invitation expires; a permanent one (an SMTP 5xx), or a sealed token that no longer opens, ends the
 * message `undeliverable`. A worker killed mid-pass loses nothing: the leases run out and the messages are claimed
 * again, with the same message id.
 * @throws Error the first error a record threw (the database), after every other message of the pass was recorded.
 */
export class DeliverUserInvitations {
  constructor(
    private readonly uow: UnitOfWork<NotificationRepositories>,
    private readonly messaging: UserInvitationMessaging,
    private readonly box: SecretBox,
    private readonly settings: { readonly timeZone: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly random: RandomSource,
  ) {}

  async execute(limit = DEFAULT_MESSAGE_BATCH): Promise<UserInvitationPassResult> {
    const now = this.clock.now();
    const claimed = await this.uow.run((r) =>
      r.userInvitationMessages.claim({
        now,
        limit,
        leaseUntil: new Date(now.getTime() + MESSAGE_LEASE_MS),
        leaseToken: this.ids.next(),
      }),
    );
    return settleDeliveries(claimed, (message) => this.deliver(message), OUTCOMES);
  }

  /** Writes and sends one message, then records what became of it. */
  private async deliver(message: ClaimedUserInvitationMessage): Promise<Recorded> {
    const token = this.opened(message.tokenSealed);
    if (token === null) return this.record(message, { kind: 'undeliverable', error: TOKEN_UNREADABLE });
    const permit = await this.messaging.rate.take(message.companyId);
    if (permit.kind !== 'allowed') return this.record(message, { kind: 'deferred', nextAttemptAt: permit.retryAt });
    const rendered = this.messaging.renderer.render({
      kind: 'user_invitation',
      language: USER_INVITATION_LANGUAGE,
      recipientName: message.recipient.name,
      companyName: message.companyName,
      link: this.messaging.links.invitationUrl(token),
      expiresAt: message.expiresAt,
      timeZone: this.settings.timeZone,
    });
    const outcome: TransportOutcome = await this.messaging.email.send({
      messageId: userInvitationMessageId(message),
      to: message.recipient.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      unsubscribeUrl: null,
    });
    const at = this.clock.now();
    switch (outcome.kind) {
      case 'sent':
        return this.record(message, { kind: 'sent', at });
      case 'temporary':
        return this.record(message, {
          kind: 'retry',
          nextAttemptAt: nextMessageAttemptAt(message.tries + 1, at, this.random.fraction()),
          error: outcome.error,
        });
      case 'permanent':
        return this.record(message, { kind: 'undeliverable', error: outcome.error });
    }
  }

  /** The invitation's token, or `null` when its sealed copy no longer opens (the box's key changed). */
  private opened(sealed: string): string | null {
    try {
      return this.box.open(sealed);
    } catch {
      return null;
    }
  }

  private record(message: ClaimedUserInvitationMessage, outcome: UserInvitationMessageOutcome): Promise<Recorded> {
    return this.uow.run(async (r) => {
      const recorded = await r.userInvitationMessages.record({
        userId: message.userId,
        leaseToken: message.leaseToken,
        outcome,
      });
      if (!recorded) return 'lost';
      return outcome.kind === 'retry' ? 'retrying' : outcome.kind;
    });
  }
}
