/**
 * Writing systems a letter may belong to. Han, Hiragana, Katakana, Bopomofo and Hangul form one group, as
 * Japanese, Chinese and Korean text mixes them; a letter of any script not listed counts as `Other`.
 */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Hangul}]/u],
];

/**
 * Cyrillic and Greek lower-case letters drawn like a Latin letter in common fonts (a subset of Unicode's
 * confusables, UTS #39): a word made of these only (Cyrillic "сор" beside Latin "cop") reads as Latin.
 */
const LATIN_LOOKALIKES = /^[аеорсухіјѕһԁԛԝӏαικνορυχϲϳ]+$/u;

/**
 * The scripts of the letters of `text` (digits, punctuation and combining marks belong to none), e.g.
 * `{'Latin', 'Cyrillic'}` for "аna" with a Cyrillic "а". Source: docs/security.md#look-alike-identity-values.
 */
export function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const letter of text.match(/\p{L}/gu) ?? []) {
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0] ?? 'Other');
  }
  return scripts;
}

/**
 * True when the letters of `text` (lower case) are all Cyrillic or Greek letters that look like Latin ones, so
 * the whole word reads as a Latin word it is not ("соре" beside "cope"). Source:
 * docs/security.md#look-alike-identity-values.
 */
export function readsAsLatin(text: string): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).join('');
  return letters !== '' && LATIN_LOOKALIKES.test(letters);
}
