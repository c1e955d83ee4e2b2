/**
 * Calendar days as integers: a day is the number of days since 01/01/1970 (UTC), so dates compare, add and
 * subtract as numbers. Only years 1900 to 9999 are handled, which covers every date of an HR export.
 */
export type Day = number;

const MS_PER_DAY = 86_400_000;
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

function dayOf(year: number, month: number, dayOfMonth: number): Day {
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / MS_PER_DAY);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Reads a `dd/mm/yyyy` date.
 * @throws RangeError when `text` is not `dd/mm/yyyy`, not a real calendar day (31/02/2024) or outside the
 *   years 1900 to 9999.
 */
export function parseDateBr(text: string): Day {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) throw new RangeError(`not a dd/mm/yyyy date: ${JSON.stringify(text)}`);
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < FIRST_YEAR || y > LAST_YEAR) throw new RangeError(`year out of ${FIRST_YEAR}..${LAST_YEAR}: ${text}`);
  const day = dayOf(y, m, d);
  if (formatDateBr(day) !== text) throw new RangeError(`not a real calendar date: ${text}`);
  return day;
}

/** The `dd/mm/yyyy` form of a day. */
export function formatDateBr(day: Day): string {
  const date = new Date(day * MS_PER_DAY);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCFullYear(), 4)}`;
}

/** The year (yyyy) a day falls in. */
export function yearOf(day: Day): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/**
 * The same day and month `years` later (earlier when negative); 29/02 becomes 01/03 in a common year.
 */
export function addYears(day: Day, years: number): Day {
  const date = new Date(day * MS_PER_DAY);
  return dayOf(date.getUTCFullYear() + years, date.getUTCMonth() + 1, date.getUTCDate());
}

/** True in a leap year of the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
