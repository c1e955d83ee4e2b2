/** A session unused this long ends: 30 minutes, in ms (docs/sign-in.md#sessions). */
export const SESSION_IDLE_MS = 30 * 60 * 1_000;
/** A session ends this long after it began however much it is used: 12 hours, in ms (docs/sign-in.md#sessions). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1_000;

/**
 * When a session that began at `createdAt` and was last used at `lastSeenAt` ends: 30 minutes after its last use
 * or 12 hours after it began, whichever comes first. It is live while `now` is before that instant. Source:
 * docs/sign-in.md#sessions.
 */
export function sessionExpiresAt(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(Math.min(lastSeenAt.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}
