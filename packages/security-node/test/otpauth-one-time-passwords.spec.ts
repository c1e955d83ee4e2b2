import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { OtpauthOneTimePasswords } from '../src/otpauth-one-time-passwords';

const otp = new OtpauthOneTimePasswords();
/** RFC 6238 appendix B's SHA-1 seed, the ASCII "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

/** RFC 6238 computed here with node:crypto, apart from the library: what an authenticator app shows at `now`. */
function appCode(base32: string, now: Date): string {
  let bits = '';
  for (const char of base32) bits += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now.getTime() / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[19] as number) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('OtpauthOneTimePasswords (docs/sign-in.md#one-time-passwords)', () => {
  // RFC 6238 appendix B, SHA-1: the 8-digit values' last six digits are the 6-digit codes (both are the same
  // truncated HMAC modulo 10^8 and 10^6).
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('accepts the RFC 6238 test vector at T = %i s (%s) and names its step', (seconds, eightDigits) => {
    const code = eightDigits.slice(2);

    expect(otp.verify(code, RFC_SECRET, null, at(seconds))).toEqual({ valid: true, step: Math.floor(seconds / 30) });
  });

  it('accepts the code of the step before and after (clock drift), not two steps away', () => {
    const code = '050471'; // T = 1111111111 s, step 37037037 (1111111110..1111111139)
    expect(otp.verify(code, RFC_SECRET, null, at(1111111111 + 30)).valid).toBe(true);
    expect(otp.verify(code, RFC_SECRET, null, at(1111111111 - 30)).valid).toBe(true);
    expect(otp.verify(code, RFC_SECRET, null, at(1111111111 + 60))).toEqual({ valid: false, step: null });
    expect(otp.verify(code, RFC_SECRET, null, at(1111111111 - 60)).valid).toBe(false);
  });

  it('accepts a code once: the same code again, or an older one, is refused', () => {
    const now = at(1111111111);
    const first = otp.verify('050471', RFC_SECRET, null, now);
    expect(first).toEqual({ valid: true, step: 37037037 });

    expect(otp.verify('050471', RFC_SECRET, first.step, now)).toEqual({ valid: false, step: null });
    expect(otp.verify('081804', RFC_SECRET, first.step, now)).toEqual({ valid: false, step: null });
    expect(otp.verify('050471', RFC_SECRET, 37037036, now).valid).toBe(true);
  });

  it('ignores the space authenticator apps show in the middle, and refuses anything but six digits', () => {
    const now = at(1111111111);
    expect(otp.verify('050 471', RFC_SECRET, null, now).valid).toBe(true);
    for (const code of ['', '50471', '0504710', '05047a', '０５０４７１', '050-471', '050471\n']) {
      expect(otp.verify(code, RFC_SECRET, null, now).valid).toBe(false);
    }
  });

  it('refuses a wrong code, and any code with a malformed secret, without throwing', () => {
    const now = at(1111111111);
    expect(otp.verify('050472', RFC_SECRET, null, now).valid).toBe(false);
    expect(otp.verify('050471', 'not base32!', null, now).valid).toBe(false);
  });

  it('makes 160-bit base32 secrets, each new, that verify the codes an app computes from them', () => {
    const secret = otp.generateSecret();

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otp.generateSecret()).not.toBe(secret);
    const now = new Date('2026-11-23T12:00:00Z');
    expect(otp.verify(appCode(secret, now), secret, null, now)).toEqual({
      valid: true,
      step: Math.floor(now.getTime() / 30_000),
    });
    expect(appCode(RFC_SECRET, at(59))).toBe('287082');
  });

  it('gives the otpauth:// URL authenticator apps read from a QR code', () => {
    const url = new URL(otp.otpauthUrl(RFC_SECRET, 'ana@example.com', 'Employee API'));

    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Employee API:ana@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Employee API',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
