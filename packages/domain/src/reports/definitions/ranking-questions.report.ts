import type { StoredQuestion } from '../../surveys';
import type { ReportDefinition } from '../report-definition';
import { likertFigures, likertIndexes } from './figures';
import { groupedTable, itemLinesOf } from './grouped-table';

const COLUMNS = [
  'rank',
  'question_id',
  'dimension',
  'favourable_pct',
  'neutral_pct',
  'unfavourable_pct',
  'mean',
  'answers',
];

/**
 * Report 12, `ranking-questions` (docs/decisions/0003-reports.md#definitions): per set of respondents `{respondents,
 * questions: [{rank, question_id, dimension, favourable_pct, neutral_pct, unfavourable_pct, mean, answers}]}`, every
 * likert question ranked by favourability (as shown, one decimal place), best first. Ties: equal favourabilities share
 * a rank (1, 2, 2, 4) and keep questionnaire order among themselves; questions nobody answered come last with
 * `rank` `null`. Any `group_by`. Table: one line per set and question, in rank order.
 */
export const rankingQuestionsReport: ReportDefinition = {
  name: 'ranking-questions',
  grouping: 'optional',
  figures(tally, { questions }) {
    const ranked = likertIndexes(questions)
      .map((q) => {
        const question = questions[q] as StoredQuestion;
        return { question_id: question.id, dimension: question.dimension, ...likertFigures(tally, questions, [q]) };
      })
      .sort((a, b) => (b.favourable_pct ?? -Infinity) - (a.favourable_pct ?? -Infinity));
    const rankOf = (favourable: number | null): number | null =>
      favourable === null
        ? null
        : 1 + ranked.filter((other) => (other.favourable_pct ?? -Infinity) > favourable).length;
    return {
      respondents: tally.respondents,
      questions: ranked.map((question) => ({ rank: rankOf(question.favourable_pct), ...question })),
    };
  },
  table: (data) => groupedTable(data, COLUMNS, itemLinesOf('questions', COLUMNS)),
};
