import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { SecretBox } from '../../kernel/secret-box';
import type { SecretTokenIssuer } from '../../kernel/secret-token-issuer';
import type { ReportSettings } from '../../kernel/settings';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import { newInvitationToken, openedToken, type SurveyRepositories } from '../../surveys';
import type { RandomSource } from '../../kernel/random-source';
import { surveyMessageId, type ClaimedInvitationMessage, type InvitationMessageOutcome } from '../invitation-message';
import type {
  EmailTransport,
  MessageRenderer,
  NotificationRepositories,
  SendingRate,
  SmsTransport,
  TransportOutcome,
} from '../ports';
import { nextMessageAttemptAt, remindersMaySend } from '../sending-schedule';
import type { SurveyLinks } from '../survey-links';

/** How long a claim holds a message, in milliseconds: 2 minutes, well over a transport's 10 s timeout. */
export const MESSAGE_LEASE_MS = 120_000;
/** How many messages one pass claims when not told. */
export const DEFAULT_MESSAGE_BATCH = 50;

/**
 * What a pass did: messages claimed, and of those sent, to retry, undeliverable, held back by the sending rate
 * (`deferred`, no try counted), and lost (their lease fenced).
 */
export interface MessagePassResult {
  readonly claimed: number;
  readonly sent: number;
  readonly retrying: number;
  readonly undeliverable: number;
  readonly deferred: number;
  readonly lost: number;
}

/** The transports and text of the platform's messages, where their links point, and the rate they may go at. */
export interface MessagingPorts {
  readonly renderer: MessageRenderer;
  readonly email: EmailTransport;
  readonly sms: SmsTransport;
  readonly links: SurveyLinks;
  readonly rate: SendingRate;
}

type Recorded = 'sent' | 'retrying' | 'undeliverable' | 'deferred' | 'lost';
type Claimed = ClaimedInvitationMessage & { readonly token: string };

/**
 * One pass of the notifications worker over survey invitations and reminders (docs/notifications.md#the-worker):
 * claims up to `limit` due messages in one short transaction (reminders only between 08:00 and 20:00 in the
 * service's time zone), giving each invitation without a survey token one (its hash and sealed copy stored in the
 * same transaction, so every try and every reminder carries the same link); writes each in the employee's language
 * and sends it by e-mail when the employee has an address, else by SMS, else records it `undeliverable`
 * (`no_contact`), outside any transaction; then records each outcome under its lease. A temporary failure is tried
 * again with back-off until the campaign closes; a permanent one makes the invitation `undeliverable` (`refused`).
 * A worker killed mid-pass loses nothing: the leases run out and the messages are claimed again, and sent with the
 * same message id (at least once; a mail client shows copies of one `Message-ID` as one message).
 * Each message takes its place in the sending rate before it is written (docs/notifications.md#sending-rate): one
 * held back is `deferred` to when the rate allows it, with no try counted; until then this worker claims no more of
 * that company's messages (its share used up) or none at all (the whole rate used up), so other companies' go first.
 * @throws Error the first error a record threw (the database), after every other message of the pass was recorded.
 */
export class DeliverInvitations {
  /** Until when the platform's whole rate is used up, as this worker last heard. */
  private pausedUntil = 0;
  /** Companies whose share of the rate is used up, until when (milliseconds since the epoch). */
  private readonly companiesPaused = new Map<string, number>();

  constructor(
    private readonly uow: UnitOfWork<NotificationRepositories & SurveyRepositories>,
    private readonly messaging: MessagingPorts,
    private readonly tokens: SecretTokenIssuer,
    private readonly box: SecretBox,
    private readonly settings: ReportSettings & { readonly timeZone: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly random: RandomSource,
  ) {}

  async execute(limit = DEFAULT_MESSAGE_BATCH): Promise<MessagePassResult> {
    const claimed = this.clock.now().getTime() < this.pausedUntil ? [] : await this.claim(limit);
    const settled = await Promise.allSettled(claimed.map((message) => this.deliver(message)));
    const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (rejected) throw rejected.reason;
    const count = (what: Recorded) => settled.filter((s) => s.status === 'fulfilled' && s.value === what).length;
    return {
      claimed: claimed.length,
      sent: count('sent'),
      retrying: count('retrying'),
      undeliverable: count('undeliverable'),
      deferred: count('deferred'),
      lost: count('lost'),
    };
  }

  /** Claims due messages and gives each invitation its survey token (a new one where none is kept or opens). */
  private claim(limit: number): Promise<Claimed[]> {
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const claimed = await r.invitationMessages.claim({
        now,
        limit,
        leaseUntil: new Date(now.getTime() + MESSAGE_LEASE_MS),
        leaseToken: this.ids.next(),
        reminders: remindersMaySend(now, this.settings.timeZone),
        excludedCompanies: this.pausedCompanies(now.getTime()),
      });
      const result: Claimed[] = [];
      for (const message of claimed) {
        const kept = openedToken(this.box, { employeeId: message.employeeId, tokenSealed: message.tokenSealed });
        if (kept !== null) {
          result.push({ ...message, token: kept });
          continue;
        }
        const { stored, issued } = newInvitationToken(this.tokens, this.box, message.employeeId);
        await r.invitations.replaceTokens(message.campaignId, [stored]);
        result.push({ ...message, token: issued.token });
      }
      return result;
    });
  }

  /** The companies whose share of the rate is still used up at `now`, forgetting those whose window ended. */
  private pausedCompanies(now: number): string[] {
    for (const [companyId, until] of this.companiesPaused) if (until <= now) this.companiesPaused.delete(companyId);
    return [...this.companiesPaused.keys()];
  }

  /** Writes and sends one message, then records what became of it. */
  private async deliver(message: Claimed): Promise<Recorded> {
    const { recipient } = message;
    if (recipient.email === null && recipient.mobile === null)
      return this.record(message, { kind: 'undeliverable', reason: 'no_contact', error: null });
    const permit = await this.messaging.rate.take(message.companyId);
    if (permit.kind !== 'allowed') {
      const until = permit.retryAt.getTime();
      if (permit.kind === 'global_limited') this.pausedUntil = Math.max(this.pausedUntil, until);
      else this.companiesPaused.set(message.companyId, until);
      return this.record(message, { kind: 'deferred', nextAttemptAt: permit.retryAt });
    }
    return this.send(message);
  }

  /** Writes and sends one message the rate allowed, then records what became of it. */
  private async send(message: Claimed): Promise<Recorded> {
    const { recipient } = message;
    const { renderer, links } = this.messaging;
    const unsubscribeUrl = links.optOutUrl(message.token);
    const rendered = renderer.render({
      kind: message.kind,
      language: recipient.language,
      recipientName: recipient.name,
      companyName: message.companyName,
      campaignName: message.campaignName,
      // The last day at noon UTC: the same calendar day in every Brazilian time zone.
      closesAt: message.endsOn === null ? null : new Date(`${message.endsOn}T12:00:00Z`),
      timeZone: this.settings.timeZone,
      link: links.surveyUrl(message.token),
      minimumGroupSize: message.companyMinGroupSize ?? this.settings.minGroupSize,
      unsubscribeUrl,
    });
    const messageId = surveyMessageId(message);
    const channel = recipient.email !== null ? 'email' : 'sms';
    const outcome: TransportOutcome =
      recipient.email !== null
        ? await this.messaging.email.send({
            messageId,
            to: recipient.email,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            unsubscribeUrl,
          })
        : await this.messaging.sms.send({ messageId, to: recipient.mobile as string, text: rendered.sms });
    const at = this.clock.now();
    switch (outcome.kind) {
      case 'sent':
        return this.record(message, { kind: 'sent', channel, at });
      case 'temporary':
        return this.record(message, {
          kind: 'retry',
          nextAttemptAt: nextMessageAttemptAt(message.tries + 1, at, this.random.fraction()),
          error: outcome.error,
        });
      case 'permanent':
        return this.record(message, { kind: 'undeliverable', reason: 'refused', error: outcome.error });
    }
  }

  private record(message: Claimed, outcome: InvitationMessageOutcome): Promise<Recorded> {
    return this.uow.run(async (r) => {
      const recorded = await r.invitationMessages.record({
        campaignId: message.campaignId,
        employeeId: message.employeeId,
        leaseToken: message.leaseToken,
        outcome,
      });
      if (!recorded) return 'lost';
      return outcome.kind === 'retry' ? 'retrying' : outcome.kind;
    });
  }
}
