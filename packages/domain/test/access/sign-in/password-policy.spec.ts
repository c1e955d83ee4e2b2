import {
  PASSWORD_MAX_CHARACTERS,
  PASSWORD_MIN_CHARACTERS,
  Violations,
  ValidationError,
  normalisePassword,
  readNewPassword,
} from '@employee/domain';
import { InMemoryCommonPasswords } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

const common = new InMemoryCommonPasswords(['qwerty123456', 'correcthorsebatterystaple']);

/** What `readNewPassword` gives for `raw`: the accepted password, or the violations recorded under `password`. */
function read(raw: unknown): { password: string | undefined; codes: string[]; messages: string[] } {
  const violations = new Violations();
  const password = readNewPassword(violations, 'password', raw, common);
  try {
    violations.throwIfAny('USER.INVALID');
    return { password, codes: [], messages: [] };
  } catch (error) {
    const list = (error as ValidationError).violations['password'] ?? [];
    return { password, codes: list.map((v) => v.code), messages: list.map((v) => v.message) };
  }
}

/** A character a person can see and type: letters of any script, digits, punctuation, symbols, emoji. */
const visible = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
  .filter((c) => !/[\p{Cc}\p{Cf}\p{Z}]/u.test(c));

describe('readNewPassword (docs/sign-in.md#passwords)', () => {
  it('accepts a long passphrase with spaces, accents and an emoji, as typed', () => {
    expect(read('cavalo correto bateria grampo')).toEqual({
      password: 'cavalo correto bateria grampo',
      codes: [],
      messages: [],
    });
    expect(read('Pão de queijo às 7h 🧀').password).toBe('Pão de queijo às 7h 🧀');
  });

  it(`counts characters, not UTF-16 units: ${PASSWORD_MIN_CHARACTERS} emoji are enough, 11 are not`, () => {
    expect(read('🔑'.repeat(PASSWORD_MIN_CHARACTERS)).codes).toEqual([]);
    expect(read('🔑'.repeat(PASSWORD_MIN_CHARACTERS - 1)).codes).toEqual(['PASSWORD.TOO_SHORT']);
  });

  it('counts after NFC: twelve e + combining acute are twelve characters, and come back precomposed', () => {
    const decomposed = 'e\u0301'.repeat(6) + 'abcdef';
    expect(decomposed).toHaveLength(18);

    const { password, codes } = read(decomposed);

    expect(codes).toEqual([]);
    expect(password).toBe('é'.repeat(6) + 'abcdef');
    expect(password).toBe(normalisePassword(decomposed));
  });

  it('refuses 11 characters and accepts 12; refuses 129 and accepts 128', () => {
    expect(read('a1b2c3d4e5f').messages).toEqual([`must be at least ${PASSWORD_MIN_CHARACTERS} characters`]);
    expect(read('a1b2c3d4e5f6').codes).toEqual([]);
    expect(read('x'.repeat(PASSWORD_MAX_CHARACTERS + 1)).messages).toEqual([
      `must be at most ${PASSWORD_MAX_CHARACTERS} characters`,
    ]);
    expect(read('xy'.repeat(PASSWORD_MAX_CHARACTERS / 2)).codes).toEqual([]);
  });

  it.each([
    ['a zero-width space', 'senha\u200bmuito-longa'],
    ['a tab', 'senha\tmuito-longa'],
    ['a line feed', 'senha muito-longa\n'],
    ['a NUL', 'senha muito-longa\u0000'],
    ['a no-break space', 'senha\u00a0muito-longa'],
    ['a right-to-left override', 'senha\u202emuito-longa'],
  ])('refuses %s, without echoing the password in the message', (_name, raw) => {
    const { password, codes, messages } = read(raw);

    expect(password).toBeUndefined();
    expect(codes).toEqual(['PASSWORD.INVISIBLE']);
    expect(messages.join(' ')).not.toMatch(/senha|longa|U\+/);
  });

  it('refuses a password of spaces only', () => {
    expect(read(' '.repeat(20)).codes).toEqual(['PASSWORD.BLANK']);
  });

  it('refuses a listed password in any letter case', () => {
    expect(read('QWERTY123456').codes).toEqual(['PASSWORD.COMMON']);
    expect(read('CorrectHorseBatteryStaple').messages).toEqual([
      'is too common: it is on a list of passwords that attackers try first; choose another',
    ]);
    expect(read('qwerty1234567').codes).toEqual([]);
  });

  it.each([null, undefined, 123456789012, ['a'.repeat(12)], { password: 'a'.repeat(12) }])(
    'refuses %j: not a string',
    (raw) => expect(read(raw).codes).toEqual(['TEXT.NOT_A_STRING']),
  );

  it('reports under the field it is given', () => {
    const violations = new Violations();
    readNewPassword(violations, 'new_password', 'short', common);
    expect(violations.has('new_password')).toBe(true);
    expect(violations.has('password')).toBe(false);
  });
});

describe('readNewPassword: properties', () => {
  it('accepts any 12..128 visible characters (spaces between) that are not listed, normalised to NFC', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(visible, fc.constant(' ')), { minLength: 12, maxLength: 128 }), (chars) => {
        const raw = chars.join('');
        const nfc = raw.normalize('NFC');
        const length = [...nfc].length;
        fc.pre(length >= 12 && length <= 128 && nfc.trim() !== '' && !common.has(nfc));
        expect(read(raw)).toEqual({ password: nfc, codes: [], messages: [] });
      }),
    );
  });

  it('refuses any password with an invisible character inserted anywhere', () => {
    const invisible = fc.constantFrom('\u0000', '\t', '\u00ad', '\u200b', '\u2028', '\ufeff', '\u00a0', '\u3000');
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 64 }), fc.nat(), invisible, (base, at, char) => {
        const index = at % (base.length + 1);
        const raw = base.slice(0, index) + char + base.slice(index);
        expect(read(raw).password).toBeUndefined();
      }),
    );
  });

  it('never throws, and records exactly one violation whenever it returns nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.anything()), (raw) => {
        const { password, codes } = read(raw);
        expect(codes).toHaveLength(password === undefined ? 1 : 0);
      }),
    );
  });
});
