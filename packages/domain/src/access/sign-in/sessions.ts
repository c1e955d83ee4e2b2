/** A live dashboard session of a user, as the `Sessions` port answers it. */
export interface Session {
  /**
   * The opaque session id, at least 128 random bits, that the session cookie carries. Given back to the caller,
   * never stored as is: adapters store only a hash of it.
   */
  readonly id: string;
  readonly userId: string;
  /** When the user signed in. */
  readonly createdAt: Date;
  /** The last time the session was used (`create` or `touch`). */
  readonly lastSeenAt: Date;
  /** When it ends unless used again: `sessionExpiresAt(createdAt, lastSeenAt)`. */
  readonly expiresAt: Date;
}

/**
 * Port: server-side sessions of signed-in users (the dashboard's cookie names one), 30 minutes idle and 12 hours
 * absolute (`sessionExpiresAt`). Adapters store only a hash of each id, so a copy of the store gives no usable
 * session. Time comes from the caller (`now`), as everywhere in the domain. Adapters: `InMemorySessions` of
 * `@employee/domain/testing`, `RedisSessions` of `@employee/redis-adapters`; every adapter passes
 * `sessionsContract`. Source: docs/sign-in.md#sessions.
 */
export interface Sessions {
  /** Begins a new session of `userId` at `now`, with a fresh random id. */
  create(userId: string, now: Date): Promise<Session>;

  /**
   * The live session of `id` at `now`, marked as used then (its idle time starts again, its absolute end does not
   * move); `null` for an unknown, ended or expired id (an expired one is removed).
   */
  touch(id: string, now: Date): Promise<Session | null>;

  /** Ends the session of `id` (signing out); nothing happens for an unknown id. */
  end(id: string): Promise<void>;

  /** Ends every session of `userId` (password change, disabled user). */
  endAllOf(userId: string): Promise<void>;
}
