/**
 * Today's calendar day in `timeZone` (the API's `APP_TIMEZONE`, an IANA zone; the browser's own zone when not yet
 * known), written as the API's dates are (`dd/mm/yyyy`, docs/contract.md). The API refuses a firing date after its
 * own today, so at 23:00 in São Paulo a browser in Lisbon must still offer São Paulo's date (docs/dashboard.md); the
 * home page counts a campaign's days left from it.
 */
export function todayAsApiDate(timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** The day number (days since 1970-01-01) of an API date `dd/mm/yyyy`. */
function dayNumberOf(apiDate: string): number {
  const [day, month, year] = apiDate.split('/').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / 86_400_000;
}

/**
 * Whole days from the API's today (in `timeZone`, see {@link todayAsApiDate}) to `lastDay` (`dd/mm/yyyy`, a
 * campaign's `ends_on`): 0 on the last day itself, negative once it has passed. The home page's "days left"
 * (docs/dashboard.md#home).
 */
export function daysLeftUntil(lastDay: string, timeZone?: string, now: Date = new Date()): number {
  return dayNumberOf(lastDay) - dayNumberOf(todayAsApiDate(timeZone, now));
}
