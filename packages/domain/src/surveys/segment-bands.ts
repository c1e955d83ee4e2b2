import type { DateBR } from '../kernel/br/date-br';

/** Tenure bands of a segment snapshot, in order (docs/surveys.md#segment-snapshot-and-bands). */
export const TENURE_BANDS = ['<3m', '3-6m', '6-12m', '1-2y', '2-5y', '5y+'] as const;
export type TenureBand = (typeof TENURE_BANDS)[number];

/** Age bands of a segment snapshot, in order (docs/surveys.md#segment-snapshot-and-bands). */
export const AGE_BANDS = ['<25', '25-34', '35-44', '45-54', '55+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * Whole months from `start` to `end`, counted as the Brazilian Civil Code counts periods of months and years
 * (Lei 10.406/2002, art. 132 §3): a month is complete on the day of `end`'s month with the same number as
 * `start`'s day, or, when that month has no such day, on the first day of the next month (31/01 → 01/03;
 * a birthday on 29/02 is reached on 01/03 outside leap years). Negative when `end` is before `start`.
 */
function completedMonths(start: DateBR, end: DateBR): number {
  const months = (end.year - start.year) * 12 + (end.month - start.month);
  return end.day < start.day ? months - 1 : months;
}

/**
 * The band `months` falls in: the first of `upper` (the bands above `lowest` with their lower bounds in completed
 * months, highest first) whose lower bound it reaches, else `lowest`.
 */
function band<T>(months: number, upper: readonly (readonly [number, T])[], lowest: T): T {
  return upper.find(([lower]) => months >= lower)?.[1] ?? lowest;
}

const TENURE_UPPER_BANDS: readonly (readonly [number, TenureBand])[] = [
  [60, '5y+'],
  [24, '2-5y'],
  [12, '1-2y'],
  [6, '6-12m'],
  [3, '3-6m'],
];

const AGE_UPPER_BANDS: readonly (readonly [number, AgeBand])[] = [
  [55 * 12, '55+'],
  [45 * 12, '45-54'],
  [35 * 12, '35-44'],
  [25 * 12, '25-34'],
];

/**
 * The tenure band of an employee hired on `hiringDate`, on `today`, by completed months of service (counted as
 * the Civil Code counts months: see the 31/01 → 01/03 rule): `<3m` under 3, `3-6m` from 3 to under 6, `6-12m`
 * from 6 to under 12, `1-2y` from 12 to under 24, `2-5y` from 24 to under 60, `5y+` from 60. An exact boundary
 * belongs to the upper band: hired 15/01/2025, the band is `<3m` up to 14/04/2025 and `3-6m` from 15/04/2025;
 * `1-2y` from 15/01/2026, `5y+` from 15/01/2030. A hiring date on or after `today` is `<3m`.
 * @returns `null` without a hiring date.
 */
export function tenureBand(hiringDate: DateBR | null, today: DateBR): TenureBand | null {
  return hiringDate === null ? null : band(completedMonths(hiringDate, today), TENURE_UPPER_BANDS, '<3m');
}

/**
 * The age band of a person born on `birthdate`, on `today`, by age in completed years (the birthday counts
 * from its own day; born on 29/02, from 01/03 in other years, as the Civil Code counts years): `<25`, `25-34`,
 * `35-44`, `45-54`, `55+`. An exact boundary belongs to the upper band: born 10/06/2000, `<25` up to
 * 09/06/2025 and `25-34` from 10/06/2025 (the 25th birthday); `35-44` from the 35th birthday, and so on.
 * A birthdate after `today` is `<25`.
 * @returns `null` without a birthdate.
 */
export function ageBand(birthdate: DateBR | null, today: DateBR): AgeBand | null {
  return birthdate === null ? null : band(completedMonths(birthdate, today), AGE_UPPER_BANDS, '<25');
}
