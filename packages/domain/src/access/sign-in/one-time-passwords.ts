/** What checking a one-time code gave: whether it is accepted, and the time step it belongs to. */
export interface OneTimePasswordCheck {
  readonly valid: boolean;
  /**
   * The time step of the accepted code (Unix time / 30 s, rounded down): store it as the user's last used step, so
   * the same code (or an older one) is refused from then on. `null` when the code is not accepted.
   */
  readonly step: number | null;
}

/**
 * Port: time-based one-time passwords as authenticator apps make them (RFC 6238 TOTP: 6 digits, 30-second steps,
 * HMAC-SHA-1), kept out of the domain (an adapter implements it with a maintained library). Secrets are base32
 * strings, stored by the caller with the user and shown once, at enrolment. Source:
 * docs/sign-in.md#one-time-passwords.
 */
export interface OneTimePasswords {
  /** A new random secret of 160 bits, in base32 (what an authenticator app is given). */
  generateSecret(): string;

  /**
   * The `otpauth://totp/…` URL of `secret` that a QR code carries, naming the account (the user's e-mail) and the
   * issuer (the product's name) that the authenticator app shows.
   */
  otpauthUrl(secret: string, accountName: string, issuer: string): string;

  /**
   * Checks `code` (6 digits; spaces are ignored) against `secret` at `now`, accepting the codes of the current
   * step and of the one before and after (clock drift). A code whose step is at or before `lastUsedStep` (`null`:
   * none used yet) is refused, so a code is accepted once: a replay within its window fails. A malformed code or
   * secret is simply not valid.
   */
  verify(code: string, secret: string, lastUsedStep: number | null, now: Date): OneTimePasswordCheck;
}
