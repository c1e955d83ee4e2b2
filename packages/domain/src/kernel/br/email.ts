import { domainToASCII, domainToUnicode } from 'node:url';
import isEmail from 'validator/lib/isEmail';
import { invisibleCharacterIn } from '../invisible-characters';
import { readsAsLatin, scriptsOf } from '../scripts';
import { MAX_SHORT_TEXT, characterCount } from '../text';
import { ValidationError } from '../violations';
import { EMPLOYEE_INVALID } from './br.errors';

/**
 * An e-mail address, stored in one canonical form so that addresses which look alike compare equal or are
 * refused (docs/security.md#look-alike-identity-values): trimmed; Unicode NFKC (composed and decomposed accents
 * meet, full-width letters become plain ones) and lower case, so uniqueness is case-insensitive; the domain in
 * its ASCII form (IDNA, Node's `domainToASCII`: `exämple.com` is stored `xn--exmple-cua.com`); checked with the
 * maintained `validator` package (`isEmail`, RFC 5322 style addresses with a dotted domain); at most 255
 * characters (code points) as stored. Refused: invisible, format or control characters (a zero-width space, a
 * soft hyphen), a quoted local part (`"ana"@…`, the same mailbox as `ana@…`), a local part or domain label
 * mixing writing systems (a Cyrillic "а" among Latin letters), and one written only in Cyrillic or Greek
 * letters that look like Latin ones. Source: docs/contract.md#employee-fields `email`.
 */
export class Email {
  private constructor(readonly value: string) {}

  /**
   * Rebuilds a value that `create` made before and an adapter stored (its `value`, e.g. `ana.souza@example.com.br`),
   * without validating it again: reading a page of a hundred employees spent about 1.5 ms re-checking stored
   * phones and e-mails (docs/performance.md). Never for input from outside the service: use `create`.
   */
  static fromStored(value: string): Email {
    return new Email(value);
  }

  /**
   * @param raw the API value, for example `"Ana.Souza@Example.com.br"` (stored as `ana.souza@example.com.br`).
   * @param field API field name used in the violation (default `email`).
   * @throws ValidationError `EMPLOYEE.INVALID` with one violation on `field`: `EMAIL.NOT_A_STRING`,
   *   `EMAIL.TOO_LONG`, `EMAIL.INVISIBLE`, `EMAIL.QUOTED`, `EMAIL.MIXED_SCRIPT`, `EMAIL.LOOKALIKE` or
   *   `EMAIL.SYNTAX`.
   */
  static create(raw: unknown, field = 'email'): Email {
    const fail = (code: string, message: string) => ValidationError.of(EMPLOYEE_INVALID, field, { code, message });
    const tooLong = () => fail('EMAIL.TOO_LONG', `must be at most ${MAX_SHORT_TEXT} characters`);
    const syntax = () => fail('EMAIL.SYNTAX', 'must be a valid e-mail address');
    if (typeof raw !== 'string') throw fail('EMAIL.NOT_A_STRING', 'must be a string');
    const trimmed = raw.trim();
    if (characterCount(trimmed) > MAX_SHORT_TEXT) throw tooLong();
    const invisible = invisibleCharacterIn(trimmed);
    if (invisible !== null)
      throw fail('EMAIL.INVISIBLE', `must not contain invisible, format or control characters (${invisible})`);
    const folded = trimmed.normalize('NFKC').toLowerCase().normalize('NFKC');
    const at = folded.lastIndexOf('@');
    if (at <= 0) throw syntax();
    const local = folded.slice(0, at);
    if (local.startsWith('"'))
      throw fail('EMAIL.QUOTED', 'must not quote its local part: write ana@example.com, not "ana"@example.com');
    const domain = domainToASCII(folded.slice(at + 1));
    if (domain === '') throw syntax();
    for (const part of [local, ...domainToUnicode(domain).split('.')]) {
      if (scriptsOf(part).size > 1)
        throw fail('EMAIL.MIXED_SCRIPT', 'must not mix writing systems (such as Latin and Cyrillic) in one part');
      if (readsAsLatin(part))
        throw fail('EMAIL.LOOKALIKE', 'must not spell a part in Cyrillic or Greek letters that look like Latin ones');
    }
    const value = `${local}@${domain}`;
    if (characterCount(value) > MAX_SHORT_TEXT) throw tooLong();
    if (!isEmail(value)) throw syntax();
    return new Email(value);
  }

  equals(other: Email): boolean {
    return this.value === other.value;
  }

  toString(): string {
    return this.value;
  }
}
