import {
  NO_SIGN_IN_FAILURES,
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInFailureCount,
  type SignInFailures,
} from '../../access/sign-in/sign-in-failures';

/** SHA-256 of `key` in hex, with the platform's Web Crypto (no import: the domain stays free of `node:*`). */
async function hashOf(key: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Buffer.from(digest).toString('hex');
}

/**
 * `SignInFailures` in process memory, for tests: counts kept under the SHA-256 of the key, like the service's
 * adapters. Passes `signInFailuresContract`.
 */
export class InMemorySignInFailures implements SignInFailures {
  private readonly byHash = new Map<string, SignInFailureCount>();

  /** Whether a stored key equals `text` (lets a test check that keys themselves are not stored). */
  storesKey(text: string): boolean {
    return this.byHash.has(text);
  }

  async of(key: string, now: Date): Promise<SignInFailureCount> {
    const count = this.byHash.get(await hashOf(key));
    return count && isRemembered(count, now) ? { ...count } : NO_SIGN_IN_FAILURES;
  }

  async record(key: string, now: Date): Promise<SignInFailureCount> {
    const hash = await hashOf(key);
    const count = this.byHash.get(hash);
    const failures = count && isRemembered(count, now) ? count.failures + 1 : 1;
    const recorded = { failures, lastFailureAt: new Date(now) };
    this.byHash.set(hash, recorded);
    return { ...recorded };
  }

  async clear(key: string): Promise<void> {
    this.byHash.delete(await hashOf(key));
  }
}

function isRemembered(count: SignInFailureCount, now: Date): boolean {
  return count.lastFailureAt !== null && now.getTime() - count.lastFailureAt.getTime() < SIGN_IN_FAILURE_MEMORY_MS;
}
