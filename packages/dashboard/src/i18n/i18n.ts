import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { recordMissingMessage } from './missing-messages';

/**
 * The dashboard's languages: Portuguese (Brazil) by default, English switchable
 * (docs/dashboard.md#accessibility-and-languages).
 */
export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'dashboard.language';

function storedLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return stored === 'en' ? 'en' : 'pt-BR';
}

void i18next.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'pt-BR',
  interpolation: { escapeValue: false }, // React escapes
  resources: {},
  returnNull: false,
  // A key found in no catalogue is recorded (./missing-messages.ts): the walk test fails on any.
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => recordMissingMessage(i18next.language, namespace, key),
});
document.documentElement.lang = i18next.language;

/** Switches the language and remembers it in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** A namespace's messages: the same keys in every language. */
export type Messages<K extends string> = Record<Language, Record<K, string>>;

/**
 * Registers the messages of one page or component under namespace `ns`; call it at module level, next to the
 * component, and read them with `useTranslation(ns)`. Answers `ns`.
 */
export function defineMessages<K extends string>(ns: string, messages: Messages<K>): string {
  for (const language of LANGUAGES) i18next.addResourceBundle(language, ns, messages[language], true, true);
  return ns;
}

export { i18next };
