import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ValidationError } from '../violations';
import { EMPLOYEE_INVALID } from './br.errors';
import { BRAZILIAN_DDDS } from './ddd';

/** Builds the violation of one check of a phone number. */
type PhoneFailure = (code: string, message: string) => ValidationError;

/**
 * The digits of a phone number written in international format (`+55 11 91234-5678`, `5511912345678`): separators
 * dropped, the leading `+` too.
 * @throws ValidationError `PHONE.NOT_A_STRING`, `PHONE.FORMAT` or `PHONE.COUNTRY_CODE_REQUIRED` (national format).
 */
function internationalDigits(raw: unknown, fail: PhoneFailure): string {
  if (typeof raw !== 'string') throw fail('PHONE.NOT_A_STRING', 'must be a string');
  const compact = raw.replace(/[\s.()-]/g, '');
  if (!/^\+?\d+$/.test(compact)) {
    throw fail('PHONE.FORMAT', 'must hold only digits, an optional leading +, spaces, dashes, dots or parentheses');
  }
  const international = compact.startsWith('+');
  const digits = international ? compact.slice(1) : compact;
  const national = digits.startsWith('0') || digits.length === 10 || digits.length === 11;
  if (!international && national) {
    throw fail('PHONE.COUNTRY_CODE_REQUIRED', 'must include the country code 55 (national format is not accepted)');
  }
  return digits;
}

/**
 * A Brazilian mobile number, stored and returned in E.164 (`+5511987654321`).
 *
 * Accepted input: country code 55 with or without the leading `+`; spaces, dashes, dots and parentheses are
 * tolerated and removed (`+55 (11) 98765-4321`). Then: a DDD from {@link BRAZILIAN_DDDS} and a nine-digit
 * subscriber number starting with 9. Rejected: national format without 55 (`11987654321`), landlines
 * (eight-digit subscriber numbers), a leading trunk 0 (`011 98765-4321`), other countries, unknown DDDs (`20`). As a
 * last check the number must be a valid mobile number in libphonenumber's full (`/max`) metadata.
 * Source: docs/contract.md#phone.
 */
export class BrazilianMobile {
  private constructor(readonly value: string) {}

  /**
   * Rebuilds a value that `create` made before and an adapter stored (its `value`, e.g. `+5511987654321`),
   * without validating it again: reading a page of a hundred employees spent about 1.5 ms re-checking stored
   * phones and e-mails (docs/performance.md). Never for input from outside the service: use `create`.
   */
  static fromStored(value: string): BrazilianMobile {
    return new BrazilianMobile(value);
  }

  /**
   * @param raw the API value.
   * @param field API field name used in the violation (default `phone`).
   * @throws ValidationError `EMPLOYEE.INVALID` with one violation on `field`, code one of `PHONE.NOT_A_STRING`,
   *   `PHONE.FORMAT`, `PHONE.COUNTRY_CODE_REQUIRED`, `PHONE.NOT_BRAZILIAN`, `PHONE.LANDLINE`, `PHONE.LENGTH`,
   *   `PHONE.DDD`, `PHONE.NOT_MOBILE`.
   */
  static create(raw: unknown, field = 'phone'): BrazilianMobile {
    const fail = (code: string, message: string) => ValidationError.of(EMPLOYEE_INVALID, field, { code, message });
    const digits = internationalDigits(raw, fail);
    if (!digits.startsWith('55')) throw fail('PHONE.NOT_BRAZILIAN', 'must be a Brazilian number (country code 55)');
    const subscriber = digits.slice(4);
    if (digits.length === 12 && /^[2-5]/.test(subscriber)) {
      throw fail('PHONE.LANDLINE', 'must be a mobile number; landline numbers are not accepted');
    }
    if (digits.length !== 13) {
      throw fail('PHONE.LENGTH', 'must be 55, a two-digit DDD and a nine-digit mobile number');
    }
    if (!BRAZILIAN_DDDS.has(digits.slice(2, 4))) throw fail('PHONE.DDD', 'has an area code (DDD) that does not exist');
    const e164 = `+${digits}`;
    const parsed = parsePhoneNumberFromString(e164);
    if (!subscriber.startsWith('9') || !parsed?.isValid() || parsed.getType() !== 'MOBILE') {
      throw fail('PHONE.NOT_MOBILE', 'must be a mobile number (nine digits starting with 9)');
    }
    return new BrazilianMobile(e164);
  }

  /** Two-digit area code (DDD). */
  get ddd(): string {
    return this.value.slice(3, 5);
  }

  equals(other: BrazilianMobile): boolean {
    return this.value === other.value;
  }

  toString(): string {
    return this.value;
  }
}
