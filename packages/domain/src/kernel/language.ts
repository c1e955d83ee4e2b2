import { ValidationError } from './violations';
import { EMPLOYEE_INVALID } from './br/br.errors';

/** Languages an employee may have (docs/contract.md#employee-fields). */
export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

/**
 * The employee's language: one of `pt-BR` (the default), `en`, `es`, written exactly so.
 * Source: docs/contract.md#employee-fields `language`.
 */
export class Language {
  private constructor(readonly value: LanguageCode) {}

  /** `pt-BR`, used when a create leaves `language` out. */
  static readonly DEFAULT = new Language('pt-BR');

  /**
   * @throws ValidationError `EMPLOYEE.INVALID` with `LANGUAGE.UNSUPPORTED` on `field` (default `language`).
   */
  static create(raw: unknown, field = 'language'): Language {
    const code = LANGUAGES.find((l) => l === raw);
    if (code === undefined) {
      throw ValidationError.of(EMPLOYEE_INVALID, field, {
        code: 'LANGUAGE.UNSUPPORTED',
        message: `must be one of ${LANGUAGES.join(', ')}`,
      });
    }
    return new Language(code);
  }

  equals(other: Language): boolean {
    return this.value === other.value;
  }

  toString(): string {
    return this.value;
  }
}
