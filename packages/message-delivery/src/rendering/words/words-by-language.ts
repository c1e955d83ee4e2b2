import type { LanguageCode } from '@employee/domain';
import { EN_WORDS } from './en.words';
import { ES_WORDS } from './es.words';
import type { MessageWords } from './message-words';
import { PT_BR_WORDS } from './pt-br.words';

/** The words of every language an employee may have (docs/notifications.md#messages). */
export const WORDS_BY_LANGUAGE: Readonly<Record<LanguageCode, MessageWords>> = {
  'pt-BR': PT_BR_WORDS,
  en: EN_WORDS,
  es: ES_WORDS,
};
