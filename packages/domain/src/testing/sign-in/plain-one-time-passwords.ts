import type { OneTimePasswordCheck, OneTimePasswords } from '../../access/sign-in/one-time-passwords';

const STEP_MS = 30_000;

/** FNV-1a over UTF-16 units: a deterministic stand-in for the HMAC, no cryptography. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A `OneTimePasswords` for tests, with the same rules as the service's (6 digits, 30-second steps, ±1 step,
 * replay refused) but no cryptography: the n-th secret of an instance is `TESTSECRET<n>`, and `codeAt(secret,
 * now)` gives the code an authenticator app would show at `now`, so a test can sign in with it.
 */
export class PlainOneTimePasswords implements OneTimePasswords {
  private counter = 0;

  generateSecret(): string {
    this.counter += 1;
    return `TESTSECRET${this.counter}`;
  }

  otpauthUrl(secret: string, accountName: string, issuer: string): string {
    const label = encodeURIComponent(`${issuer}:${accountName}`);
    return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
  }

  /** The code of `secret` at `now`. */
  codeAt(secret: string, now: Date): string {
    return this.codeOfStep(secret, Math.floor(now.getTime() / STEP_MS));
  }

  verify(code: string, secret: string, lastUsedStep: number | null, now: Date): OneTimePasswordCheck {
    const token = code.replace(/ /g, '');
    const current = Math.floor(now.getTime() / STEP_MS);
    for (const step of [current, current - 1, current + 1]) {
      if (token === this.codeOfStep(secret, step)) {
        return lastUsedStep !== null && step <= lastUsedStep ? { valid: false, step: null } : { valid: true, step };
      }
    }
    return { valid: false, step: null };
  }

  private codeOfStep(secret: string, step: number): string {
    return String(fnv1a(`${secret}:${step}`) % 1_000_000).padStart(6, '0');
  }
}
