import isEmail from 'validator/lib/isEmail';
import { MAX_SHORT_TEXT, characterCount } from '../shared/text';
import { ValidationError } from '../shared/violations';
import { EMPLOYEE_INVALID } from './employee.errors';

/**
 * An e-mail address: trimmed, checked with the maintained `validator` package (`isEmail`, RFC 5322 style
 * addresses with a dotted domain), stored lower-cased so uniqueness is case-insensitive; at most 255
 * characters (code points). Source: docs/contract.md#employee-fields `email`.
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
   *   `EMAIL.TOO_LONG` or `EMAIL.SYNTAX`.
   */
  static create(raw: unknown, field = 'email'): Email {
    const fail = (code: string, message: string) => ValidationError.of(EMPLOYEE_INVALID, field, { code, message });
    if (typeof raw !== 'string') throw fail('EMAIL.NOT_A_STRING', 'must be a string');
    const value = raw.trim().toLowerCase();
    if (characterCount(value) > MAX_SHORT_TEXT)
      throw fail('EMAIL.TOO_LONG', `must be at most ${MAX_SHORT_TEXT} characters`);
    if (!isEmail(value)) throw fail('EMAIL.SYNTAX', 'must be a valid e-mail address');
    return new Email(value);
  }

  equals(other: Email): boolean {
    return this.value === other.value;
  }

  toString(): string {
    return this.value;
  }
}
