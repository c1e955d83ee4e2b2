/** A failed sign-in older than this no longer counts: 24 hours, in ms (docs/sign-in.md#back-off). */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1_000;

/** The consecutive failed sign-ins of one account, as `SignInFailures` answers them. */
export interface SignInFailureCount {
  /** How many tries failed in a row since the last success (0 when none is remembered). */
  readonly failures: number;
  /** When the last of them failed; `null` when `failures` is 0. */
  readonly lastFailureAt: Date | null;
}

/** No failure remembered. */
export const NO_SIGN_IN_FAILURES: SignInFailureCount = { failures: 0, lastFailureAt: null };

/**
 * Port: the count of consecutive failed sign-ins per account, from which `signInDelay` makes the back-off. The key
 * is the submitted e-mail in canonical form, whether or not a user has it, so an unknown e-mail backs off like a
 * known one and the answers give nothing away. Adapters store only a SHA-256 of the key (no e-mail of a stranger
 * is kept), forget a count whose last failure is older than `SIGN_IN_FAILURE_MEMORY_MS`, and are shared by every
 * instance of the service (the database, or Redis when `REDIS_URL` is set). Adapters: `InMemorySignInFailures` of
 * `@employee/domain/testing`, `RedisSignInFailures` of `@employee/http-express`, `TypeOrmSignInFailures` of
 * `@employee/persistence-typeorm`; every adapter passes `signInFailuresContract`. Source: docs/sign-in.md#back-off.
 */
export interface SignInFailures {
  /** The count of `key` at `now`: `NO_SIGN_IN_FAILURES` when none, or when its last failure is 24 h old or more. */
  of(key: string, now: Date): Promise<SignInFailureCount>;

  /**
   * Adds one failure of `key` at `now` and answers the new count (a count older than 24 h starts again at 1).
   * Two failures recorded at once both count.
   */
  record(key: string, now: Date): Promise<SignInFailureCount>;

  /** Forgets the failures of `key` (a successful sign-in). */
  clear(key: string): Promise<void>;
}
