import { SIGN_IN_MAX_DELAY_MS, signInBackOff, signInDelay } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

const lastFailure = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(lastFailure.getTime() + ms);

describe('signInBackOff (docs/sign-in.md#back-off)', () => {
  it('costs nothing for the first four failures, then 1 s, 2 s, 4 s … up to 15 minutes', () => {
    const schedule = Array.from({ length: 17 }, (_, failures) => signInBackOff(failures) / 1000);

    expect(schedule).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(signInBackOff(1_000_000)).toBe(SIGN_IN_MAX_DELAY_MS);
    expect(signInBackOff(Number.MAX_SAFE_INTEGER)).toBe(SIGN_IN_MAX_DELAY_MS);
    expect(signInBackOff(Infinity)).toBe(SIGN_IN_MAX_DELAY_MS);
  });

  it('treats a negative, fractional or NaN count as its floor, at least 0', () => {
    expect(signInBackOff(-3)).toBe(0);
    expect(signInBackOff(Number.NaN)).toBe(0);
    expect(signInBackOff(5.9)).toBe(1000);
  });

  it('never decreases as failures grow, and never exceeds 15 minutes', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(signInBackOff(low)).toBeLessThanOrEqual(signInBackOff(high));
        expect(signInBackOff(high)).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_MS);
      }),
    );
  });
});

describe('signInDelay (docs/sign-in.md#back-off)', () => {
  it('lets an account with four failures try again at once', () => {
    expect(signInDelay(4, lastFailure, lastFailure)).toBe(0);
  });

  it('makes the fifth failure wait 1 s from the last failure, counting down to 0', () => {
    expect(signInDelay(5, lastFailure, lastFailure)).toBe(1000);
    expect(signInDelay(5, lastFailure, at(400))).toBe(600);
    expect(signInDelay(5, lastFailure, at(1000))).toBe(0);
    expect(signInDelay(5, lastFailure, at(60_000))).toBe(0);
  });

  it('makes the tenth failure wait 32 s and the twentieth 15 minutes', () => {
    expect(signInDelay(10, lastFailure, at(2_000))).toBe(30_000);
    expect(signInDelay(20, lastFailure, at(60_000))).toBe(14 * 60_000);
  });

  it('never waits longer than the back-off when the clock went back before the last failure', () => {
    expect(signInDelay(6, lastFailure, at(-60_000))).toBe(2000);
  });

  it('is 0 without a recorded failure, and is the back-off minus the time since the last failure', () => {
    expect(signInDelay(12, null, lastFailure)).toBe(0);
    fc.assert(
      fc.property(fc.nat(100), fc.integer({ min: -3_600_000, max: 3_600_000 }), (failures, elapsed) => {
        const backOff = signInBackOff(failures);
        expect(signInDelay(failures, lastFailure, at(elapsed))).toBe(Math.max(0, backOff - Math.max(0, elapsed)));
      }),
    );
  });
});
