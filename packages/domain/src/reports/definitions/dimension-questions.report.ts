import type { StoredQuestion } from '../../surveys';
import type { Dimension } from '../../surveys';
import type { ReportDefinition } from '../report-definition';
import { dimensionFigures, likertFigures, likertIndexes } from './figures';
import { groupedTable, itemLinesOf, lineOf, type LinesOf } from './grouped-table';

const COLUMNS = ['question_id', 'favourable_pct', 'neutral_pct', 'unfavourable_pct', 'mean', 'answers'];

/**
 * A report of one dimension question by question (docs/decisions/0003-reports.md#definitions, reports 9 and 10): per
 * set of respondents `{respondents, favourable_pct, neutral_pct, unfavourable_pct, mean, answers, questions:
 * [{question_id, dimension, favourable_pct, neutral_pct, unfavourable_pct, mean, answers}]}`: the dimension's
 * totals (its answers pooled) at the top, then each of its likert questions in questionnaire order (a reversed
 * question scored reversed: see `likertFigures`). Any `group_by`. Table: per set, first the dimension's line
 * (empty `question_id`), then one line per question.
 */
export function dimensionQuestionsReport(name: string, dimension: Dimension): ReportDefinition {
  const lines: LinesOf = (figures) => [...lineOf(COLUMNS)(figures), ...itemLinesOf('questions', COLUMNS)(figures)];
  return {
    name,
    grouping: 'optional',
    figures(tally, { questions }) {
      return {
        respondents: tally.respondents,
        ...dimensionFigures(tally, questions, dimension),
        questions: likertIndexes(questions, (q) => q.dimension === dimension).map((q) => ({
          question_id: (questions[q] as StoredQuestion).id,
          dimension,
          ...likertFigures(tally, questions, [q]),
        })),
      };
    },
    table: (data) => groupedTable(data, COLUMNS, lines),
  };
}
