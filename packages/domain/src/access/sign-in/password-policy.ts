import { invisibleCharacterIn } from '../../kernel/invisible-characters';
import { characterCount } from '../../kernel/text';
import type { Violations } from '../../kernel/violations';
import type { CommonPasswords } from './common-passwords';

/** Fewest characters (Unicode code points, after NFC) of a new password (docs/sign-in.md#passwords). */
export const PASSWORD_MIN_CHARACTERS = 12;
/** Most characters (Unicode code points, after NFC) of a password (docs/sign-in.md#passwords). */
export const PASSWORD_MAX_CHARACTERS = 128;

/**
 * The form of a password that is hashed and compared: Unicode NFC, so that the same characters typed on two
 * keyboards (a precomposed `é` or `e` + combining acute) give the same password. Every other character is kept
 * as typed: no trimming, no case folding. Source: docs/sign-in.md#passwords.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFC');
}

/**
 * Reads a password chosen by a person (accepting an invitation, changing a password) and returns its
 * normalised form (`normalisePassword`), or `undefined` after recording under `field` the first rule it breaks:
 * - `TEXT.NOT_A_STRING`: not a string;
 * - `PASSWORD.INVISIBLE`: holds an invisible, format or control character (a NUL, a tab, a zero-width space, a
 *   no-break space; see `invisibleCharacterIn`), which a person cannot see they typed; the plain space is allowed;
 * - `PASSWORD.TOO_SHORT`: fewer than `PASSWORD_MIN_CHARACTERS` characters (code points after NFC);
 * - `PASSWORD.TOO_LONG`: more than `PASSWORD_MAX_CHARACTERS` characters;
 * - `PASSWORD.BLANK`: only spaces;
 * - `PASSWORD.COMMON`: on the list of common passwords (`commonPasswords`, compared without regard to case).
 * The messages never repeat the password or any character of it. Source: docs/sign-in.md#passwords.
 */
export function readNewPassword(
  violations: Violations,
  field: string,
  raw: unknown,
  commonPasswords: CommonPasswords,
): string | undefined {
  if (typeof raw !== 'string') {
    violations.add(field, 'TEXT.NOT_A_STRING', 'must be a string');
    return undefined;
  }
  const password = normalisePassword(raw);
  if (invisibleCharacterIn(password) !== null) {
    violations.add(
      field,
      'PASSWORD.INVISIBLE',
      'must not contain invisible, format or control characters (tabs, line breaks, zero-width or no-break spaces)',
    );
    return undefined;
  }
  const length = characterCount(password);
  if (length < PASSWORD_MIN_CHARACTERS) {
    violations.add(field, 'PASSWORD.TOO_SHORT', `must be at least ${PASSWORD_MIN_CHARACTERS} characters`);
    return undefined;
  }
  if (length > PASSWORD_MAX_CHARACTERS) {
    violations.add(field, 'PASSWORD.TOO_LONG', `must be at most ${PASSWORD_MAX_CHARACTERS} characters`);
    return undefined;
  }
  if (password.trim() === '') {
    violations.add(field, 'PASSWORD.BLANK', 'must not be only spaces');
    return undefined;
  }
  if (commonPasswords.has(password)) {
    violations.add(
      field,
      'PASSWORD.COMMON',
      'is too common: it is on a list of passwords that attackers try first; choose another',
    );
    return undefined;
  }
  return password;
}
