import type { Figures } from '../report-definition';
import { round1 } from './figures';

/** `current − earlier` with one decimal place; `null` unless both are numbers. */
export function minus(current: unknown, earlier: unknown): number | null {
  return typeof current === 'number' && typeof earlier === 'number' ? round1(current - earlier) : null;
}

/**
 * The difference of two figure sets of one report (a campaign and an earlier one, `compare_campaign_id`,
 * docs/decisions/0003-reports.md#where-and-how): for every top-level key of `current` holding a number or `null`,
 * `current − earlier` with one decimal place, `null` when either side is not a number. Lists and objects are
 * left out.
 */
export function numberDifferences(current: Figures, earlier: Figures): Record<string, number | null> {
  const differences: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(current))
    if (typeof value === 'number' || value === null) differences[key] = minus(value, earlier[key]);
  return differences;
}
