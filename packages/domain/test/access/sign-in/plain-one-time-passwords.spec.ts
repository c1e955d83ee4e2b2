import { PlainOneTimePasswords } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';

describe('PlainOneTimePasswords (the test double of OneTimePasswords)', () => {
  const otp = new PlainOneTimePasswords();
  const secret = otp.generateSecret();
  const now = new Date('2026-11-23T12:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('accepts the code of now and of the neighbouring steps, once', () => {
    const code = otp.codeAt(secret, now);

    expect(otp.verify(code, secret, null, now)).toEqual({ valid: true, step });
    expect(otp.verify(code, secret, step, now)).toEqual({ valid: false, step: null });
    expect(otp.verify(code, secret, null, new Date(now.getTime() + 30_000)).valid).toBe(true);
    expect(otp.verify(code, secret, null, new Date(now.getTime() + 60_000)).valid).toBe(false);
  });

  it('gives each secret its own codes', () => {
    expect(otp.generateSecret()).not.toBe(secret);
    expect(otp.verify(otp.codeAt(otp.generateSecret(), now), secret, null, now).valid).toBe(false);
  });
});
