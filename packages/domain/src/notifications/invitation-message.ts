import type { LanguageCode } from '../kernel/language';
import type { DeliveryState, UndeliverableReason } from '../surveys';
import type { MessageChannel } from './message-content';

/**
 * One survey message a worker has claimed (docs/notifications.md#the-worker): the invitation (campaign and
 * employee), which message (the invitation, or reminder number `reminder`), its stable `messageId` (the same on
 * every try), the claim's `leaseToken`, the tries made before this one, the invitation's sealed survey token
 * (`null`: none yet), and the facts the message says.
 */
export interface ClaimedInvitationMessage {
  readonly campaignId: string;
  readonly employeeId: string;
  readonly companyId: string;
  readonly kind: 'survey_invitation' | 'survey_reminder';
  /** 0 for the invitation, 1..3 for the reminders. */
  readonly reminder: number;
  readonly leaseToken: string;
  readonly tries: number;
  readonly tokenSealed: string | null;
  readonly recipient: {
    readonly name: string;
    readonly email: string | null;
    /** E.164 (`+5511987654321`). */
    readonly mobile: string | null;
    readonly language: LanguageCode;
  };
  readonly companyName: string;
  /** The company's own minimum group size of reports, or `null` for the service's. */
  readonly companyMinGroupSize: number | null;
  readonly campaignName: string;
  /** The campaign's last day, `YYYY-MM-DD`, or `null`. */
  readonly endsOn: string | null;
}

/** What `InvitationMessages.claim` looks for (docs/notifications.md#the-worker). */
export interface InvitationMessageClaim {
  readonly now: Date;
  readonly limit: number;
  readonly leaseUntil: Date;
  readonly leaseToken: string;
  /** Whether due reminders may be claimed now (only between 08:00 and 20:00 in `APP_TIMEZONE`). */
  readonly reminders: boolean;
  /** Companies whose messages are not claimed now: their share of the sending rate is used up. */
  readonly excludedCompanies: readonly string[];
}

/**
 * The outcome of one try, as recorded: sent by a channel, to try again at `nextAttemptAt` (`retry` counts a try;
 * `deferred`, held back by the sending rate before any send, does not), or never deliverable.
 */
export type InvitationMessageOutcome =
  | { readonly kind: 'sent'; readonly channel: MessageChannel; readonly at: Date }
  | { readonly kind: 'retry'; readonly nextAttemptAt: Date; readonly error: string }
  | { readonly kind: 'deferred'; readonly nextAttemptAt: Date }
  | { readonly kind: 'undeliverable'; readonly reason: UndeliverableReason; readonly error: string | null };

/** One try's outcome for a claimed message, fenced by its lease. */
export interface InvitationMessageRecord {
  readonly campaignId: string;
  readonly employeeId: string;
  readonly leaseToken: string;
  readonly outcome: InvitationMessageOutcome;
}

/** A campaign's invitations by delivery state (the campaign page's counts). */
export type DeliveryCounts = Readonly<Record<DeliveryState, number>>;

/**
 * The message id of a survey message: the same on every try of it, different for each message of each invitation
 * (`<campaign>.<employee>.<0 for the invitation, n for reminder n>`), so a resend after a crash is recognisably the
 * same message (its `Message-ID`).
 */
export function surveyMessageId(message: Pick<ClaimedInvitationMessage, 'campaignId' | 'employeeId' | 'reminder'>) {
  return `${message.campaignId}.${message.employeeId}.${message.reminder}`;
}
