import { MAX_LONG_TEXT, readText } from '../kernel/text';
import type { Violations } from '../kernel/violations';
import { FILTER_KEY_FORMAT, type Filter } from './filter';

/** One condition of a list of employees: the employee's value of the filter `filterId` is exactly `value`. */
export interface FieldValueMatch {
  readonly filterId: string;
  readonly value: string;
}

/**
 * The API name a violation of the parameter `filter[<key>]` is reported under: that name for a key of a filter's
 * format, else `filter` (a key no filter can have, which the name of a field may not quote).
 */
const fieldValueParameter = (key: string): string => (FILTER_KEY_FORMAT.test(key) ? `filter[${key}]` : 'filter');

/**
 * Reads the `filter[<key>]` parameters of a list of employees (docs/contract.md#search, "Narrowing by a filter's
 * value"), given as `{key: raw value}`, against the company's active `filters`: each key must be one of theirs and
 * each value one text of 1 to 1000 characters, compared as stored (not trimmed). Several keys are all required
 * (AND). Violations are recorded under `filter[<key>]`: `FILTER_VALUE.UNKNOWN_KEY` for a key that names no active
 * filter of the company, `FILTER_VALUE.EMPTY` for an empty value (no stored value is), the `TEXT.*` codes of
 * `readText` otherwise (a repeated parameter arrives as a list and is not a string). A key that is not of a filter
 * key's format is reported under `filter`.
 */
export function readFieldValueMatches(
  raw: Readonly<Record<string, unknown>>,
  filters: readonly Filter[],
  violations: Violations,
): FieldValueMatch[] {
  const byKey = new Map(filters.map((filter) => [filter.key, filter.id]));
  return Object.entries(raw).flatMap(([key, rawValue]) => {
    const field = fieldValueParameter(key);
    const filterId = byKey.get(key);
    if (filterId === undefined) {
      const message =
        field === 'filter'
          ? 'has a key no filter can have (keys hold lower-case letters, digits and _)'
          : "is not the key of one of the company's filters";
      violations.add(field, 'FILTER_VALUE.UNKNOWN_KEY', message);
      return [];
    }
    const value = readText(violations, field, rawValue, { max: MAX_LONG_TEXT });
    if (value === '') violations.add(field, 'FILTER_VALUE.EMPTY', 'must not be empty');
    return typeof value === 'string' && value !== '' ? [{ filterId, value }] : [];
  });
}
