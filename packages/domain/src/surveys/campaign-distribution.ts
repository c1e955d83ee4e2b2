import type { Violations } from '../kernel/violations';

/**
 * How a campaign's invitations reach its employees (docs/notifications.md#campaign-fields): `platform`, the service
 * sends each invitation itself (e-mail, else SMS) and nobody ever sees a survey token; `links`, the company
 * distributes links it asks the API for.
 */
export const DISTRIBUTIONS = ['platform', 'links'] as const;
/** One of {@link DISTRIBUTIONS}. */
export type Distribution = (typeof DISTRIBUTIONS)[number];

/** The reminder days a campaign gets when it does not say: reminders 3 and 7 days after opening. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [3, 7];
/** At most this many reminders per campaign. */
export const MAX_REMINDERS = 3;
/** The latest day after opening a reminder may be set on. */
export const MAX_REMINDER_DAY = 60;

/**
 * `distribution` from the API: `platform` or `links`; `undefined` when absent.
 * Adds `CAMPAIGN.DISTRIBUTION_UNKNOWN` on `distribution` otherwise (`null` included).
 */
export function readDistribution(violations: Violations, raw: unknown): Distribution | undefined {
  if (raw === undefined) return undefined;
  const found = DISTRIBUTIONS.find((d) => d === raw);
  if (found === undefined)
    violations.add('distribution', 'CAMPAIGN.DISTRIBUTION_UNKNOWN', `must be one of ${DISTRIBUTIONS.join(', ')}`);
  return found;
}

/**
 * `reminder_days` from the API: a list of up to {@link MAX_REMINDERS} distinct whole numbers from 1 to
 * {@link MAX_REMINDER_DAY} (days after opening), given back ascending; `[]` for no reminders; `undefined` when absent.
 * Adds `CAMPAIGN.REMINDER_DAYS_INVALID` on `reminder_days` otherwise (`null` included).
 */
export function readReminderDays(violations: Violations, raw: unknown): number[] | undefined {
  if (raw === undefined) return undefined;
  const valid =
    Array.isArray(raw) &&
    raw.length <= MAX_REMINDERS &&
    raw.every((day) => Number.isInteger(day) && day >= 1 && day <= MAX_REMINDER_DAY) &&
    new Set(raw).size === raw.length;
  if (!valid) {
    violations.add(
      'reminder_days',
      'CAMPAIGN.REMINDER_DAYS_INVALID',
      `must be a list of at most ${MAX_REMINDERS} distinct whole days from 1 to ${MAX_REMINDER_DAY}`,
    );
    return undefined;
  }
  return [...(raw as number[])].sort((a, b) => a - b);
}
