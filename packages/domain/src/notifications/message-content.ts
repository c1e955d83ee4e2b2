import type { LanguageCode } from '../kernel/language';

/**
 * What the platform sends (docs/notifications.md#messages): a survey's invitation and its reminders to employees, and
 * a dashboard user's invitation.
 */
export type MessageKind = 'survey_invitation' | 'survey_reminder' | 'user_invitation';

/** How a message travels: e-mail when the recipient has an address, else SMS to the mobile. */
export type MessageChannel = 'email' | 'sms';

/**
 * The facts a survey invitation or reminder says, in the employee's `language` (docs/notifications.md#messages):
 * the company's and campaign's names, the campaign's closing instant (`closesAt`, `null` when it has no end) shown
 * as a date in `timeZone` (IANA, `APP_TIMEZONE`), the survey `link`, the anonymity promise (`minimumGroupSize`: no
 * result of a group smaller than this is shown) and the one-click opt-out of reminders (`unsubscribeUrl`, the RFC
 * 8058 `List-Unsubscribe` target).
 */
export interface SurveyMessageContent {
  readonly kind: 'survey_invitation' | 'survey_reminder';
  readonly language: LanguageCode;
  readonly recipientName: string;
  readonly companyName: string;
  readonly campaignName: string;
  readonly closesAt: Date | null;
  readonly timeZone: string;
  readonly link: string;
  readonly minimumGroupSize: number;
  readonly unsubscribeUrl: string;
}

/**
 * The facts a dashboard user's invitation says (docs/notifications.md#messages): who is invited to which company's
 * dashboard, the acceptance `link` and when it stops working (`expiresAt`, shown in `timeZone`).
 */
export interface UserInvitationContent {
  readonly kind: 'user_invitation';
  readonly language: LanguageCode;
  readonly recipientName: string;
  readonly companyName: string;
  readonly link: string;
  readonly expiresAt: Date;
  readonly timeZone: string;
}

/** Everything a template needs to write one message. */
export type MessageContent = SurveyMessageContent | UserInvitationContent;

/**
 * One message written out: the e-mail's `subject`, plain `text` and `html` (both whole documents of the same words),
 * and the short `sms` text (plain, at most 320 characters: two SMS segments) for when it goes by SMS.
 */
export interface RenderedMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly sms: string;
}
