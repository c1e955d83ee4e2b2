/**
 * Port: the current instant. The domain never reads the system time itself, so every rule about "today" and
 * every timestamp is testable with a fixed clock (docs/house-rules.md#time-and-ids). Adapters: a system clock in the
 * server, `FixedClock` in `@employee/domain/testing`.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}
