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

  async reserve(key: string, seen: SignInFailureCount, now: Date): Promise<boolean> {
    const hash = await hashOf(key);
    // From here on nothing awaits: the comparison and the update are one step for every other caller.
    const count = this.byHash.get(hash);
    const current = count && isRemembered(count, now) ? count : NO_SIGN_IN_FAILURES;
    if (!sameCount(current, seen)) return false;
    this.byHash.set(hash, { failures: seen.failures + 1, lastFailureAt: new Date(now) });
    return true;
  }

  async release(key: string): Promise<void> {
    const hash = await hashOf(key);
    const count = this.byHash.get(hash);
    if (!count) return;
    if (count.failures <= 1) this.byHash.delete(hash);
    else this.byHash.set(hash, { ...count, failures: count.failures - 1 });
  }

  async clear(key: string): Promise<void> {
    this.byHash.delete(await hashOf(key));
  }
}

function sameCount(a: SignInFailureCount, b: SignInFailureCount): boolean {
  return a.failures === b.failures && a.lastFailureAt?.getTime() === b.lastFailureAt?.getTime();
}

function isRemembered(count: SignInFailureCount, now: Date): boolean {
  return count.lastFailureAt !== null && now.getTime() - count.lastFailureAt.getTime() < SIGN_IN_FAILURE_MEMORY_MS;
}
