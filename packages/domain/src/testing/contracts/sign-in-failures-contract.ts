import { describe, expect, it } from '@jest/globals';
import {
  NO_SIGN_IN_FAILURES,
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInFailures,
} from '../../access/sign-in/sign-in-failures';
import { at, useHarness } from './harness';

/**
 * What an adapter of `SignInFailures` under contract gives each test: fresh, empty storage, and an optional
 * `close`.
 */
export interface SignInFailuresHarness {
  failures: SignInFailures;
  close?(): Promise<void>;
}

const later = (from: Date, ms: number): Date => new Date(from.getTime() + ms);

/**
 * The contract of the `SignInFailures` port (docs/sign-in.md#back-off): counts per key that grow by one per
 * reserved try, with compare-and-set semantics (of reservations made at once against one count exactly one
 * counts), go down by one per release (concurrent ones included), are forgotten 24 hours after the last try, at 0
 * or on `clear`, and never mix two keys.
 */
export function signInFailuresContract(adapterName: string, makeHarness: () => Promise<SignInFailuresHarness>): void {
  describe(`SignInFailures contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const failures = (): SignInFailures => harness().failures;
    /** Reserves a try of `key` at `now` against the count it has then, as the sign-in does. */
    const reserveNow = async (key: string, now: Date): Promise<boolean> =>
      failures().reserve(key, await failures().of(key, now), now);
    const ana = 'ana@example.com';
    const bia = 'bia@example.com';
    const start = at(0);

    it('answers no failures for a key never seen', async () => {
      expect(await failures().of(ana, start)).toEqual(NO_SIGN_IN_FAILURES);
    });

    it('counts each reserved try of a key, with the time of the last one, apart from other keys', async () => {
      expect(await failures().reserve(ana, NO_SIGN_IN_FAILURES, start)).toBe(true);
      expect(await failures().reserve(ana, { failures: 1, lastFailureAt: start }, later(start, 1_000))).toBe(true);
      expect(await reserveNow(bia, later(start, 2_000))).toBe(true);

      expect(await failures().of(ana, later(start, 5_000))).toEqual({
        failures: 2,
        lastFailureAt: later(start, 1_000),
      });
      expect(await failures().of(bia, later(start, 5_000))).toEqual({
        failures: 1,
        lastFailureAt: later(start, 2_000),
      });
    });

    it('refuses a reservation against a count that has changed, and leaves the count as it is', async () => {
      await reserveNow(ana, start);
      const now = later(start, 1_000);

      expect(await failures().reserve(ana, NO_SIGN_IN_FAILURES, now)).toBe(false);
      expect(await failures().reserve(ana, { failures: 2, lastFailureAt: start }, now)).toBe(false);
      expect(await failures().reserve(ana, { failures: 1, lastFailureAt: later(start, 1) }, now)).toBe(false);
      expect(await failures().of(ana, now)).toEqual({ failures: 1, lastFailureAt: start });
    });

    it('counts exactly one of the reservations made at once against one count', async () => {
      const empty = await Promise.all(
        Array.from({ length: 10 }, () => failures().reserve(ana, NO_SIGN_IN_FAILURES, start)),
      );
      const seen = await failures().of(ana, start);
      const counted = await Promise.all(Array.from({ length: 10 }, () => failures().reserve(ana, seen, start)));

      expect(empty.filter(Boolean)).toHaveLength(1);
      expect(counted.filter(Boolean)).toHaveLength(1);
      expect(await failures().of(ana, start)).toEqual({ failures: 2, lastFailureAt: start });
    });

    it('takes one try back per release, concurrent ones included, and forgets the count at 0', async () => {
      for (let i = 0; i < 12; i += 1) await reserveNow(ana, start);
      await reserveNow(bia, start);

      await failures().release(ana);
      expect(await failures().of(ana, start)).toEqual({ failures: 11, lastFailureAt: start });
      await Promise.all(Array.from({ length: 11 }, () => failures().release(ana)));
      expect(await failures().of(ana, start)).toEqual(NO_SIGN_IN_FAILURES);
      await failures().release(ana);

      expect(await failures().of(ana, start)).toEqual(NO_SIGN_IN_FAILURES);
      expect(await reserveNow(ana, start)).toBe(true);
      expect(await failures().of(ana, start)).toEqual({ failures: 1, lastFailureAt: start });
      expect((await failures().of(bia, start)).failures).toBe(1);
    });

    it('forgets the failures of a key on clear, and only of that key', async () => {
      await reserveNow(ana, start);
      await reserveNow(bia, start);
      await failures().clear(ana);

      expect(await failures().of(ana, start)).toEqual(NO_SIGN_IN_FAILURES);
      expect((await failures().of(bia, start)).failures).toBe(1);
    });

    it('forgets a count 24 hours after its last try, and starts again from 1', async () => {
      await reserveNow(ana, start);
      await reserveNow(ana, start);
      const justBefore = later(start, SIGN_IN_FAILURE_MEMORY_MS - 1);
      const dayLater = later(start, SIGN_IN_FAILURE_MEMORY_MS);

      expect((await failures().of(ana, justBefore)).failures).toBe(2);
      expect(await failures().of(ana, dayLater)).toEqual(NO_SIGN_IN_FAILURES);
      expect(await failures().reserve(ana, { failures: 2, lastFailureAt: start }, dayLater)).toBe(false);
      expect(await failures().reserve(ana, NO_SIGN_IN_FAILURES, dayLater)).toBe(true);
      expect(await failures().of(ana, dayLater)).toEqual({ failures: 1, lastFailureAt: dayLater });
    });

    it('clears and releases a key never seen without complaint', async () => {
      await expect(failures().clear(ana)).resolves.toBeUndefined();
      await expect(failures().release(ana)).resolves.toBeUndefined();
      expect(await failures().of(ana, start)).toEqual(NO_SIGN_IN_FAILURES);
    });
  });
}
