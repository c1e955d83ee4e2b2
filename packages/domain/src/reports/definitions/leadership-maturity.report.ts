import type { ReportDefinition } from '../report-definition';
import { dimensionFigures } from './figures';
import { groupedTable } from './grouped-table';

/** The maturity levels of report 4, highest first: level, label and the lowest favourability that reaches it. */
const MATURITY_LEVELS = [
  { level: 4, label: 'reference', from: 80 },
  { level: 3, label: 'established', from: 65 },
  { level: 2, label: 'developing', from: 50 },
  { level: 1, label: 'initial', from: 0 },
] as const;

/**
 * The leadership maturity level of a favourability (0–100, as shown: one decimal place): 1 `initial` (< 50),
 * 2 `developing` (50–64.9), 3 `established` (65–79.9), 4 `reference` (≥ 80); `null` without a favourability.
 */
export function maturityOf(favourablePct: number | null): { level: number; label: string } | null {
  if (favourablePct === null) return null;
  const { level, label } = MATURITY_LEVELS.find(({ from }) => favourablePct >= from) ?? MATURITY_LEVELS[3];
  return { level, label };
}

const COLUMNS = [
  'respondents',
  'favourable_pct',
  'neutral_pct',
  'unfavourable_pct',
  'mean',
  'answers',
  'maturity_level',
  'maturity_label',
];

/**
 * Report 4, `leadership-maturity` (docs/decisions/0003-reports.md#definitions): per set of respondents `{respondents,
 * favourable_pct, neutral_pct, unfavourable_pct, mean, answers, maturity_level, maturity_label}`, the likert
 * figures of the `leadership` dimension and its maturity level (see {@link maturityOf}; worked out from the
 * favourability as shown, so 64.96 % → 65.0 → 3 `established`). Any `group_by`. Table: one line per set.
 */
export const leadershipMaturityReport: ReportDefinition = {
  name: 'leadership-maturity',
  grouping: 'optional',
  figures(tally, { questions }) {
    const leadership = dimensionFigures(tally, questions, 'leadership');
    const maturity = maturityOf(leadership.favourable_pct);
    return {
      respondents: tally.respondents,
      ...leadership,
      maturity_level: maturity?.level ?? null,
      maturity_label: maturity?.label ?? null,
    };
  },
  table: (data) => groupedTable(data, COLUMNS),
};
