import type { InvitationMessages } from './invitation-messages';
import type { MessageContent, RenderedMessage } from './message-content';
import type { UserInvitationMessages } from './user-invitation-messages';

/**
 * Port: writes a message from its facts, in the content's language (pt-BR, en, es), as plain text, HTML and SMS
 * text; the delivery adapter's templates (`@employee/message-delivery`). Pure: the same content gives the same text.
 */
export interface MessageRenderer {
  render(content: MessageContent): RenderedMessage;
}

/**
 * One e-mail to send: `messageId` is the message's own id, sent as the `Message-ID` header (`<id@domain>`, the
 * adapter adds the domain) and the same on every try, so a resend after a crash is recognisably the same message;
 * `to` the address; `unsubscribeUrl`, when set, becomes RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`
 * headers (reminders' one-click opt-out).
 */
export interface EmailMessage {
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly unsubscribeUrl: string | null;
}

/** One SMS to send: the message's id (the provider's idempotency key where it has one), the E.164 number, the text. */
export interface SmsMessage {
  readonly messageId: string;
  readonly to: string;
  readonly text: string;
}

/**
 * What became of one try (docs/notifications.md#transports): `sent` (accepted by the SMTP server or the SMS provider),
 * `temporary` (try again later: an SMTP 4xx, a connection refused or reset, a timeout, a provider's 429 or 5xx) or
 * `permanent` (never retried: an SMTP 5xx, a provider's 4xx), with a short `error` for the log that never holds an
 * address, a number or the server's own text (`smtp_550`, `timeout`, `connection_refused`).
 */
export type TransportOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'temporary'; readonly error: string }
  | { readonly kind: 'permanent'; readonly error: string };

/** Port: sends one e-mail (SMTP, or files under `DATA_DIR` for development). Never throws for what the server did. */
export interface EmailTransport {
  send(message: EmailMessage): Promise<TransportOutcome>;
}

/** Port: sends one SMS (a provider's HTTP API, or files for development). Never throws for what the provider did. */
export interface SmsTransport {
  send(message: SmsMessage): Promise<TransportOutcome>;
}

/**
 * What the sending rate answers for one message (docs/notifications.md#sending-rate): it may go now, or the
 * company's share of the rate (`company_limited`) or the platform's whole rate (`global_limited`) is used up until
 * `retryAt`.
 */
export type SendingPermit =
  { readonly kind: 'allowed' } | { readonly kind: 'company_limited' | 'global_limited'; readonly retryAt: Date };

/**
 * Port: the platform's sending rate, shared by every worker (docs/notifications.md#sending-rate): messages a minute
 * in all (`MAIL_RATE_PER_MINUTE`) and for one company (its share, `MAIL_COMPANY_SHARE_PERCENT` of that), so one
 * company's large campaign never holds back the others' messages. `take` counts the message when it may go.
 */
export interface SendingRate {
  take(companyId: string): Promise<SendingPermit>;
}

/** The notifications repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface NotificationRepositories {
  readonly invitationMessages: InvitationMessages;
  readonly userInvitationMessages: UserInvitationMessages;
}
