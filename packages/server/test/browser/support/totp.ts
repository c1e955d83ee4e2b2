import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for the base32 `secret` at `at` (RFC 6238: SHA-1, 6 digits, 30 s), as a person
 * would type it after scanning the enrolment's QR code (docs/sign-in.md#one-time-passwords).
 */
export function totpCode(secret: string, at: Date = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}
