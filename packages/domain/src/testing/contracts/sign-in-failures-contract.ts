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
 * failure (concurrent ones included), are forgotten 24 hours after the last failure or on `clear`, and never mix
 * two keys.
 */
export function signInFailuresContract(adapterName: string, makeHarness: () => Promise<SignInFailuresHarness>): void {
  describe(`SignInFailures contract (${adapterName})`, () => {
    const harness = useHarness(makeHarness);
    const failures = (): SignInFailures => harness().failures;
    const ana = 'ana@example.com';
    const bia = 'bia@example.com';
    const start = at(0);

    it('answers no failures for a key never seen', async () => {
      expect(await failures().of(ana, start)).toEqual(NO_SIGN_IN_FAILURES);
    });

    it('counts each failure of a key, with the time of the last one, apart from other keys', async () => {
      expect(await failures().record(ana, start)).toEqual({ failures: 1, lastFailureAt: start });
      expect(await failures().record(ana, later(start, 1_000))).toEqual({
        failures: 2,
        lastFailureAt: later(start, 1_000),
      });
      await failures().record(bia, later(start, 2_000));

      expect(await failures().of(ana, later(start, 5_000))).toEqual({
        failures: 2,
        lastFailureAt: later(start, 1_000),
      });
      expect(await failures().of(bia, later(start, 5_000))).toEqual({
        failures: 1,
        lastFailureAt: later(start, 2_000),
      });
    });

    it('counts failures recorded at the same time, none lost', async () => {
      await Promise.all(Array.from({ length: 10 }, () => failures().record(ana, start)));

      expect((await failures().of(ana, start)).failures).toBe(10);
    });

    it('forgets the failures of a key on clear, and only of that key', async () => {
      await failures().record(ana, start);
      await failures().record(bia, start);
      await failures().clear(ana);

      expect(await failures().of(ana, start)).toEqual(NO_SIGN_IN_FAILURES);
      expect((await failures().of(bia, start)).failures).toBe(1);
    });

    it('forgets a count 24 hours after its last failure, and starts again from 1', async () => {
      await failures().record(ana, start);
      await failures().record(ana, start);
      const justBefore = later(start, SIGN_IN_FAILURE_MEMORY_MS - 1);
      const dayLater = later(start, SIGN_IN_FAILURE_MEMORY_MS);

      expect((await failures().of(ana, justBefore)).failures).toBe(2);
      expect(await failures().of(ana, dayLater)).toEqual(NO_SIGN_IN_FAILURES);
      expect(await failures().record(ana, dayLater)).toEqual({ failures: 1, lastFailureAt: dayLater });
    });

    it('clears a key never seen without complaint', async () => {
      await expect(failures().clear(ana)).resolves.toBeUndefined();
    });
  });
}
