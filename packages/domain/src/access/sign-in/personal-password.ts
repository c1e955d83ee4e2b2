import type { Violations } from '../../kernel/violations';

/** Fewest characters (folded) of a word of a person's e-mail or name that their password may not hold (4). */
export const PERSONAL_WORD_MIN_CHARACTERS = 4;

/** Whose password it is: their e-mail (canonical) and full name. */
export interface PasswordOwner {
  readonly email: string;
  readonly name: string;
}

/**
 * `text` as the personal-password rule compares it: lower case, accents and other marks removed (compatibility
 * decomposition, NFKD, without its combining marks), and only letters and digits kept, so that `Cárla_Dias`,
 * `carla dias` and `CARLADIAS` compare alike. Source: docs/sign-in.md#passwords.
 */
export function foldForComparison(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The words of `owner` a password of theirs may not hold, each folded (`foldForComparison`) and at least
 * `PERSONAL_WORD_MIN_CHARACTERS` long: the whole e-mail, its local part, each part of the local part between
 * punctuation (`carla.dias` → `carla`, `dias`), the whole name and each of its words. Source:
 * docs/sign-in.md#passwords.
 */
export function personalWordsOf(owner: PasswordOwner): string[] {
  const at = owner.email.lastIndexOf('@');
  const local = at < 0 ? owner.email : owner.email.slice(0, at);
  const candidates = [owner.email, local, ...local.split(/[^\p{L}\p{N}]+/u), owner.name, ...owner.name.split(/\s+/u)];
  const words = candidates.map(foldForComparison).filter((word) => word.length >= PERSONAL_WORD_MIN_CHARACTERS);
  return [...new Set(words)];
}

/**
 * Records `PASSWORD.PERSONAL` under `field` when `password` (already read by `readNewPassword`), folded, holds one
 * of the personal words of `owner` (`personalWordsOf`): a password made of one's own e-mail or name is among the
 * first an attacker who knows them tries (NIST SP 800-63B 3.1.1.2, context-specific words). Answers whether the
 * password passed. The message never repeats the password, the e-mail or the name. Source:
 * docs/sign-in.md#passwords.
 */
export function refusePersonalPassword(
  violations: Violations,
  field: string,
  password: string,
  owner: PasswordOwner,
): boolean {
  const folded = foldForComparison(password);
  if (!personalWordsOf(owner).some((word) => folded.includes(word))) return true;
  violations.add(field, 'PASSWORD.PERSONAL', 'must not contain your e-mail address or your name');
  return false;
}
