import { LANGUAGES } from '../kernel/language';
import { AGE_BANDS, TENURE_BANDS } from '../surveys';
import type { ReleasedTable } from './released-table';
import type { Grouping } from './report-query';
import { NO_VALUE } from './respondent-table';
import type { RowGroups } from './tally';

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
 * one of its values (a hidden value matches no segment). Source: docs/decisions/0003-reports.md#where-and-how.
 */
export function selectedRows(released: ReleasedTable, segment: Segment): Int32Array {
  const { table } = released;
  const keep = new Uint8Array(table.size);
  for (let r = 0; r < table.size; r++) keep[r] = released.excluded[r] === 1 ? 0 : 1;
  for (const [key, values] of segment) {
    const codes = released.fields.get(key);
    const accepted = new Uint8Array((table.fields.get(key)?.values.length ?? 0) + 1);
    table.fields.get(key)?.values.forEach((value, code) => {
      if (values.has(value)) accepted[code + 1] = 1;
    });
    for (let r = 0; r < table.size; r++) if (!codes || accepted[(codes[r] as number) + 1] === 0) keep[r] = 0;
  }
  let count = 0;
  for (let r = 0; r < table.size; r++) count += keep[r] as number;
  const rows = new Int32Array(count);
  for (let r = 0, i = 0; r < table.size; r++) if (keep[r] === 1) rows[i++] = r;
  return rows;
}

/** The label of a group: a filter value, a band, a language code; `null` for no (disclosed) value. */
export type GroupLabel = string | null;

/**
 * Why the respondents of group `null` have no disclosed value: `hidden`, at least one of them has a value the
 * release hid to protect anonymity (the others, if any, have none); `no_value`, none of them has a value for the
 * attribute (no `hiring_date` for the tenure band, no value for the filter). Source: docs/reports.md#anonymity.
 */
export type NullGroupReason = 'hidden' | 'no_value';

/**
 * The groups of a grouping over a released table: `codes[row]` the index of the row's group in `labels`
 * (`labels[0]` is `null`, the group of rows without a disclosed value), `order`, which puts labels in the
 * groups' order (the bands' and languages' own order, filter values alphabetically, `null` last),
 * `hiddenLabels`, the values some of `rows` (`null`: every row, excluded ones too) hold but whose release hid
 * them (they fall in group `null`, or out of every figure), and `nullReason`, the {@link NullGroupReason} of
 * the rows of group `null` among `rows`.
 */
export interface RowGrouping extends RowGroups {
  readonly labels: readonly GroupLabel[];
  order(labels: readonly GroupLabel[]): GroupLabel[];
  hiddenLabels(rows: Int32Array | null): Set<string>;
  nullReason(rows: Int32Array): NullGroupReason;
}

/** The {@link RowGrouping} of `released` under `grouping`. Source: docs/decisions/0003-reports.md#where-and-how. */
export function groupingOf(released: ReleasedTable, grouping: Grouping): RowGrouping {
  const ordered = (known: readonly string[]) => (labels: readonly GroupLabel[]) => [
    ...known.filter((label) => labels.includes(label)),
    ...(labels.includes(null) ? [null] : []),
  ];
  const byCode = (
    column: Int32Array | undefined,
    raw: Int32Array | undefined,
    values: readonly string[],
    order: RowGrouping['order'],
  ): RowGrouping => {
    // code NO_VALUE (−1) → group 0 (null); code c → group c + 1
    const codes = new Int32Array(released.table.size);
    if (column) for (let r = 0; r < codes.length; r++) codes[r] = (column[r] as number) + 1;
    const hasHiddenValue = (r: number): boolean => codes[r] === 0 && (raw?.[r] ?? NO_VALUE) !== NO_VALUE;
    const hiddenLabels = (rows: Int32Array | null): Set<string> => {
      const hidden = new Set<string>();
      const visit = (r: number): void => {
        if (hasHiddenValue(r)) hidden.add(values[raw?.[r] as number] as string);
      };
      if (rows) rows.forEach(visit);
      else for (let r = 0; r < codes.length; r++) visit(r);
      return hidden;
    };
    const nullReason = (rows: Int32Array): NullGroupReason => (rows.some(hasHiddenValue) ? 'hidden' : 'no_value');
    return { codes, count: values.length + 1, labels: [null, ...values], order, hiddenLabels, nullReason };
  };
  const { table } = released;
  switch (grouping.kind) {
    case 'tenure':
      return byCode(released.tenure, table.tenure, TENURE_BANDS, ordered(TENURE_BANDS));
    case 'age':
      return byCode(released.age, table.age, AGE_BANDS, ordered(AGE_BANDS));
    case 'language':
      return byCode(released.language, table.language, LANGUAGES, ordered(LANGUAGES));
    case 'filter': {
      const column = table.fields.get(grouping.key);
      const values = column?.values ?? [];
      return byCode(released.fields.get(grouping.key), column?.codes, values, (labels) =>
        ordered(
          [...new Set(labels.filter((l): l is string => l !== null))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
        )(labels),
      );
    }
  }
}
