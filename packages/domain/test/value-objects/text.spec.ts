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
import { violationCodesOf } from './validation.helper';

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
