import type { LanguageCode, MessageKind } from '@employee/domain';
import type { TemplateWords } from '../templates/message-template';
import { WORDS_BY_LANGUAGE } from './words-by-language';

/**
 * The words one kind's template says in one language, by slot name (docs/notifications.md#messages): `lang`, the
 * shared sentences (greeting, link fallback, footer), the survey sentences for survey messages, and the kind's own
 * (`subject`, `heading`, `intro`, `action`, `sms`, …).
 */
export function templateWordsOf(kind: MessageKind, language: LanguageCode): TemplateWords {
  const words = WORDS_BY_LANGUAGE[language];
  const shared = { lang: language, greeting: words.greeting, linkFallback: words.linkFallback, footer: words.footer };
  switch (kind) {
    case 'survey_invitation':
      return { ...shared, ...words.survey, ...words.surveyInvitation };
    case 'survey_reminder':
      return { ...shared, ...words.survey, ...words.surveyReminder };
    case 'user_invitation':
      return { ...shared, ...words.userInvitation };
  }
}
