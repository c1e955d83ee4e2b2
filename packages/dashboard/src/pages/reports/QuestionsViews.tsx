import { useMemo } from 'react';
import { GroupsTable, likertColumns } from './GroupsTable';
import { LikertBars } from './LikertBars';
import { LikertTable } from './LikertTable';
import type { ReportFormat } from './report-format';
import type { DimensionQuestionsFigures, RankingQuestionsFigures, ReportData } from './report-types';
import { TableScroll } from '../../components/TableScroll';

/** A question's wording in the dashboard's language, by its id (the campaign's questions); the id when unknown. */
export type QuestionText = (questionId: string) => string;

/**
 * `family-dimension` and `psychological-dimension` (docs/reports.md reports 9 and 10): the dimension question by
 * question as stacked favourable/neutral/unfavourable bars and a table, the dimension's totals first; with
 * `group_by`, the dimension's totals per group.
 */
export function DimensionQuestionsView(props: {
  name: 'family-dimension' | 'psychological-dimension';
  data: ReportData<DimensionQuestionsFigures>;
  format: ReportFormat;
  questionText: QuestionText;
}) {
  const { name, data, format, questionText } = props;
  const title = format.t(`report.${name}`);
  const items = useMemo(
    () => [
      { label: format.t('overall'), figures: data },
      ...data.questions.map((q) => ({ label: questionText(q.question_id), figures: q })),
    ],
    [data, format, questionText],
  );
  return (
    <section className="card" aria-labelledby="questions-title">
      <h2 id="questions-title">{title}</h2>
      <LikertBars items={items} format={format} of={format.t('question')} />
      <LikertTable caption={title} heading={format.t('question')} items={items} format={format} />
      {data.groups && (
        <GroupsTable
          caption={`${title} · ${format.t('group')}`}
          data={data}
          format={format}
          columns={likertColumns(format)}
        />
      )}
    </section>
  );
}

/**
 * `ranking-questions` (docs/reports.md report 12): every likert question of the selection ranked by favourability,
 * best first, as a table; with `group_by`, the respondents per group (each group's own ranking is in the CSV).
 */
export function RankingQuestionsView(props: {
  data: ReportData<RankingQuestionsFigures>;
  format: ReportFormat;
  questionText: QuestionText;
}) {
  const { data, format, questionText } = props;
  const title = format.t('report.ranking-questions');
  return (
    <section className="card" aria-labelledby="ranking-title">
      <h2 id="ranking-title">{title}</h2>
      <TableScroll labelledBy="ranking-title">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{format.t('rank')}</th>
              <th scope="col">{format.t('question')}</th>
              <th scope="col">{format.t('dimension')}</th>
              <th scope="col">{format.t('favourable')}</th>
              <th scope="col">{format.t('neutral')}</th>
              <th scope="col">{format.t('unfavourable')}</th>
              <th scope="col">{format.t('mean')}</th>
            </tr>
          </thead>
          <tbody>
            {data.questions.map((q) => (
              <tr key={q.question_id}>
                <td>{format.num(q.rank ?? null)}</td>
                <th scope="row">{questionText(q.question_id)}</th>
                <td>{format.t(`dimension.${q.dimension}`)}</td>
                <td>{format.num(q.favourable_pct)}</td>
                <td>{format.num(q.neutral_pct)}</td>
                <td>{format.num(q.unfavourable_pct)}</td>
                <td>{format.num(q.mean)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {data.groups && (
        <GroupsTable caption={`${title} · ${format.t('group')}`} data={data} format={format} columns={[]} />
      )}
    </section>
  );
}
