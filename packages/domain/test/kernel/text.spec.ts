import {
  Email,
  FullName,
  MAX_LONG_TEXT,
  MAX_SHORT_TEXT,
  Violations,
  characterCount,
  isBlank,
  readText,
} from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validationErrorOf, violationCodesOf } from './validation.helper';

/** An emoji: one character (code point) outside the Basic Multilingual Plane, two UTF-16 units. */
const EMOJI = '😀';

function read(raw: unknown, max: number): { text: string | null | undefined; codes: string[] } {
  const violations = new Violations();
  const text = readText(violations, 'field', raw, { max });
  let codes: string[] = [];
  try {
    violations.throwIfAny('TEST.INVALID');
  } catch (error) {
    codes = Object.values((error as { violations: Record<string, Array<{ code: string }>> }).violations)
      .flat()
      .map((v) => v.code);
  }
  return { text, codes };
}

describe('characterCount: characters as JSON Schema maxLength counts them (code points)', () => {
  it('counts an emoji, a mathematical letter or a CJK extension character once', () => {
    expect(EMOJI).toHaveLength(2);
    expect(characterCount(EMOJI)).toBe(1);
    expect(characterCount(`a${EMOJI}𝐀𠀀b`)).toBe(5);
    expect(characterCount('')).toBe(0);
    expect(characterCount('Álvaro')).toBe(6);
  });

  it('counts a lone surrogate once', () => {
    expect(characterCount('\ud83d')).toBe(1);
    expect(characterCount('a\ude00\ud83d')).toBe(3);
  });

  it('agrees with the string iterator on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => expect(characterCount(text)).toBe([...text].length)),
    );
  });
});

describe('isBlank', () => {
  it.each(['', ' ', '\t\n', '\u00a0', '\u3000 \u2003'])('%j is blank', (text) => expect(isBlank(text)).toBe(true));
  it.each(['a', ' a ', '.', EMOJI])('%j is not blank', (text) => expect(isBlank(text)).toBe(false));
});

describe('length limits count characters, not UTF-16 units', () => {
  it(`readText: ${MAX_SHORT_TEXT} emoji are within ${MAX_SHORT_TEXT}, one more is TEXT.TOO_LONG`, () => {
    expect(read(EMOJI.repeat(MAX_SHORT_TEXT), MAX_SHORT_TEXT)).toEqual({
      text: EMOJI.repeat(MAX_SHORT_TEXT),
      codes: [],
    });
    expect(read(EMOJI.repeat(MAX_SHORT_TEXT + 1), MAX_SHORT_TEXT).codes).toEqual(['TEXT.TOO_LONG']);
    expect(read(EMOJI.repeat(MAX_LONG_TEXT), MAX_LONG_TEXT).codes).toEqual([]);
    expect(read(`${EMOJI.repeat(MAX_LONG_TEXT)}a`, MAX_LONG_TEXT).codes).toEqual(['TEXT.TOO_LONG']);
  });

  it(
    `FullName: ${MAX_SHORT_TEXT} characters outside the BMP are a valid name, ` +
      `${MAX_SHORT_TEXT + 1} are NAME.TOO_LONG`,
    () => {
      // 𝐀 (U+1D400) is an upper-case letter, 𠀀 (U+20000) a letter: each is one character and two UTF-16 units.
      const atLimit = `𝐀${'𠀀'.repeat(126)} 𝐀${'𠀀'.repeat(126)}`;
      expect(characterCount(atLimit)).toBe(MAX_SHORT_TEXT);
      expect(atLimit).toHaveLength(2 * MAX_SHORT_TEXT - 1);
      expect(FullName.create(atLimit).value).toBe(atLimit);
      expect(violationCodesOf(() => FullName.create(`${atLimit}𠀀`))).toEqual({ name: ['NAME.TOO_LONG'] });
    },
  );

  it('Email: an address of fewer than 255 characters is never EMAIL.TOO_LONG, however many UTF-16 units', () => {
    const address = `${EMOJI.repeat(200)}@example.com`;
    expect(address.length).toBeGreaterThan(MAX_SHORT_TEXT);
    expect(violationCodesOf(() => Email.create(address))).toEqual({ email: ['EMAIL.SYNTAX'] });
    expect(violationCodesOf(() => Email.create(`${EMOJI.repeat(250)}@example.com`))).toEqual({
      email: ['EMAIL.TOO_LONG'],
    });
  });
});

describe('invisible, format and control characters (docs/security.md#look-alike-identity-values)', () => {
  const codesOf = (raw: string, layout: 'single-line' | 'multi-line') => {
    const violations = new Violations();
    const text = readText(violations, 'field', raw, { max: MAX_LONG_TEXT, layout });
    return text === undefined ? ['TEXT.INVISIBLE'] : [];
  };

  it.each([
    ['a zero-width space', 'MAT\u200b001'],
    ['a soft hyphen', 'MAT\u00ad001'],
    ['a right-to-left override', 'MAT\u202e001'],
    ['a byte-order mark', 'MAT\ufeff001'],
    ['a no-break space', 'MAT\u00a0001'],
    ['an em space', 'MAT\u2003001'],
    ['a line separator', 'MAT\u2028001'],
    ['an escape', 'MAT\u001b001'],
    ['a tag character', 'MAT\u{e0041}001'],
  ])('%s is refused in single-line and multi-line text', (_name, raw) => {
    expect(codesOf(raw, 'single-line')).toEqual(['TEXT.INVISIBLE']);
    expect(codesOf(raw, 'multi-line')).toEqual(['TEXT.INVISIBLE']);
  });

  it('tab, line feed and carriage return only in multi-line text; the plain space everywhere', () => {
    expect(codesOf('Pediu\r\n\tdemissão', 'multi-line')).toEqual([]);
    expect(codesOf('MAT\t001', 'single-line')).toEqual(['TEXT.INVISIBLE']);
    expect(codesOf('MAT 001 Álvaro 😀', 'single-line')).toEqual([]);
  });

  it('names the character in the message, and lets a blank value (which counts as empty) through', () => {
    const violations = new Violations();
    readText(violations, 'internal_id', 'MAT\u200b001', { max: MAX_SHORT_TEXT });
    expect(validationErrorOf(() => violations.throwIfAny('TEST.INVALID')).violations).toEqual({
      internal_id: [{ code: 'TEXT.INVISIBLE', message: expect.stringContaining('U+200B') }],
    });
    expect(read('\u00a0\u3000', MAX_SHORT_TEXT)).toEqual({ text: '\u00a0\u3000', codes: [] });
  });

  it('FullName collapses white space of any kind, and refuses a zero-width space or a soft hyphen', () => {
    expect(FullName.create('Maria\u00a0da\tSilva').value).toBe('Maria da Silva');
    expect(violationCodesOf(() => FullName.create('Maria Sil\u200bva'))).toEqual({ name: ['NAME.INVISIBLE'] });
    expect(violationCodesOf(() => FullName.create('Maria Sil\u00adva'))).toEqual({ name: ['NAME.INVISIBLE'] });
  });
});
