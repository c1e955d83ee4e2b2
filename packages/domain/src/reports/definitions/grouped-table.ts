import type { ReportTable } from '../report-definition';

/** One cell of a report's CSV table. */
export type Cell = string | number | null;

/** Composed report data or one figures set in it: plain JSON. */
type Json = Readonly<Record<string, unknown>>;

/** The lines one figures set (the selection's, or one group's) gives in a table, without the scope cells. */
export type LinesOf = (figures: Json) => Cell[][];

/** A number or a string as it is; anything else (absent, `null`, a list, an object) as an empty cell. */
export function cell(value: unknown): Cell {
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** The objects of a JSON list (`[]` when `value` is not a list). */
export function listOf(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
}

/** One line: `columns` read from the figures. */
export function lineOf(columns: readonly string[]): LinesOf {
  return (figures) => [columns.map((column) => cell(figures[column]))];
}

/** One line per item of the list `figures[key]`, `columns` read from the item. */
export function itemLinesOf(key: string, columns: readonly string[]): LinesOf {
  return (figures) => listOf(figures[key]).map((item) => columns.map((column) => cell(item[column])));
}

/**
 * The CSV table of composed report data (`{…figures of the selection, groups?: [{group, …figures} | {group,
 * suppressed: true}]}`, docs/decisions/0003-reports.md#where-and-how): header `scope`, `group`, then `columns`;
 * first the selection's lines (`scope` = `overall`, `group` empty), then each group's in the order of
 * `data.groups` (`scope` = `group`, `group` its label; the group without a value has an empty label). A
 * suppressed set (a group, or the whole selection with `data.suppressed`) is one line of empty cells after
 * its scope and group. `compare` and `difference` are not part of the table.
 */
export function groupedTable(data: Json, columns: readonly string[], linesOf: LinesOf = lineOf(columns)): ReportTable {
  const blank: Cell[] = columns.map(() => null);
  const linesOrBlank = (figures: Json): Cell[][] => (figures.suppressed === true ? [blank] : linesOf(figures));
  return {
    header: ['scope', 'group', ...columns],
    rows: [
      ...linesOrBlank(data).map((line) => ['overall', null, ...line]),
      ...listOf(data.groups).flatMap((group) =>
        linesOrBlank(group).map((line) => ['group', cell(group.group), ...line]),
      ),
    ],
  };
}

/**
 * `table` with two columns last (docs/reports.md#csv):
 * - `left_out`: `leftOut` (the respondents the release left out of every figure, `null` when not given) on each
 *   `overall` line, empty on the group lines;
 * - `group_reason`: on the line(s) of the group without a value (`group` empty), why it has none: `hidden` (values
 *   the release hid to protect anonymity) or `no_value`, the `reason` of that group in `data.groups`; empty on every
 *   other line (docs/reports.md#anonymity).
 */
export function withAnonymityColumns(
  table: ReportTable,
  data: Readonly<Record<string, unknown>>,
  leftOut: number | null,
): ReportTable {
  const nullGroup = listOf(data.groups).find((group) => group.group === null);
  const nullGroupReason = cell(nullGroup?.reason);
  return {
    header: [...table.header, 'left_out', 'group_reason'],
    rows: table.rows.map((row) =>
      row[0] === 'overall' ? [...row, leftOut, null] : [...row, null, row[1] === null ? nullGroupReason : null],
    ),
  };
}
