/** Consecutive failed sign-ins of one account that cost no wait (docs/sign-in.md#back-off). */
export const SIGN_IN_FREE_FAILURES = 5;
/** The wait after the `SIGN_IN_FREE_FAILURES`-th consecutive failure, in ms; it doubles with each further one. */
export const SIGN_IN_FIRST_DELAY_MS = 1_000;
/** The longest wait between two tries of one account, in ms: 15 minutes (docs/sign-in.md#back-off). */
export const SIGN_IN_MAX_DELAY_MS = 15 * 60 * 1_000;

/**
 * How long an account must wait after its last failed sign-in, in ms, when it has `failures` consecutive ones:
 * 0 for fewer than 5, then 1 s, 2 s, 4 s … doubling with each failure, capped at 15 minutes (reached at the 15th
 * failure). A count that is not a non-negative integer counts as its floor, at least 0. Source:
 * docs/sign-in.md#back-off.
 */
export function signInBackOff(failures: number): number {
  const count = Number.isFinite(failures) ? Math.max(0, Math.floor(failures)) : failures > 0 ? Infinity : 0;
  if (count < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = count - SIGN_IN_FREE_FAILURES;
  // 2^10 s already exceeds 15 min: no need to compute (or overflow) larger powers.
  if (doublings >= 10) return SIGN_IN_MAX_DELAY_MS;
  return Math.min(SIGN_IN_FIRST_DELAY_MS * 2 ** doublings, SIGN_IN_MAX_DELAY_MS);
}

/**
 * How many ms an account with `failures` consecutive failed sign-ins, the last at `lastFailureAt` (`null`: none
 * recorded), must still wait at `now` before its next try is checked; 0 means it may try now, and it is never more
 * than `signInBackOff(failures)`. A try made while
 * this is above 0 is refused without checking the password and is not counted as a failure, so the wait never
 * grows by itself. The count goes back to 0 on a successful sign-in. Source: docs/sign-in.md#back-off.
 */
export function signInDelay(failures: number, lastFailureAt: Date | null, now: Date): number {
  if (lastFailureAt === null) return 0;
  const wait = signInBackOff(failures);
  if (wait === 0) return 0;
  // A clock that went back (now before the last failure) never makes the wait longer than the back-off itself.
  return Math.min(wait, Math.max(0, lastFailureAt.getTime() + wait - now.getTime()));
}
