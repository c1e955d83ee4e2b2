import { EMPLOYEE_INVALID, FullName, MAX_SHORT_TEXT, NAME_CONNECTIVES } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { accepts, validationErrorOf, violationCodesOf } from '../validation.helper';

describe('FullName', () => {
  describe('accepts', () => {
    it.each([
      'Maria Silva',
      'Álvaro Ávila',
      'Maria da Silva',
      'João dos Santos e Silva',
      'Ana das Dores de Souza do Carmo',
      "Ana-Maria D'Ávila",
      'José O’Neil',
      'Çağla Øster',
      'Ícaro Ñúñez',
      'MARIA SILVA',
      'Ana-maria Silva',
      'Maria E Silva',
    ])('%j, unchanged', (raw) => {
      expect(FullName.create(raw).value).toBe(raw);
    });

    it.each([
      ['  Maria   Silva ', 'Maria Silva'],
      ['\tMaria\n da\u00a0\u00a0Silva\r\n', 'Maria da Silva'],
      ['Maria\u2003Silva', 'Maria Silva'],
    ])('%j, trimmed with inner white space collapsed: %j', (raw, expected) => {
      expect(FullName.create(raw).value).toBe(expected);
    });

    it('decomposed Unicode (NFD), normalised to NFC', () => {
      const nfd = 'A\u0301lvaro A\u0301vila';
      const name = FullName.create(nfd);
      expect(name.value).toBe('Álvaro Ávila');
      expect(name.value).toBe('\u00c1lvaro \u00c1vila');
      expect(name.value.length).toBe(12);
      expect(name.equals(FullName.create('Álvaro Ávila'))).toBe(true);
    });

    it('exactly 255 characters', () => {
      const raw = `A${'a'.repeat(126)} B${'b'.repeat(126)}`;
      expect(raw).toHaveLength(MAX_SHORT_TEXT);
      expect(FullName.create(raw).value).toBe(raw);
    });

    it('a long name padded with spaces when the collapsed value fits in 255', () => {
      expect(FullName.create(`${' '.repeat(200)}Maria${' '.repeat(200)}Silva${' '.repeat(200)}`).value).toBe(
        'Maria Silva',
      );
    });

    it('toString is the value; equal names are equal', () => {
      expect(String(FullName.create('Maria  Silva'))).toBe('Maria Silva');
      expect(FullName.create('Maria Silva').equals(FullName.create('Maria da Silva'))).toBe(false);
    });
  });

  describe('rejects', () => {
    it.each([
      ['Maria', 'NAME.SINGLE_WORD'],
      ['', 'NAME.SINGLE_WORD'],
      ['   ', 'NAME.SINGLE_WORD'],
      ['  Maria  ', 'NAME.SINGLE_WORD'],
      ['maria Silva', 'NAME.WORD'],
      ['Maria silva', 'NAME.WORD'],
      ['João123 Silva', 'NAME.WORD'],
      ['12345 678', 'NAME.WORD'],
      ['Maria -Silva', 'NAME.WORD'],
      ['Maria Silva-', 'NAME.WORD'],
      ["Maria D''Ávila", 'NAME.WORD'],
      ['Ana--Maria Silva', 'NAME.WORD'],
      ["'Maria Silva", 'NAME.WORD'],
      ['Maria Silva.', 'NAME.WORD'],
      ['Maria, Silva', 'NAME.WORD'],
      ['Maria @Silva', 'NAME.WORD'],
      ['da Silva', 'NAME.CONNECTIVE_AT_EDGE'],
      ['Maria da', 'NAME.CONNECTIVE_AT_EDGE'],
      ['e Maria Silva', 'NAME.CONNECTIVE_AT_EDGE'],
      ['de da', 'NAME.CONNECTIVE_AT_EDGE'],
      ['Maria Silva dos', 'NAME.CONNECTIVE_AT_EDGE'],
    ])('%j with %s', (raw, code) => {
      expect(violationCodesOf(() => FullName.create(raw))).toEqual({ name: [code] });
    });

    it('lower-case particles that are not among the Portuguese connectives (di, del, van) are rejected', () => {
      expect(violationCodesOf(() => FullName.create('Maria di Silva'))).toEqual({ name: ['NAME.WORD'] });
      expect(violationCodesOf(() => FullName.create('Maria del Silva'))).toEqual({ name: ['NAME.WORD'] });
      expect(violationCodesOf(() => FullName.create('Maria van Silva'))).toEqual({ name: ['NAME.WORD'] });
    });

    it('256 characters with NAME.TOO_LONG', () => {
      const raw = `A${'a'.repeat(127)} B${'b'.repeat(126)}`;
      expect(raw).toHaveLength(256);
      expect(violationCodesOf(() => FullName.create(raw))).toEqual({ name: ['NAME.TOO_LONG'] });
    });

    it.each(['Maria\u0000 Silva', 'Maria Silva\u0000', '\u0000'])('%j (NUL byte) with NAME.NUL_BYTE', (raw) => {
      expect(violationCodesOf(() => FullName.create(raw))).toEqual({ name: ['NAME.NUL_BYTE'] });
    });

    it.each([42, null, undefined, ['Maria', 'Silva'], { first: 'Maria' }])(
      'a non-string %p with NAME.NOT_A_STRING',
      (raw) => {
        expect(violationCodesOf(() => FullName.create(raw))).toEqual({ name: ['NAME.NOT_A_STRING'] });
      },
    );

    it('names the field it is given (social_name), as EMPLOYEE.INVALID with a message', () => {
      const error = validationErrorOf(() => FullName.create('maria', 'social_name'));
      expect(error.code).toBe(EMPLOYEE_INVALID);
      expect(Object.keys(error.violations)).toEqual(['social_name']);
      expect(error.errors.social_name).toEqual([expect.any(String)]);
      expect(violationCodesOf(() => FullName.create('Maria silva', 'social_name'))).toEqual({
        social_name: ['NAME.WORD'],
      });
    });
  });

  describe('properties', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzáâãàçéêíóôõúü');
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÂÃÀÇÉÊÍÓÔÕÚÜ');
    const word = fc
      .tuple(upper, fc.array(lower, { minLength: 1, maxLength: 10 }))
      .map(([first, rest]) => `${first}${rest.join('')}`);
    const connective = fc.constantFrom(...NAME_CONNECTIVES);
    const space = fc.constantFrom(' ', '  ', '\t', ' \n ');
    /** Capitalised words, lower-case connectives between them, arbitrary white space around and between. */
    const validName = fc
      .tuple(word, fc.array(fc.tuple(fc.option(connective, { nil: undefined }), word), { minLength: 1, maxLength: 5 }))
      .map(([first, more]) => [first, ...more.flatMap(([c, w]) => (c === undefined ? [w] : [c, w]))]);

    it('a name built by the rule is accepted, its value is the words joined by single spaces, and it is stable', () => {
      fc.assert(
        fc.property(
          validName,
          space,
          space,
          fc.array(space, { minLength: 10, maxLength: 10 }),
          (words, before, after, gaps) => {
            const spaced = words.map((w, i) => (i === 0 ? w : `${gaps[i % gaps.length] ?? ' '}${w}`)).join('');
            const raw = `${before}${spaced}${after}`;
            const value = FullName.create(raw).value;
            expect([value, FullName.create(value).value, FullName.create(value.normalize('NFD')).value]).toEqual(
              Array(3).fill(words.join(' ')),
            );
          },
        ),
        { numRuns: 2500 },
      );
    });

    it('lower-casing the first letter of the first or last word makes it invalid', () => {
      fc.assert(
        fc.property(validName, fc.boolean(), (words, first) => {
          const at = first ? 0 : words.length - 1;
          const target = words[at] ?? '';
          const broken = words.map((w, i) => (i === at ? `${target.charAt(0).toLowerCase()}${target.slice(1)}` : w));
          const codes = violationCodesOf(() => FullName.create(broken.join(' ')));
          const expected = NAME_CONNECTIVES.has(broken[at] ?? '') ? 'NAME.CONNECTIVE_AT_EDGE' : 'NAME.WORD';
          expect(codes).toEqual({ name: [expected] });
        }),
        { numRuns: 2000 },
      );
    });

    it('any accepted string has at least two words, no leading/trailing/double spaces, and is NFC', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 })), (raw) => {
          if (!accepts(() => FullName.create(raw))) return;
          const value = FullName.create(raw).value;
          expect(value.split(' ').length).toBeGreaterThanOrEqual(2);
          expect(value).toBe(value.trim());
          expect(value).not.toMatch(/\s\s/);
          expect(value).toBe(value.normalize('NFC'));
          expect(value).not.toMatch(/\d/);
        }),
        { numRuns: 3000 },
      );
    });
  });
});
