import { Email, EMPLOYEE_INVALID, MAX_SHORT_TEXT } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validationErrorOf, violationCodesOf } from '../validation.helper';

/** A syntactically valid address of exactly `length` characters (64-character local part, labels ≤ 63). */
function addressOfLength(length: number): string {
  const local = 'a'.repeat(64);
  let rest = length - local.length - 1 - '.com'.length;
  const labels: string[] = [];
  while (rest > 0) {
    const size = Math.min(63, rest);
    labels.push('b'.repeat(size));
    rest -= size + 1;
  }
  const address = `${local}@${labels.join('.')}.com`;
  if (address.length !== length) throw new Error(`cannot build an address of ${length} characters`);
  return address;
}

describe('Email', () => {
  describe('accepts', () => {
    it.each([
      ['Ana.Souza@Example.com.br', 'ana.souza@example.com.br'],
      ['  joao@empresa.com  ', 'joao@empresa.com'],
      ['\tMARIA+RH@EMPRESA.COM.BR\n', 'maria+rh@empresa.com.br'],
      ['first.last@sub.domain.example', 'first.last@sub.domain.example'],
    ])('%j as %j (trimmed, lower-cased)', (raw, value) => {
      expect(Email.create(raw).value).toBe(value);
      expect(String(Email.create(raw))).toBe(value);
    });

    it('case variants are equal', () => {
      expect(Email.create('Ana@Example.com').equals(Email.create('ana@EXAMPLE.COM'))).toBe(true);
      expect(Email.create('ana@example.com').equals(Email.create('ana2@example.com'))).toBe(false);
    });

    it('a 254-character address', () => {
      const raw = addressOfLength(254);
      expect(Email.create(raw).value).toBe(raw);
    });
  });

  describe('rejects', () => {
    it.each([
      'not-an-email',
      'a@b',
      'a b@c.com',
      '',
      '   ',
      '@example.com',
      'ana@',
      'ana@@example.com',
      'ana@example..com',
      'Ana <ana@example.com>',
      'ana@example.com.',
    ])('%j with EMAIL.SYNTAX', (raw) => {
      expect(violationCodesOf(() => Email.create(raw))).toEqual({ email: ['EMAIL.SYNTAX'] });
    });

    it('more than 255 characters with EMAIL.TOO_LONG', () => {
      expect(violationCodesOf(() => Email.create(addressOfLength(256)))).toEqual({ email: ['EMAIL.TOO_LONG'] });
      expect(violationCodesOf(() => Email.create(`${'a'.repeat(300)}@example.com`))).toEqual({
        email: ['EMAIL.TOO_LONG'],
      });
    });

    it(
      '255 characters: within our 255 limit, but over the 254 of RFC ' +
        '5321 that the validator enforces, so EMAIL.SYNTAX',
      () => {
        expect(violationCodesOf(() => Email.create(addressOfLength(255)))).toEqual({ email: ['EMAIL.SYNTAX'] });
      },
    );

    it('the limit is on the trimmed value: white space around a valid address does not count', () => {
      expect(Email.create(`${' '.repeat(300)}ana@example.com${' '.repeat(300)}`).value).toBe('ana@example.com');
    });

    it.each([42, null, undefined, ['ana@example.com'], {}])('a non-string %p with EMAIL.NOT_A_STRING', (raw) => {
      expect(violationCodesOf(() => Email.create(raw))).toEqual({ email: ['EMAIL.NOT_A_STRING'] });
    });

    it('as EMPLOYEE.INVALID with a message, on the field it is given', () => {
      const error = validationErrorOf(() => Email.create('nope', 'contact_email'));
      expect(error.code).toBe(EMPLOYEE_INVALID);
      expect(error.violations).toEqual({ contact_email: [{ code: 'EMAIL.SYNTAX', message: expect.any(String) }] });
    });
  });

  describe('look-alikes (docs/security.md#look-alike-identity-values)', () => {
    it.each([
      ['composed and decomposed accents', 'jo\u00e3o@example.com', 'joa\u0303o@example.com'],
      ['full-width letters', 'ana@example.com', '\uff41\uff4e\uff41@example.com'],
      ['a full-width at sign and domain', 'ana@example.com', 'ana\uff20\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45.com'],
      ['a Unicode domain and its punycode form', 'ana@ex\u00e4mple.com', 'ana@xn--exmple-cua.com'],
      ['an upper-case Unicode domain', 'ana@ex\u00e4mple.com', 'ANA@EX\u00c4MPLE.COM'],
    ])('%s are one address', (_name, plain, variant) => {
      expect(Email.create(variant).value).toBe(Email.create(plain).value);
    });

    it('stores the domain in ASCII and leaves an address of another single script alone', () => {
      expect(Email.create('Ana@Ex\u00e4mple.com').value).toBe('ana@xn--exmple-cua.com');
      expect(Email.create('\u0438\u0432\u0430\u043d@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444').value).toBe(
        '\u0438\u0432\u0430\u043d@xn--e1afmkfd.xn--p1ai',
      );
      expect(Email.create('\u7530\u4e2d@example.jp').value).toBe('\u7530\u4e2d@example.jp');
    });

    it.each([
      ['a zero-width space', 'a\u200bna@example.com', 'EMAIL.INVISIBLE'],
      ['a soft hyphen', 'a\u00adna@example.com', 'EMAIL.INVISIBLE'],
      ['a right-to-left override', 'ana\u202e@example.com', 'EMAIL.INVISIBLE'],
      ['a no-break space', 'ana\u00a0@example.com', 'EMAIL.INVISIBLE'],
      ['a control character', 'ana\u001b@example.com', 'EMAIL.INVISIBLE'],
      ['a quoted local part', '"ana"@example.com', 'EMAIL.QUOTED'],
      ['a Cyrillic a among Latin letters', '\u0430na@example.com', 'EMAIL.MIXED_SCRIPT'],
      ['a Cyrillic e in the domain', 'ana@\u0435xample.com', 'EMAIL.MIXED_SCRIPT'],
      ['a punycode domain label mixing scripts', 'ana@xn--xample-2of.com', 'EMAIL.MIXED_SCRIPT'],
      ['a local part of Cyrillic look-alikes only', '\u0441\u043e\u0440\u0435@example.com', 'EMAIL.LOOKALIKE'],
      ['a domain label of Cyrillic look-alikes only', 'ana@\u0430\u0440\u0440\u04cf\u0435.com', 'EMAIL.LOOKALIKE'],
      ['a Greek look-alike local part', '\u03bf\u03c1\u03bf@example.com', 'EMAIL.LOOKALIKE'],
    ])('%s with its own code', (_name, raw, code) => {
      expect(violationCodesOf(() => Email.create(raw))).toEqual({ email: [code] });
    });
  });

  describe('properties', () => {
    it('any address that is accepted is stored trimmed, lower-cased, at most 255 characters, and is stable', () => {
      const local = fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9._+-]{0,20}[A-Za-z0-9])?$/);
      const domain = fc.stringMatching(/^[A-Za-z0-9]{1,12}(\.[A-Za-z0-9]{1,12}){0,2}\.[A-Za-z]{2,6}$/);
      const padding = fc.constantFrom('', ' ', '\t', '  \n');
      fc.assert(
        fc.property(local, domain, padding, padding, (l, d, before, after) => {
          const raw = `${before}${l}@${d}${after}`;
          let value: string;
          try {
            value = Email.create(raw).value;
          } catch {
            // only syntax the validator refuses (e.g. two dots in a row) may fail
            expect(violationCodesOf(() => Email.create(raw))).toEqual({ email: ['EMAIL.SYNTAX'] });
            expect(l).toMatch(/\.\./);
            return;
          }
          expect({
            value,
            fits: value.length <= MAX_SHORT_TEXT,
            stable: Email.create(value).value,
            caseInsensitive: Email.create(value.toUpperCase()).equals(Email.create(value)),
          }).toEqual({
            value: `${l}@${d}`.toLowerCase(),
            fits: true,
            stable: value.toLowerCase(),
            caseInsensitive: true,
          });
        }),
        { numRuns: 2000 },
      );
    });
  });
});
