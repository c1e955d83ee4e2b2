import type { ReactNode } from 'react';
import { ComparisonTable } from './ComparisonTable';
import { DimensionComparison, hasDimensions } from './DimensionComparison';
import { AttritionView, ClustersView } from './SharesView';
import { DimensionsView } from './DimensionsView';
import { EngagementDimensionsView } from './EngagementDimensionsView';
import { JourneyView, LeadershipView, RankingFiltersView } from './GroupFiguresViews';
import { MagicView } from './MagicView';
import { NpsView } from './NpsView';
import { ParticipationView } from './ParticipationView';
import { PsychosocialView } from './PsychosocialView';
import { DimensionQuestionsView, RankingQuestionsView, type QuestionText } from './QuestionsViews';
import type { ReportName } from './report-catalogue';
import { useReportFormat, type ReportFormat } from './report-format';
import type { ReportAnswer, ReportData } from './report-types';

/** What every report's view is given: the answer's figures (in that report's shape), its formats, the questions. */
interface ViewInput {
  readonly data: ReportData<never>;
  readonly format: ReportFormat;
  readonly questionText: QuestionText;
}

/** The view of each of the fifteen reports (docs/reports.md). */
const VIEWS: Record<ReportName, (input: ViewInput) => ReactNode> = {
  magic: ({ data, format }) => <MagicView data={data} format={format} />,
  'engagement-clusters': ({ data, format }) => <ClustersView data={data} format={format} />,
  'attrition-clusters': ({ data, format }) => <AttritionView data={data} format={format} />,
  'leadership-maturity': ({ data, format }) => <LeadershipView data={data} format={format} />,
  lnps: ({ data, format }) => <NpsView name="lnps" data={data} format={format} />,
  enps: ({ data, format }) => <NpsView name="enps" data={data} format={format} />,
  dimensions: ({ data, format }) => <DimensionsView data={data} format={format} />,
  'engagement-dimensions': ({ data, format }) => <EngagementDimensionsView data={data} format={format} />,
  'employee-journey': ({ data, format }) => <JourneyView data={data} format={format} />,
  'family-dimension': ({ data, format, questionText }) => (
    <DimensionQuestionsView name="family-dimension" data={data} format={format} questionText={questionText} />
  ),
  'psychological-dimension': ({ data, format, questionText }) => (
    <DimensionQuestionsView name="psychological-dimension" data={data} format={format} questionText={questionText} />
  ),
  'psychosocial-dimension': ({ data, format }) => <PsychosocialView data={data} format={format} />,
  'ranking-questions': ({ data, format, questionText }) => (
    <RankingQuestionsView data={data} format={format} questionText={questionText} />
  ),
  'ranking-filters': ({ data, format }) => <RankingFiltersView data={data} format={format} />,
  participation: ({ data, format }) => <ParticipationView data={data} format={format} />,
};

/**
 * One report answer drawn by the view of its report (the fifteen of docs/reports.md), above a status line with
 * the respondents, the minimum group size and when it was computed, and
 * the comparison with `compare_campaign_id` when one is chosen (dimension by dimension for a report that gives every
 * dimension's favourability). A selection under the minimum group size
 * shows only that it has fewer than N respondents. Either way, when the release left respondents out of every
 * figure (`meta.left_out`), a sentence says how many and why, and a campaign whose links the company handed
 * out (`meta.distribution` `links`) says what that means for anonymity (docs/reports.md#anonymity). The view's
 * sections are in `report-sections`, where print starts each on a sheet of its own (docs/dashboard.md#printing).
 */
export function ReportView(props: { name: ReportName; answer: ReportAnswer; questionText: QuestionText }) {
  const { name, answer, questionText } = props;
  const format = useReportFormat(answer.meta);
  const { meta } = answer;
  const leftOut = meta.left_out ? (
    <p className="muted">{format.t('leftOut', { n: format.num(meta.left_out) })}</p>
  ) : null;
  if (answer.data.suppressed)
    return (
      <>
        <p role="status" className="alert alert--warning">
          {format.t('suppressedSelection', { count: meta.min_group_size })}
        </p>
        {leftOut}
      </>
    );
  // the view is chosen by the report's name, so the answer has that report's shape
  const data = answer.data as ReportData<never>;
  return (
    <>
      <p className="muted">
        {format.t('status', {
          respondents: format.num(meta.respondents),
          invited: format.num(meta.invited),
          min: meta.min_group_size,
          at: format.dateTime(meta.generated_at),
        })}
      </p>
      {leftOut}
      {meta.distribution === 'links' && <p className="muted">{format.t('linksDistribution')}</p>}
      <div className="report-sections">
        {VIEWS[name]({ data, format, questionText })}
        {hasDimensions(answer.data) ? (
          <DimensionComparison data={answer.data} format={format} />
        ) : (
          <ComparisonTable data={answer.data} format={format} />
        )}
      </div>
    </>
  );
}
