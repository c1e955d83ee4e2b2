/** Properties no audit event names: identity, ownership, timestamps and the version (they change with everything). */
const NEVER_NAMED = new Set(['id', 'companyId', 'createdAt', 'updatedAt', 'version']);

/** A value in a form that compares by content: value objects by `value`, dates by time, lists and records deeply. */
function comparable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (value instanceof Set) return [...value].map(comparable).sort();
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object') {
    if ('value' in value && Object.keys(value).length <= 1) return comparable(value.value);
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, comparable(v)]),
    );
  }
  return value;
}

/** `fieldValues` → `field_values`. */
function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The API names of the properties whose content differs between `before` and `after` (props of one aggregate), for
 * an audit event's `changed` (never the values: decisions change-history.md#audit-trail). With `before` `null` (a
 * creation), the properties `after` sets (not `null`, not empty). Names are snake_case unless `names` renames them
 * (`fieldValues` → `fields`); `id`, `companyId`, timestamps and `version`, and any of `ignore`, are never named.
 * @returns the names in the order of `after`'s properties.
 */
export function changedFields<T extends object>(
  before: T | null,
  after: T,
  names: Readonly<Record<string, string>> = {},
  ignore: readonly string[] = [],
): string[] {
  const skipped = new Set([...NEVER_NAMED, ...ignore]);
  return Object.keys(after)
    .filter((key) => !skipped.has(key))
    .filter((key) => {
      const now = comparable((after as Record<string, unknown>)[key]);
      if (before === null) return now !== null && !(Array.isArray(now) && now.length === 0) && now !== false;
      return JSON.stringify(comparable((before as Record<string, unknown>)[key])) !== JSON.stringify(now);
    })
    .map((key) => names[key] ?? snakeCase(key));
}
