import type { Clock } from '../kernel/clock';

/** A `Clock` that stands still until told to move: for rules about "today" and settlement delays. */
export class FixedClock implements Clock {
  private current: Date;

  /** @param instant the starting instant, a `Date` or an ISO 8601 string (`2026-11-22T10:00:00-03:00`). */
  constructor(instant: Date | string = '2026-11-22T10:00:00-03:00') {
    this.current = new Date(instant);
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves to `instant`. */
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  /** Moves forward by `seconds` (may be fractional). */
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}
