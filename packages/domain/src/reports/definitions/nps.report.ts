import type { ReportDefinition } from '../report-definition';
import { histogramOfKind, npsFigures } from './figures';
import { cell, groupedTable, listOf } from './grouped-table';

const COLUMNS = ['respondents', 'score', 'promoters_pct', 'passives_pct', 'detractors_pct'];
const VALUES = Array.from({ length: 11 }, (_, value) => value);

/**
 * An NPS report over the questionnaire's first question of `kind` (docs/decisions/0003-reports.md#definitions, reports
 * 5 and 15): per set of respondents `{respondents, score, promoters_pct, passives_pct, detractors_pct, distribution:
 * [{value: 0..10, count}]}` (see `npsFigures`); any `group_by`. Table: one line per set with
 * `respondents, score, promoters_pct, passives_pct, detractors_pct, answers_0 … answers_10` (the distribution's
 * counts).
 */
export function npsReport(name: string, kind: 'enps' | 'lnps'): ReportDefinition {
  return {
    name,
    grouping: 'optional',
    figures: (tally, { questions }) => ({
      respondents: tally.respondents,
      ...npsFigures(histogramOfKind(tally, questions, kind)),
    }),
    table: (data) =>
      groupedTable(data, [...COLUMNS, ...VALUES.map((value) => `answers_${value}`)], (figures) => {
        const counts = new Map(listOf(figures.distribution).map((point) => [point.value, cell(point.count)]));
        return [
          [...COLUMNS.map((column) => cell(figures[column])), ...VALUES.map((value) => counts.get(value) ?? null)],
        ];
      }),
  };
}
