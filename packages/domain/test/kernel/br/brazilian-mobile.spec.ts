import { BRAZILIAN_DDDS, BrazilianMobile, EMPLOYEE_INVALID } from '@employee/domain';
import { generateMobile, seededRandom } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { accepts, validationErrorOf, violationCodesOf } from '../validation.helper';

const DDDS = [...BRAZILIAN_DDDS];
const onlyDigits = (raw: string): string => raw.replace(/\D/g, '');

/** libphonenumber's verdict on a number in international form. */
function libMobile(international: string): string | undefined {
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() && parsed.getType() === 'MOBILE' ? parsed.number : undefined;
}

describe('BrazilianMobile', () => {
  describe('accepts and normalises to E.164', () => {
    it.each([
      '+5511987654321',
      '5511987654321',
      '+55 (11) 98765-4321',
      '+55.11.98765.4321',
      '+55 11 98765 4321',
      '+55-11-98765-4321',
      '55 (11) 9 8765-4321',
      '(+55) 11 98765.4321',
    ])('%j → +5511987654321', (raw) => {
      const phone = BrazilianMobile.create(raw);
      expect(phone.value).toBe('+5511987654321');
      expect(phone.toString()).toBe('+5511987654321');
    });

    it('has the DDD as a getter', () => {
      expect(BrazilianMobile.create('+5511987654321').ddd).toBe('11');
      expect(BrazilianMobile.create('+55 (61) 98765-4321').ddd).toBe('61');
      expect(BrazilianMobile.create('5599987654321').ddd).toBe('99');
    });

    it('DDD 55 itself (Rio Grande do Sul) is not mistaken for the country code', () => {
      expect(BrazilianMobile.create('+5555987654321').value).toBe('+5555987654321');
      expect(BrazilianMobile.create('+5555987654321').ddd).toBe('55');
    });

    it('equal numbers written differently are equal', () => {
      expect(BrazilianMobile.create('+55 (11) 98765-4321').equals(BrazilianMobile.create('5511987654321'))).toBe(true);
      expect(BrazilianMobile.create('+5511987654321').equals(BrazilianMobile.create('+5521987654321'))).toBe(false);
    });

    it('every number of the testing generator', () => {
      const random = seededRandom(7);
      const mobiles = Array.from({ length: 2000 }, () => generateMobile(random));
      expect(mobiles.map((m) => BrazilianMobile.create(m).value)).toEqual(mobiles);
    });
  });

  describe('rejects', () => {
    it.each([
      ['11987654321', 'PHONE.COUNTRY_CODE_REQUIRED'],
      ['(11) 98765-4321', 'PHONE.COUNTRY_CODE_REQUIRED'],
      ['1133334444', 'PHONE.COUNTRY_CODE_REQUIRED'],
      ['011987654321', 'PHONE.COUNTRY_CODE_REQUIRED'],
      ['0 11 98765-4321', 'PHONE.COUNTRY_CODE_REQUIRED'],
      ['+5520987654321', 'PHONE.DDD'],
      ['+5500987654321', 'PHONE.DDD'],
      ['+5510987654321', 'PHONE.DDD'],
      ['+551133334444', 'PHONE.LANDLINE'],
      ['+55 (21) 2555-1234', 'PHONE.LANDLINE'],
      ['+5511887654321', 'PHONE.NOT_MOBILE'],
      ['+5511387654321', 'PHONE.NOT_MOBILE'],
      ['+14155552671', 'PHONE.NOT_BRAZILIAN'],
      ['+351912345678', 'PHONE.NOT_BRAZILIAN'],
      ['+54 9 11 2345-6789', 'PHONE.NOT_BRAZILIAN'],
      ['+55119876543210', 'PHONE.LENGTH'],
      ['+55119876543', 'PHONE.LENGTH'],
      ['+55 11 9876-5432', 'PHONE.LENGTH'],
      ['+55 11 98765-432a', 'PHONE.FORMAT'],
      ['phone', 'PHONE.FORMAT'],
      ['', 'PHONE.FORMAT'],
      ['+', 'PHONE.FORMAT'],
      ['++5511987654321', 'PHONE.FORMAT'],
      ['55+11987654321', 'PHONE.FORMAT'],
      ['+55/11/98765/4321', 'PHONE.FORMAT'],
      ['+55 11 98765-4321 ramal 2', 'PHONE.FORMAT'],
      ['+５５１１９８７６５４３２１', 'PHONE.FORMAT'],
    ])('%j with %s', (raw, code) => {
      expect(violationCodesOf(() => BrazilianMobile.create(raw))).toEqual({ phone: [code] });
    });

    it.each([5511987654321, null, undefined, {}, ['+5511987654321']])(
      'a non-string %p with PHONE.NOT_A_STRING',
      (raw) => {
        expect(violationCodesOf(() => BrazilianMobile.create(raw))).toEqual({ phone: ['PHONE.NOT_A_STRING'] });
      },
    );

    it('reports as EMPLOYEE.INVALID with a message, on the field it is given', () => {
      const error = validationErrorOf(() => BrazilianMobile.create('11987654321', 'celular'));
      expect(error.code).toBe(EMPLOYEE_INVALID);
      expect(error.violations).toEqual({
        celular: [{ code: 'PHONE.COUNTRY_CODE_REQUIRED', message: expect.any(String) }],
      });
      expect(error.errors.celular?.[0]).toMatch(/country code/);
    });

    it('every DDD outside the list of Anatel', () => {
      for (let n = 0; n < 100; n += 1) {
        const ddd = String(n).padStart(2, '0');
        if (BRAZILIAN_DDDS.has(ddd)) continue;
        expect(violationCodesOf(() => BrazilianMobile.create(`+55${ddd}987654321`))).toEqual({ phone: ['PHONE.DDD'] });
      }
      expect(BRAZILIAN_DDDS.size).toBe(67);
    });
  });

  describe('agrees with libphonenumber-js (max metadata)', () => {
    /** Formats digits with random separators, optional +, optional parentheses around the DDD. */
    const written = (countryCode: string, ddd: string, subscriber: string) =>
      fc
        .record({
          plus: fc.boolean(),
          parens: fc.boolean(),
          seps: fc.array(fc.constantFrom('', ' ', '-', '.'), { minLength: 3, maxLength: 3 }),
        })
        .map(({ plus, parens, seps }) => {
          const [a = '', b = '', c = ''] = seps;
          const cut = subscriber.length - 4;
          const area = parens ? `(${ddd})` : ddd;
          const number = [subscriber.slice(0, cut), c, subscriber.slice(cut)].join('');
          return `${plus ? '+' : ''}${countryCode}${a}${area}${b}${number}`;
        });

    const digitsOf = (length: number) =>
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

    const anyInput = fc
      .record({
        countryCode: fc.oneof(
          { arbitrary: fc.constant('55'), weight: 4 },
          fc.constant(''),
          digitsOf(1),
          digitsOf(2),
          digitsOf(3),
        ),
        ddd: fc.oneof(fc.constantFrom(...DDDS), digitsOf(2)),
        subscriber: fc.oneof(
          digitsOf(8),
          digitsOf(9),
          { arbitrary: digitsOf(8).map((d) => `9${d}`), weight: 3 },
          digitsOf(7).map((d) => `9${d}`),
          digitsOf(7).map((d) => `3${d}`),
        ),
      })
      .chain(({ countryCode, ddd, subscriber }) => written(countryCode, ddd, subscriber));

    it('whatever we accept is a valid MOBILE number for libphonenumber, with the same E.164', () => {
      let accepted = 0;
      fc.assert(
        fc.property(anyInput, (raw) => {
          if (!accepts(() => BrazilianMobile.create(raw))) return;
          accepted += 1;
          const ours = BrazilianMobile.create(raw).value;
          const parsedRaw = parsePhoneNumberFromString(raw.startsWith('+') ? raw : `+${raw}`);
          expect({
            ours,
            libOnE164: libMobile(ours),
            libOnInput: [parsedRaw?.number, parsedRaw?.isValid(), parsedRaw?.getType()],
          }).toEqual({ ours: `+${onlyDigits(raw)}`, libOnE164: ours, libOnInput: [ours, true, 'MOBILE'] });
        }),
        { numRuns: 3000 },
      );
      // the generator must actually reach the accepting branch often enough for the property to mean something
      expect(accepted).toBeGreaterThan(300);
    });

    it(
      'every +55 number libphonenumber calls a valid MOBILE, with a listed DDD ' +
        'and 9 digits starting with 9, we accept in any writing',
      () => {
        const candidate = fc
          .record({ ddd: fc.constantFrom(...DDDS), rest: digitsOf(8) })
          .chain(({ ddd, rest }) => fc.tuple(fc.constant(`+55${ddd}9${rest}`), written('55', ddd, `9${rest}`)));
        let mobiles = 0;
        fc.assert(
          fc.property(candidate, ([e164, raw]) => {
            if (libMobile(e164) !== e164) return;
            mobiles += 1;
            expect(BrazilianMobile.create(raw).value).toBe(e164);
          }),
          { numRuns: 3000 },
        );
        expect(mobiles).toBeGreaterThan(1500);
      },
    );

    it('libphonenumber agrees that unlisted DDDs (in E.164 form) are not valid mobile numbers', () => {
      const unlisted = Array.from({ length: 90 }, (_, n) => String(n + 10)).filter((d) => !BRAZILIAN_DDDS.has(d));
      fc.assert(
        fc.property(fc.constantFrom(...unlisted), digitsOf(8), (ddd, rest) => {
          const e164 = `+55${ddd}9${rest}`;
          expect({ lib: libMobile(e164), ours: violationCodesOf(() => BrazilianMobile.create(e164)) }).toEqual({
            lib: undefined,
            ours: { phone: ['PHONE.DDD'] },
          });
        }),
        { numRuns: 2000 },
      );
    });

    it(
      'is stricter than libphonenumber for the national format: with ' + 'default country BR it accepts, we ask for 55',
      () => {
        fc.assert(
          fc.property(fc.constantFrom(...DDDS), digitsOf(8), fc.boolean(), (ddd, rest, pretty) => {
            const national = pretty ? `(${ddd}) 9${rest.slice(0, 4)}-${rest.slice(4)}` : `${ddd}9${rest}`;
            const e164 = `+55${ddd}9${rest}`;
            if (libMobile(e164) !== e164) return;
            const parsed = parsePhoneNumberFromString(national, 'BR');
            expect({
              libWithDefaultBR: [parsed?.isValid(), parsed?.getType(), parsed?.number],
              ours: violationCodesOf(() => BrazilianMobile.create(national)),
            }).toEqual({ libWithDefaultBR: [true, 'MOBILE', e164], ours: { phone: ['PHONE.COUNTRY_CODE_REQUIRED'] } });
          }),
          { numRuns: 2000 },
        );
      },
    );

    it('landlines libphonenumber knows as FIXED_LINE are rejected as PHONE.LANDLINE', () => {
      expect(parsePhoneNumberFromString('+551133334444')?.getType()).toBe('FIXED_LINE');
      fc.assert(
        fc.property(fc.constantFrom(...DDDS), fc.integer({ min: 2, max: 5 }), digitsOf(7), (ddd, first, rest) => {
          const e164 = `+55${ddd}${first}${rest}`;
          expect({
            ours: violationCodesOf(() => BrazilianMobile.create(e164)),
            libSaysMobile: parsePhoneNumberFromString(e164)?.getType() === 'MOBILE',
          }).toEqual({ ours: { phone: ['PHONE.LANDLINE'] }, libSaysMobile: false });
        }),
        { numRuns: 2000 },
      );
    });
  });
});
