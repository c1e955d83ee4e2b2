import { zonedFields } from '../kernel/time-zone';

/** Reminders are sent from this hour (inclusive) in `APP_TIMEZONE`... */
export const REMINDERS_FROM_HOUR = 8;
/** ...until this hour (exclusive): never between 20:00 and 08:00. */
export const REMINDERS_UNTIL_HOUR = 20;

/**
 * Whether reminders may be sent at `now`: between 08:00 and 20:00 in `timeZone` (IANA). Invitations go whenever
 * the campaign opens. Source: docs/notifications.md#reminders.
 */
export function remindersMaySend(now: Date, timeZone: string): boolean {
  const { hour } = zonedFields(now, timeZone);
  return hour >= REMINDERS_FROM_HOUR && hour < REMINDERS_UNTIL_HOUR;
}

/** The longest wait between two tries of one message: 1 hour. */
export const MAX_MESSAGE_RETRY_MS = 3_600_000;

/**
 * When to try a message again after its `tries`-th failed try (1 for the first) ended at `now`: 1, 2, 4, 8 … minutes,
 * at most one hour, with up to 10 % of jitter (`fraction` in `[0, 1)`) so that a refusing server is not met by every
 * message at once. Messages are retried until their campaign closes. Source: docs/notifications.md#the-worker.
 */
export function nextMessageAttemptAt(tries: number, now: Date, fraction: number): Date {
  const base = Math.min(60_000 * 2 ** Math.max(0, tries - 1), MAX_MESSAGE_RETRY_MS);
  return new Date(now.getTime() + base + Math.floor(base * 0.1 * fraction));
}
