import type { StoredQuestion } from '../surveys';
import type { Grouping } from './report-query';
import type { Tally } from './tally';

/** A report's figures: plain JSON (numbers with one decimal place, strings, lists, nested objects, `null`). */
export type Figures = Readonly<Record<string, unknown>>;

/** What a report's figures are computed from besides the tally (docs/reports.md#how-a-report-is-computed). */
export interface FigureContext {
  /** The campaign's questions, in table order (`Tally.answers[q]` is `questions[q]`'s). */
  readonly questions: readonly StoredQuestion[];
  /** Invited employees of the set the tally covers (the selection, or one group of it). */
  readonly invited: number;
  /** The campaign's opening day as an epoch day (`RespondentTable.submittedOn`'s unit), `null` while a draft. */
  readonly openedOn: number | null;
  /**
   * Respondents of the set the release left out of every figure: `ReleasedTable.leftOut` for a whole campaign (no
   * segment, not a group), absent (0) otherwise. Only counts use it (docs/reports.md#anonymity).
   */
  readonly leftOut?: number;
}

/** The main table of a report, for `Accept: text/csv`: English header keys and one row per line. */
export interface ReportTable {
  readonly header: readonly string[];
  readonly rows: ReadonlyArray<ReadonlyArray<string | number | null>>;
}

/**
 * One of the fifteen reports (docs/decisions/0003-reports.md#definitions): how its figures come from a
 * {@link Tally}. Composing a report (the selection's figures at the top, one entry per group under `groups`,
 * suppression, `compare` and `difference`) is the same for all of them (`composeReport`).
 * - `name`: the path segment (`magic`, `enps`, …);
 * - `grouping`: `optional` (any `group_by`), `required` (`ranking-filters`) or a fixed grouping the report always
 *   uses (`employee-journey`: tenure; a `group_by` is then refused);
 * - `figures`: the figures of one set of respondents (never called with fewer than the minimum group size);
 * - `difference`: the figures to show under `difference` with `compare_campaign_id` (default: every top-level
 *   number of `current` minus the same of `earlier`, one decimal place);
 * - `sortGroups`: the order of `groups` (default: as the grouping orders them);
 * - `table`: the main table of composed `data`, for CSV.
 */
export interface ReportDefinition {
  readonly name: string;
  readonly grouping: 'optional' | 'required' | Grouping;
  figures(tally: Tally, context: FigureContext): Figures;
  difference?(current: Figures, earlier: Figures): Figures;
  sortGroups?(groups: ReadonlyArray<{ readonly group: string | null; readonly figures: Figures }>): Array<{
    readonly group: string | null;
    readonly figures: Figures;
  }>;
  table(data: Readonly<Record<string, unknown>>): ReportTable;
}
