import type { MessageWords } from './message-words';

/** English (docs/notifications.md#messages). */
export const EN_WORDS: MessageWords = {
  greeting: 'Hello, {{recipientName}}!',
  linkFallback: 'If the button does not work, copy and paste this address into your browser:',
  footer: 'Sent by the survey platform on behalf of {{companyName}}.',
  surveyInvitation: {
    subject: '{{companyName}}: take part in the survey "{{campaignName}}"',
    heading: 'Your opinion matters',
    intro: '{{companyName}} invites you to answer the survey "{{campaignName}}".',
    action: 'Answer the survey',
    sms: '{{companyName}} invites you to answer an anonymous survey: {{link}}',
  },
  surveyReminder: {
    subject: 'Reminder: the survey "{{campaignName}}" from {{companyName}}',
    heading: 'There is still time to answer',
    intro: 'A reminder: {{companyName}} is still waiting for your answers to the survey "{{campaignName}}".',
    action: 'Answer now',
    sms: 'Reminder from {{companyName}}: your answers to the anonymous survey still count: {{link}}',
  },
  survey: {
    closesOn: 'The survey is open until {{closingDate}}.',
    noEndDate: 'The survey has no end date.',
    anonymity:
      'Results are shown only for groups of at least {{minimumGroupSize}} people; ' +
      'your answers are never shown one by one.',
    unsubscribe: 'Would you rather not get reminders of this survey?',
    unsubscribeAction: 'Stop the reminders',
  },
  userInvitation: {
    subject: 'Invitation to the {{companyName}} dashboard',
    heading: 'You are invited',
    intro: 'You are invited to the survey dashboard of {{companyName}}.',
    action: 'Accept the invitation',
    expires: 'The invitation is valid until {{expiresAt}}.',
    notExpected: 'If you did not expect this invitation, ignore this message.',
    sms: 'Invitation to the {{companyName}} dashboard, valid until {{expiresAt}}: {{link}}',
  },
};
