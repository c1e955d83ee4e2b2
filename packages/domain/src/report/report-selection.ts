import { LANGUAGES } from '../employee/language';
import { AGE_BANDS, TENURE_BANDS } from '../survey/segment-bands';
import type { ReleasedTable } from './released-table';
import type { Grouping } from './report-query';
import { NO_VALUE } from './respondent-table';

/** Filter key → accepted values (keys AND, values OR), as a report's `segment[...]` and a user's access give them. */
export type Segment = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The segment both `a` and `b` ask for: the keys of either, and for a key in both the values in both (a key left
 * with no value matches nobody).
 */
export function intersectSegments(a: Segment, b: Segment): Segment {
  const merged = new Map<string, ReadonlySet<string>>(a);
  for (const [key, values] of b) {
    const earlier = merged.get(key);
    merged.set(key, earlier ? new Set([...values].filter((v) => earlier.has(v))) : values);
  }
  return merged;
}

/**
 * The rows of `released` a report covers: not excluded, and whose *released* value of every key of `segment` is
 * one of its values (a hidden value matches no segment). Source: shared/decisions/reports.md#where-and-how.
 */
export function selectedRows(released: ReleasedTable, segment: Segment): Int32Array {
  const { table } = released;
  const conditions = [...segment].map(([key, values]) => {
    const column = table.fields.get(key);
    const accepted = new Set<number>();
    column?.values.forEach((value, code) => {
      if (values.has(value)) accepted.add(code);
    });
    return { codes: released.fields.get(key), accepted };
  });
  const rows: number[] = [];
  for (let r = 0; r < table.size; r++) {
    if (released.excluded[r]) continue;
    if (conditions.every(({ codes, accepted }) => codes !== undefined && accepted.has(codes[r] as number)))
      rows.push(r);
  }
  return Int32Array.from(rows);
}

/** The label of a group: a filter value, a band, a language code; `null` for no (disclosed) value. */
export type GroupLabel = string | null;

/**
 * A function giving the group of a row of `released` under `grouping`, and the order of groups (the bands' and
 * languages' own order, filter values alphabetically, `null` last).
 */
export function groupingOf(
  released: ReleasedTable,
  grouping: Grouping,
): { groupOf: (row: number) => GroupLabel; order: (labels: GroupLabel[]) => GroupLabel[] } {
  const byCode = (codes: Int32Array | undefined, labels: readonly string[]) => (row: number) => {
    const code = codes?.[row] ?? NO_VALUE;
    return code === NO_VALUE ? null : (labels[code] ?? null);
  };
  const ordered = (known: readonly string[]) => (labels: GroupLabel[]) => [
    ...known.filter((label) => labels.includes(label)),
    ...(labels.includes(null) ? [null] : []),
  ];
  switch (grouping.kind) {
    case 'tenure':
      return { groupOf: byCode(released.tenure, TENURE_BANDS), order: ordered(TENURE_BANDS) };
    case 'age':
      return { groupOf: byCode(released.age, AGE_BANDS), order: ordered(AGE_BANDS) };
    case 'language':
      return { groupOf: byCode(released.language, LANGUAGES), order: ordered(LANGUAGES) };
    case 'filter': {
      const values = released.table.fields.get(grouping.key)?.values ?? [];
      return {
        groupOf: byCode(released.fields.get(grouping.key), values),
        order: (labels) =>
          ordered(
            [...new Set(labels.filter((l): l is string => l !== null))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
          )(labels),
      };
    }
  }
}
