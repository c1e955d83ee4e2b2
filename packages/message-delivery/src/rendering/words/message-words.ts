/**
 * The words of one language (docs/notifications.md#messages): every sentence the templates say, as Handlebars
 * snippets whose `{{placeholders}}` are the message's values (`recipientName`, `companyName`, `campaignName`,
 * `closingDate`, `minimumGroupSize`, `expiresAt`, `link`), filled and escaped per message. Plain words, no markup:
 * the templates own the layout.
 */
export interface MessageWords {
  /** `Olá, {{recipientName}}!` */
  readonly greeting: string;
  /** The line under the button: where to paste the link when the button does not work. */
  readonly linkFallback: string;
  /** Said by the platform at the foot of every message: why the recipient got it. */
  readonly footer: string;
  readonly surveyInvitation: SurveyWords;
  readonly surveyReminder: SurveyWords;
  readonly survey: SurveyCommonWords;
  readonly userInvitation: UserInvitationWords;
}

/** What an invitation and a reminder say differently: the subject, the heading, the call and the SMS. */
export interface SurveyWords {
  /** `{{campaignName}}`, `{{companyName}}`. */
  readonly subject: string;
  readonly heading: string;
  /** `{{companyName}}`, `{{campaignName}}`. */
  readonly intro: string;
  readonly action: string;
  /** `{{companyName}}`, `{{link}}`: at most 320 characters once filled (the company's name is cut to fit). */
  readonly sms: string;
}

/** What every survey message says: when it closes, the anonymity promise and the opt-out of reminders. */
export interface SurveyCommonWords {
  /** `{{closingDate}}`: the date in the recipient's language and the platform's time zone. */
  readonly closesOn: string;
  readonly noEndDate: string;
  /** `{{minimumGroupSize}}`. */
  readonly anonymity: string;
  readonly unsubscribe: string;
  readonly unsubscribeAction: string;
}

/** A dashboard user's invitation: `{{companyName}}`, `{{expiresAt}}` (date and time), `{{link}}` in the SMS. */
export interface UserInvitationWords {
  readonly subject: string;
  readonly heading: string;
  readonly intro: string;
  readonly action: string;
  readonly expires: string;
  readonly notExpected: string;
  readonly sms: string;
}
