import { PSYCHOSOCIAL_FACTORS } from '../../surveys';
import type { ReportDefinition } from '../report-definition';
import { likertFigures, likertIndexes } from './figures';
import { groupedTable, itemLinesOf } from './grouped-table';

/** NR-1 risk levels of report 11. */
export type RiskLevel = 'low' | 'moderate' | 'high';

/**
 * The risk level of a psychosocial factor from its unfavourable % (as shown, one decimal place): `low` (< 20),
 * `moderate` (20–39.9), `high` (≥ 40); `null` without answers.
 */
export function riskOf(unfavourablePct: number | null): RiskLevel | null {
  if (unfavourablePct === null) return null;
  return unfavourablePct >= 40 ? 'high' : unfavourablePct >= 20 ? 'moderate' : 'low';
}

const COLUMNS = ['factor', 'unfavourable_pct', 'risk'];

/**
 * Report 11, `psychosocial-dimension` (docs/decisions/0003-reports.md#definitions), the NR-1 risk inventory: per set of
 * respondents `{respondents, factors: [{factor, unfavourable_pct, risk}]}`, one entry per factor that has a
 * `psychosocial` question in the questionnaire (catalogue order), its questions' answers pooled (a reversed
 * question's 4–5 are unfavourable), `risk` by {@link riskOf}. Any `group_by`. Table: one line per set and factor.
 */
export const psychosocialDimensionReport: ReportDefinition = {
  name: 'psychosocial-dimension',
  grouping: 'optional',
  figures(tally, { questions }) {
    const factors = PSYCHOSOCIAL_FACTORS.flatMap((factor) => {
      const indexes = likertIndexes(questions, (q) => q.dimension === 'psychosocial' && q.factor === factor);
      if (indexes.length === 0) return [];
      const { unfavourable_pct } = likertFigures(tally, questions, indexes);
      return [{ factor, unfavourable_pct, risk: riskOf(unfavourable_pct) }];
    });
    return { respondents: tally.respondents, factors };
  },
  table: (data) => groupedTable(data, COLUMNS, itemLinesOf('factors', COLUMNS)),
};
