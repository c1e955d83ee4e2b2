/**
 * Port: the current instant. The domain never calls `new Date()` itself, so every rule about "today" and
 * every timestamp is testable with a fixed clock (architecture.md). Adapters: a system clock in the server,
 * `FixedClock` in `@employee/domain/testing`.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}
