import { ValidationError } from '../violations';
import { EMPLOYEE_INVALID } from './br.errors';

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * A CPF (Cadastro de Pessoas Físicas), the Brazilian individual taxpayer number: exactly 11 digits, nothing
 * else (no dots, dash or spaces), whose two check digits hold (mod-11 algorithm of the Receita Federal) and
 * that is not one of the ten repeated-digit values (`00000000000` … `99999999999`), which pass the algorithm
 * but are not issued. Source: docs/contract.md#employee-fields `document`.
 */
export class Cpf {
  private constructor(readonly value: string) {}

  /**
   * @param raw the API value, for example `"52998224725"`.
   * @param field API field name used in the violation (default `document`).
   * @throws ValidationError `EMPLOYEE.INVALID` with one violation on `field`:
   *   `CPF.NOT_A_STRING`, `CPF.FORMAT` (not exactly 11 digits), `CPF.REPEATED_DIGITS` or `CPF.CHECK_DIGITS`.
   */
  static create(raw: unknown, field = 'document'): Cpf {
    const fail = (code: string, message: string) => ValidationError.of(EMPLOYEE_INVALID, field, { code, message });
    if (typeof raw !== 'string') throw fail('CPF.NOT_A_STRING', 'must be a string of 11 digits');
    if (!/^\d{11}$/.test(raw)) throw fail('CPF.FORMAT', 'must be exactly 11 digits, without punctuation');
    if (/^(\d)\1{10}$/.test(raw)) throw fail('CPF.REPEATED_DIGITS', 'is not a valid CPF (repeated digits)');
    if (!Cpf.checkDigitsHold(raw)) throw fail('CPF.CHECK_DIGITS', 'is not a valid CPF (check digits do not match)');
    return new Cpf(raw);
  }

  /** True when the last two of 11 digits are the check digits of the first nine. Expects `/^\d{11}$/`. */
  static checkDigitsHold(digits: string): boolean {
    return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
  }

  /** The two check digits (as a 2-character string) that complete a 9-digit CPF base. */
  static checkDigitsFor(base: string): string {
    const first = checkDigit(base, 9);
    const second = checkDigit(`${base}${first}`, 10);
    return `${first}${second}`;
  }

  equals(other: Cpf): boolean {
    return this.value === other.value;
  }

  toString(): string {
    return this.value;
  }
}
