const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The delay before each try of a delivery, in milliseconds (docs/webhooks.md#retry-schedule): the first at once,
 * then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after the try before. Eight tries in all.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/** How many tries a delivery gets before it is `failed`. */
export const MAX_DELIVERY_TRIES = RETRY_DELAYS_MS.length;

/** The jitter's bound, as a fraction of a delay: ±10 %. */
export const RETRY_JITTER = 0.1;

/**
 * When the next try of a delivery that failed its `tries`-th try (1-based) at `now` is due: `now` plus the schedule's
 * delay before try `tries + 1`, scaled by `1 + RETRY_JITTER × (2 × fraction − 1)` (`fraction` in `[0, 1)`, from a
 * `RandomSource`: 0.5 gives the delay itself), rounded to the millisecond; `null` once {@link MAX_DELIVERY_TRIES} tries
 * have failed (the delivery is then `failed`). Pure. Source: docs/webhooks.md#retry-schedule.
 */
export function nextAttemptAt(tries: number, now: Date, fraction: number): Date | null {
  const delay = RETRY_DELAYS_MS[tries];
  if (tries < 1 || delay === undefined) return null;
  return new Date(now.getTime() + Math.round(delay * (1 + RETRY_JITTER * (2 * fraction - 1))));
}
