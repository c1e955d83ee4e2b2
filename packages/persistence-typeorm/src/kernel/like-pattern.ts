/**
 * A `LIKE`/`ILIKE` pattern (default escape character `\`) that matches `text` anywhere in a value, with `%`,
 * `_` and `\` in `text` matching themselves. Source: docs/contract.md#search.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
