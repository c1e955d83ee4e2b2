import { invisibleCharacterIn } from '../kernel/invisible-characters';
import { MAX_LONG_TEXT, characterCount, isBlank } from '../kernel/text';
import { Violations } from '../kernel/violations';
import type { Filter } from './filter';

/** Most entries one employee's `fields` may carry (docs/contract.md#length-limits). */
export const MAX_FIELD_ENTRIES = 100;

/** One stored value of a filter for an employee (`fields` element `{id, key, value}` of the API). */
export interface FieldValue {
  readonly filterId: string;
  readonly key: string;
  readonly value: string;
}

type Shape = 'id' | 'key';

interface Entry {
  readonly index: number;
  readonly shape: Shape;
  readonly ref: string;
  readonly value: string;
}

const FIELD = 'fields';

function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

function readEntry(raw: unknown, index: number, violations: Violations): Entry | undefined {
  const hasId = isPlainObject(raw) && raw.id !== undefined;
  const hasKey = isPlainObject(raw) && raw.key !== undefined;
  if (!isPlainObject(raw) || hasId === hasKey || typeof (hasId ? raw.id : raw.key) !== 'string') {
    violations.add(
      FIELD,
      'FIELDS.ENTRY_SHAPE',
      `entry ${index} must be {"id", "value"} or {"key", "value"} with string members`,
    );
    return undefined;
  }
  const value = raw.value;
  if (typeof value !== 'string') {
    violations.add(FIELD, 'FIELDS.VALUE', `entry ${index} must have a string value`);
    return undefined;
  }
  if (characterCount(value) > MAX_LONG_TEXT || value.includes('\u0000')) {
    violations.add(
      FIELD,
      'FIELDS.VALUE',
      `entry ${index} value must be at most ${MAX_LONG_TEXT} characters, without NUL bytes`,
    );
    return undefined;
  }
  // A blank value counts as empty (it takes the default), so what white space it holds is never stored.
  const invisible = isBlank(value) ? null : invisibleCharacterIn(value, 'multi-line');
  if (invisible !== null) {
    violations.add(
      FIELD,
      'FIELDS.VALUE',
      `entry ${index} value must not contain invisible, format or control characters (${invisible})`,
    );
    return undefined;
  }
  const shape: Shape = hasId ? 'id' : 'key';
  const ref = raw[shape] as string;
  return { index, shape, ref: shape === 'id' ? ref.toLowerCase() : ref, value };
}

/**
 * Resolves the `fields` of an employee create or update against the company's active filters.
 *
 * Rules (docs/contract.md#field-values, #employee-fields): an array of at most 100 entries, each
 * `{id, value}` or `{key, value}` with string members; one shape per request (no mixing); each filter must be
 * among `activeFilters` (unknown id or key → violation) and appear once; every required filter must be
 * present; a deactivated filter counts as unknown; values are at most 1000 characters (code points); an empty
 * value (`""` or only white space, see `Filter.valueFor`) takes the filter's `default_value`; an entry whose
 * value and default are both empty is dropped, or is a violation when the filter is required.
 *
 * @returns the values to store, in request order, or `undefined` when any rule failed; every failure is
 *   recorded on `fields` in `violations` (codes `FIELDS.*`).
 */
export function resolveFieldEntries(
  raw: unknown,
  activeFilters: readonly Filter[],
  violations: Violations,
): FieldValue[] | undefined {
  if (!Array.isArray(raw)) {
    violations.add(FIELD, 'FIELDS.NOT_AN_ARRAY', 'must be an array of {"id", "value"} or {"key", "value"} entries');
    return undefined;
  }
  if (raw.length > MAX_FIELD_ENTRIES) {
    violations.add(FIELD, 'FIELDS.TOO_MANY', `must have at most ${MAX_FIELD_ENTRIES} entries`);
    return undefined;
  }
  const entries = raw.map((item, index) => readEntry(item, index, violations));
  const shapes = new Set(entries.flatMap((e) => (e ? [e.shape] : [])));
  if (shapes.size > 1) {
    violations.add(FIELD, 'FIELDS.MIXED_SHAPES', 'must use one shape for every entry: all by id or all by key');
    return undefined;
  }
  const active = activeFilters.filter((f) => f.active);
  const byRef = new Map(active.map((f) => [f.id, f] as const));
  const byKey = new Map(active.map((f) => [f.key, f] as const));
  const seen = new Set<string>();
  const values: FieldValue[] = [];
  for (const entry of entries) {
    if (!entry) continue;
    const filter = (entry.shape === 'id' ? byRef : byKey).get(entry.ref);
    if (!filter) {
      violations.add(FIELD, 'FIELDS.UNKNOWN_FILTER', `entry ${entry.index} names an unknown filter ${entry.shape}`);
      continue;
    }
    if (seen.has(filter.id)) {
      violations.add(FIELD, 'FIELDS.REPEATED_FILTER', `entry ${entry.index} repeats filter "${filter.key}"`);
      continue;
    }
    seen.add(filter.id);
    const value = filter.valueFor(entry.value);
    if (value !== null) values.push({ filterId: filter.id, key: filter.key, value });
    else if (filter.isRequired) {
      violations.add(FIELD, 'FIELDS.REQUIRED_EMPTY', `filter "${filter.key}" is required and has no default value`);
    }
  }
  const missing = active.filter((f) => f.isRequired && !seen.has(f.id)).map((f) => f.key);
  if (missing.length > 0) {
    violations.add(FIELD, 'FIELDS.REQUIRED_MISSING', `must include the required filters: ${missing.join(', ')}`);
  }
  return violations.has(FIELD) ? undefined : values;
}
