import type { OneTimePasswordCheck, OneTimePasswords } from '@employee/domain';
import { Secret, TOTP } from 'otpauth';

/** The TOTP settings every authenticator app understands (docs/sign-in.md#one-time-passwords). */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps accepted on either side of the current one, for clock drift between the phone and the server. */
export const TOTP_WINDOW = 1;
/** Bytes of a new secret: 160 bits, the HMAC-SHA-1 output size RFC 4226 recommends. */
const SECRET_BYTES = 20;

const NOT_VALID: OneTimePasswordCheck = { valid: false, step: null };

/**
 * TOTP (RFC 6238) with the `otpauth` library (MIT, maintained, CommonJS build on `node:crypto`): 6 digits,
 * 30-second steps, HMAC-SHA-1, ±1 step accepted, constant-time comparison of codes. A code whose step is at or
 * before the last used one is refused (replay). Source: docs/sign-in.md#one-time-passwords.
 */
export class OtpauthOneTimePasswords implements OneTimePasswords {
  generateSecret(): string {
    return new Secret({ size: SECRET_BYTES }).base32;
  }

  otpauthUrl(secret: string, accountName: string, issuer: string): string {
    return new TOTP({ ...TOTP_SETTINGS, issuer, label: accountName, secret: Secret.fromBase32(secret) }).toString();
  }

  verify(code: string, secret: string, lastUsedStep: number | null, now: Date): OneTimePasswordCheck {
    const token = code.replace(/ /g, '');
    if (!/^[0-9]{6}$/.test(token)) return NOT_VALID;
    let totp: TOTP;
    try {
      totp = new TOTP({ ...TOTP_SETTINGS, secret: Secret.fromBase32(secret) });
    } catch {
      return NOT_VALID;
    }
    const timestamp = now.getTime();
    const delta = totp.validate({ token, timestamp, window: TOTP_WINDOW });
    if (delta === null) return NOT_VALID;
    const step = TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
    if (lastUsedStep !== null && step <= lastUsedStep) return NOT_VALID;
    return { valid: true, step };
  }
}
