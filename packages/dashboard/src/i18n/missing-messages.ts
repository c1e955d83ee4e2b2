/**
 * The messages the dashboard asked for and found in no catalogue of the language shown, as `language:namespace:key`
 * strings in the order first asked (docs/dashboard.md#accessibility-and-languages). A page still shows something for
 * them (the key, or the code it translates), so the list is how a test tells: the browser walk test reads it from
 * `window.__missingMessages`. It holds message keys only, never a value a user typed or an API answered.
 */
const MISSING: string[] = [];

declare global {
  interface Window {
    /** The same list as {@link missingMessages}, for the browser tests. */
    __missingMessages?: readonly string[];
  }
}

if (typeof window !== 'undefined') window.__missingMessages = MISSING;

/** i18next's `missingKeyHandler`: records `key` of `namespace` as missing in `language` (once). */
export function recordMissingMessage(language: string, namespace: string, key: string): void {
  const entry = `${language}:${namespace}:${key}`;
  if (!MISSING.includes(entry)) MISSING.push(entry);
}

/** The missing messages recorded so far (a copy). */
export function missingMessages(): string[] {
  return [...MISSING];
}
