/** A failed sign-in older than this no longer counts: 24 hours, in ms (docs/sign-in.md#back-off). */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1_000;

/** The consecutive failed sign-ins of one account, as `SignInFailures` answers them. */
export interface SignInFailureCount {
  /**
   * How many tries failed in a row since the last success, counting the tries still being checked (0 when none
   * is remembered).
   */
  readonly failures: number;
  /** When the last of them was made; `null` when `failures` is 0. */
  readonly lastFailureAt: Date | null;
}

/** No failure remembered. */
export const NO_SIGN_IN_FAILURES: SignInFailureCount = { failures: 0, lastFailureAt: null };

/**
 * Port: the count of consecutive failed sign-ins per account, from which `signInDelay` makes the back-off. The key
 * is the submitted e-mail in canonical form, whether or not a user has it, so an unknown e-mail backs off like a
 * known one and the answers give nothing away. A try is counted before its password is verified (`reserve`), so
 * however many tries arrive at once, no more are verified than the back-off lets through; it stays counted when it
 * fails, is taken back (`release`) when it neither fails nor succeeds, and a success forgets the count (`clear`).
 * Adapters store only a SHA-256 of the key (no e-mail of a stranger is kept), forget a count whose last try is
 * older than `SIGN_IN_FAILURE_MEMORY_MS`, and are shared by every instance of the service (the database, or Redis
 * when `REDIS_URL` is set). Adapters: `InMemorySignInFailures` of `@employee/domain/testing`, `RedisSignInFailures`
 * of `@employee/redis-adapters`, `TypeOrmSignInFailures` of `@employee/persistence-typeorm`; every adapter passes
 * `signInFailuresContract`. Source: docs/sign-in.md#back-off.
 */
export interface SignInFailures {
  /** The count of `key` at `now`: `NO_SIGN_IN_FAILURES` when none, or when its last try is 24 h old or more. */
  of(key: string, now: Date): Promise<SignInFailureCount>;

  /**
   * Counts one try of `key` at `now` if its count is still `seen` (what `of(key, now)` answered), atomically
   * (compare and set): answers `true` when it counted, the count then being `seen.failures + 1` tries, the last at
   * `now`; `false` when the count changed since `seen` (another try counted, released or cleared meanwhile), leaving
   * it as it is. Of several reservations made at once against one `seen`, exactly one counts.
   */
  reserve(key: string, seen: SignInFailureCount, now: Date): Promise<boolean>;

  /**
   * Takes back one counted try of `key` (a reserved try that proved neither a failure nor a success), atomically:
   * the count goes down by one, and is forgotten at 0. A count that is gone already stays gone.
   */
  release(key: string): Promise<void>;

  /** Forgets the failures of `key` (a successful sign-in). */
  clear(key: string): Promise<void>;
}
