import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { Cpf, EMPLOYEE_INVALID } from '@employee/domain';
import { generateCpf, seededRandom } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { accepts, validationErrorOf, violationCodesOf } from '../validation.helper';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

/** Independent reference for the Receita Federal mod-11 check digits (not the code under test). */
function referenceCheckDigits(base: string): string {
  const dv = (s: string): number => {
    const sum = [...s].reduce((acc, ch, i) => acc + Number(ch) * (s.length + 1 - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = dv(base);
  return `${first}${dv(`${base}${first}`)}`;
}

describe('Cpf', () => {
  describe('accepts', () => {
    it.each(['52998224725', '11144477735', '12345678909', '00000000191'])('%s, unchanged', (raw) => {
      const cpf = Cpf.create(raw);
      expect(cpf.value).toBe(raw);
      expect(cpf.toString()).toBe(raw);
    });

    it('equal values are equal', () => {
      expect(Cpf.create('52998224725').equals(Cpf.create('52998224725'))).toBe(true);
      expect(Cpf.create('52998224725').equals(Cpf.create('11144477735'))).toBe(false);
    });

    it('every CPF from the testing generator', () => {
      const random = seededRandom(42);
      const cpfs = Array.from({ length: 2000 }, () => generateCpf(random));
      expect(cpfs.map((c) => Cpf.create(c).value)).toEqual(cpfs);
      expect(cpfs.every((c) => /^\d{11}$/.test(c) && isValidCpf(c))).toBe(true);
    });
  });

  describe('rejects', () => {
    it.each([
      ['529.982.247-25', 'punctuation'],
      ['529982247-25', 'a dash'],
      ['529 982 247 25', 'spaces'],
      [' 52998224725', 'a leading space'],
      ['52998224725 ', 'a trailing space'],
      ['5299822472', '10 digits'],
      ['529982247250', '12 digits'],
      ['', 'the empty string'],
      ['5299822472a', 'a letter'],
      ['abcdefghijk', 'letters only'],
      ['５２９９８２２４７２５', 'full-width digits'],
      ['٥٢٩٩٨٢٢٤٧٢٥', 'Arabic-Indic digits'],
    ])('%j (%s) with CPF.FORMAT', (raw) => {
      expect(violationCodesOf(() => Cpf.create(raw))).toEqual({ document: ['CPF.FORMAT'] });
    });

    it.each([52998224725, null, undefined, true, ['52998224725'], { value: '52998224725' }])(
      'a non-string %p with CPF.NOT_A_STRING',
      (raw) => {
        expect(violationCodesOf(() => Cpf.create(raw))).toEqual({ document: ['CPF.NOT_A_STRING'] });
      },
    );

    it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))('%s with CPF.REPEATED_DIGITS', (raw) => {
      expect(violationCodesOf(() => Cpf.create(raw))).toEqual({ document: ['CPF.REPEATED_DIGITS'] });
    });

    it.each(['52998224724', '52998224735', '11144477736', '12345678900'])(
      '%s (wrong check digit) with CPF.CHECK_DIGITS',
      (raw) => {
        expect(violationCodesOf(() => Cpf.create(raw))).toEqual({ document: ['CPF.CHECK_DIGITS'] });
      },
    );

    it('reports as EMPLOYEE.INVALID with a message on the field (the 422 meta.errors shape)', () => {
      const error = validationErrorOf(() => Cpf.create('52998224724'));
      expect(error.code).toBe(EMPLOYEE_INVALID);
      expect(Object.keys(error.errors)).toEqual(['document']);
      expect(error.errors.document).toHaveLength(1);
      expect(error.errors.document?.[0]).toEqual(expect.any(String));
      expect(error.errors.document?.[0]?.length).toBeGreaterThan(0);
    });

    it('names the field it is given', () => {
      expect(violationCodesOf(() => Cpf.create('123', 'cpf_do_titular'))).toEqual({ cpf_do_titular: ['CPF.FORMAT'] });
      expect(violationCodesOf(() => Cpf.create('00000000000', 'x'))).toEqual({ x: ['CPF.REPEATED_DIGITS'] });
    });
  });

  describe('checkDigitsFor', () => {
    it('completes a base into a valid CPF, agreeing with an independent implementation', () => {
      fc.assert(
        fc.property(digits(9), (base) => {
          expect(Cpf.checkDigitsFor(base)).toBe(referenceCheckDigits(base));
        }),
        { numRuns: 3000 },
      );
    });
  });

  describe('agrees with @brazilian-utils isValidCpf on 11-digit strings', () => {
    it('for random 11-digit strings', () => {
      fc.assert(
        fc.property(digits(11), (raw) => {
          expect(accepts(() => Cpf.create(raw))).toBe(isValidCpf(raw));
        }),
        { numRuns: 4000 },
      );
    });

    it('for every one of the 100 possible check-digit pairs of a random base (exactly one is valid)', () => {
      fc.assert(
        fc.property(digits(9), (base) => {
          const suffixes = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
          const ours = suffixes.filter((s) => accepts(() => Cpf.create(`${base}${s}`)));
          const theirs = suffixes.filter((s) => isValidCpf(`${base}${s}`));
          expect(ours).toEqual(theirs);
          if (!/^(\d)\1{8}$/.test(base)) expect(ours).toEqual([referenceCheckDigits(base)]);
        }),
        { numRuns: 200 },
      );
    });

    it('for valid CPFs and single-digit changes of them (a changed check digit is always caught)', () => {
      const validCpf = digits(9)
        .map((base) => `${base}${referenceCheckDigits(base)}`)
        .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));
      fc.assert(
        fc.property(validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (cpf, at, delta) => {
          const changed = `${cpf.slice(0, at)}${(Number(cpf[at]) + delta) % 10}${cpf.slice(at + 1)}`;
          const ours = accepts(() => Cpf.create(changed));
          expect({
            valid: [Cpf.create(cpf).value, isValidCpf(cpf)],
            changed: ours,
            changedCheckDigitCaught: at < 9 || !ours,
          }).toEqual({
            valid: [cpf, true],
            changed: isValidCpf(changed),
            changedCheckDigitCaught: true,
          });
        }),
        { numRuns: 2500 },
      );
    });

    it('both reject the ten repeated-digit values', () => {
      for (let d = 0; d < 10; d += 1) {
        const raw = String(d).repeat(11);
        expect(isValidCpf(raw)).toBe(false);
        expect(accepts(() => Cpf.create(raw))).toBe(false);
      }
    });
  });

  describe('is stricter than @brazilian-utils for anything but exactly 11 digits', () => {
    it.each(['529.982.247-25', '529 982 247 25', ' 52998224725'])(
      'the library accepts the masked %j; we reject it (docs/contract.md#employee-fields: 11 digits, nothing else)',
      (raw) => {
        expect(isValidCpf(raw)).toBe(true);
        expect(violationCodesOf(() => Cpf.create(raw))).toEqual({ document: ['CPF.FORMAT'] });
      },
    );

    it('whatever string we accept, the library accepts too, and it is exactly 11 digits', () => {
      const candidate = fc.oneof(
        fc.string({ maxLength: 16 }),
        fc.stringMatching(/^[\d.\- ]{9,16}$/),
        digits(9).map((base) => `${base}${referenceCheckDigits(base)}`),
        digits(9).map((b) => `${b.slice(0, 3)}.${b.slice(3, 6)}.${b.slice(6)}-${referenceCheckDigits(b)}`),
      );
      fc.assert(
        fc.property(candidate, (raw) => {
          if (accepts(() => Cpf.create(raw))) {
            expect(raw).toMatch(/^\d{11}$/);
            expect(isValidCpf(raw)).toBe(true);
          }
        }),
        { numRuns: 4000 },
      );
    });
  });
});
