import { PASSWORD_MIN_CHARACTERS, Violations, readNewPassword } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import { ZxcvbnCommonPasswords } from '../src/zxcvbn-common-passwords';

describe('ZxcvbnCommonPasswords (docs/sign-in.md#passwords)', () => {
  const list = new ZxcvbnCommonPasswords(['empresa-exemplo-2026']);

  it('holds tens of thousands of leaked passwords', () => {
    expect(list.size).toBeGreaterThan(40_000);
    expect(list.has('password')).toBe(true);
    expect(list.has('123456')).toBe(true);
  });

  it.each(['qwerty123456', 'QWERTY123456', '1q2w3e4r5t6y', '123456789012', 'Password1234', 'qazwsxedcrfv'])(
    'knows %s, long enough for the length rule, in any letter case',
    (password) => {
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_CHARACTERS);
      expect(list.has(password)).toBe(true);
    },
  );

  it('takes extra entries, compared without regard to case', () => {
    expect(list.has('Empresa-Exemplo-2026')).toBe(true);
  });

  it('lets an uncommon passphrase through the password policy and refuses a listed one', () => {
    const violations = new Violations();
    expect(readNewPassword(violations, 'password', 'tucano azul come pitanga', list)).toBe('tucano azul come pitanga');
    expect(readNewPassword(violations, 'password', 'Qwerty123456', list)).toBeUndefined();
    expect(violations.has('password')).toBe(true);
  });
});
