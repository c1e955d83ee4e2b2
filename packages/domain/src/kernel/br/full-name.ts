import { invisibleCharacterIn } from '../invisible-characters';
import { MAX_SHORT_TEXT, characterCount } from '../text';
import { ValidationError } from '../violations';
import { EMPLOYEE_INVALID } from './br.errors';

/** Portuguese connectives that may stand in lower case between the words of a name. */
export const NAME_CONNECTIVES: ReadonlySet<string> = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** A word: starts with an upper-case letter; letters, with single apostrophes or hyphens between them. */
const WORD = /^\p{Lu}\p{M}*(?:\p{L}\p{M}*)*(?:['’-]\p{L}\p{M}*(?:\p{L}\p{M}*)*)*$/u;

/**
 * A person's full name, for `name` and `social_name`.
 *
 * Normalised: Unicode NFC, trimmed, runs of white space (tabs, line breaks, no-break spaces) collapsed to one
 * space, so none is stored; any other invisible, format or control character (a zero-width space, a soft
 * hyphen) is refused (docs/security.md#look-alike-identity-values). Valid when it has at least
 * two words, each starting with an upper-case letter (Unicode: "Álvaro Ávila") and holding letters, with
 * apostrophes or hyphens inside ("D'Ávila", "Ana-Maria"). Deliberately beyond the spec's wording, the
 * connectives `da, das, de, do, dos, e` may stand in lower case between words ("Maria da Silva"), never
 * first or last ("da Silva", "Maria da"). At most 255 characters (code points, after normalising).
 * Source: docs/contract.md#names.
 */
export class FullName {
  private constructor(readonly value: string) {}

  /**
   * @param raw the API value.
   * @param field API field name used in the violation (`name` or `social_name`).
   * @throws ValidationError `EMPLOYEE.INVALID` with one violation on `field`, code one of `NAME.NOT_A_STRING`,
   *   `NAME.TOO_LONG`, `NAME.NUL_BYTE`, `NAME.INVISIBLE`, `NAME.SINGLE_WORD`, `NAME.WORD`, `NAME.CONNECTIVE_AT_EDGE`.
   */
  static create(raw: unknown, field = 'name'): FullName {
    const fail = (code: string, message: string) => ValidationError.of(EMPLOYEE_INVALID, field, { code, message });
    if (typeof raw !== 'string') throw fail('NAME.NOT_A_STRING', 'must be a string');
    if (raw.includes('\u0000')) throw fail('NAME.NUL_BYTE', 'must not contain NUL bytes');
    const value = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
    const invisible = invisibleCharacterIn(value);
    if (invisible !== null)
      throw fail('NAME.INVISIBLE', `must not contain invisible, format or control characters (${invisible})`);
    if (characterCount(value) > MAX_SHORT_TEXT)
      throw fail('NAME.TOO_LONG', `must be at most ${MAX_SHORT_TEXT} characters`);
    const words = value === '' ? [] : value.split(' ');
    if (words.length < 2) throw fail('NAME.SINGLE_WORD', 'must be a full name of at least two words');
    const connectiveAtEdge = [words[0], words[words.length - 1]].some((w) => NAME_CONNECTIVES.has(w ?? ''));
    if (connectiveAtEdge) {
      throw fail('NAME.CONNECTIVE_AT_EDGE', 'must start and end with a capitalised word, not a connective');
    }
    if (!words.every((w) => WORD.test(w) || NAME_CONNECTIVES.has(w))) {
      throw fail(
        'NAME.WORD',
        'each word must start with an upper-case letter and hold only letters, apostrophes or hyphens',
      );
    }
    return new FullName(value);
  }

  equals(other: FullName): boolean {
    return this.value === other.value;
  }

  toString(): string {
    return this.value;
  }
}
