import type { Faker } from '@faker-js/faker';
import { Cpf } from '@employee/domain';

/**
 * Draws valid CPFs (11 digits: 9 random ones and their two check digits, never the repeated-digit values)
 * that are all different.
 */
export class CpfMaker {
  /** The 9-digit bases drawn so far, as numbers: the base alone decides the CPF. */
  private readonly issued = new Set<number>();

  constructor(private readonly faker: Faker) {}

  /** A CPF no earlier call returned, as 11 digits. */
  next(): string {
    for (;;) {
      const draw = this.faker.number.int(999_999_999);
      if (this.issued.has(draw)) continue;
      const base = String(draw).padStart(9, '0');
      const cpf = `${base}${Cpf.checkDigitsFor(base)}`;
      if (!/^(\d)\1{10}$/.test(cpf)) {
        this.issued.add(draw);
        return cpf;
      }
    }
  }
}

/** The CPF written with its usual punctuation: `12345678909` becomes `123.456.789-09`. */
export function punctuateCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}
