/** Only digits and what a CPF or a phone is typed with: `.`, `-`, `(`, `)`, `/`, spaces, a leading `+`. */
const PUNCTUATED_NUMBER = /^\+?[\d.\-()/\s]+$/;

/**
 * The digits a search term stands for when it is a CPF or a phone typed with its usual punctuation
 * (`011.996.545-31`, `+55 (11) 99654-5310`, `(11) 99654-5310`), which `Employees.search` also looks for in
 * `document` and `phone` (stored as digits, and as E.164 `+55…`); `null` for any other term: one without
 * punctuation (already digits, or words), one with a letter or another sign, one of fewer than 2 digits.
 * Source: docs/contract.md#search.
 */
export function searchDigitsOf(term: string): string | null {
  if (!PUNCTUATED_NUMBER.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  return digits.length >= 2 && digits !== term ? digits : null;
}
