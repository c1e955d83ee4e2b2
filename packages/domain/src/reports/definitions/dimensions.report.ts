import type { ReportDefinition } from '../report-definition';
import { dimensionFigures, dimensionsOf } from './figures';
import { groupedTable, itemLinesOf } from './grouped-table';

const COLUMNS = ['dimension', 'favourable_pct', 'neutral_pct', 'unfavourable_pct', 'mean', 'answers'];

/**
 * Report 6, `dimensions` (docs/decisions/0003-reports.md#definitions): per set of respondents `{respondents,
 * dimensions: [{dimension, favourable_pct, neutral_pct, unfavourable_pct, mean, answers}]}`, one entry per dimension
 * the questionnaire has (catalogue order), the likert figures of its questions' answers pooled (see
 * `likertFigures`; `null`s when nobody answered). Any `group_by`. Table: one line per set and dimension.
 */
export const dimensionsReport: ReportDefinition = {
  name: 'dimensions',
  grouping: 'optional',
  figures(tally, { questions }) {
    return {
      respondents: tally.respondents,
      dimensions: dimensionsOf(questions).map((dimension) => ({
        dimension,
        ...dimensionFigures(tally, questions, dimension),
      })),
    };
  },
  table: (data) => groupedTable(data, COLUMNS, itemLinesOf('dimensions', COLUMNS)),
};
