import { ComparisonTable } from './ComparisonTable';
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
import { useReportFormat } from './report-format';
import type { ReportAnswer, ReportData } from './report-types';

/**
 * One report answer drawn by the view of its report (the fifteen of docs/reports.md), above a status line with
 * the respondents, the minimum group size and when it was computed, and
 * the comparison with `compare_campaign_id` when one is chosen. A selection under the minimum group size
 * shows only that it has fewer than N respondents. Either way, when the release left respondents out of every
 * figure (`meta.left_out`), a sentence says how many and why (docs/reports.md#anonymity).
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
      {(() => {
        switch (name) {
          case 'magic':
            return <MagicView data={data} format={format} />;
          case 'engagement-clusters':
            return <ClustersView data={data} format={format} />;
          case 'attrition-clusters':
            return <AttritionView data={data} format={format} />;
          case 'leadership-maturity':
            return <LeadershipView data={data} format={format} />;
          case 'lnps':
          case 'enps':
            return <NpsView name={name} data={data} format={format} />;
          case 'dimensions':
            return <DimensionsView data={data} format={format} />;
          case 'engagement-dimensions':
            return <EngagementDimensionsView data={data} format={format} />;
          case 'employee-journey':
            return <JourneyView data={data} format={format} />;
          case 'family-dimension':
          case 'psychological-dimension':
            return <DimensionQuestionsView name={name} data={data} format={format} questionText={questionText} />;
          case 'psychosocial-dimension':
            return <PsychosocialView data={data} format={format} />;
          case 'ranking-questions':
            return <RankingQuestionsView data={data} format={format} questionText={questionText} />;
          case 'ranking-filters':
            return <RankingFiltersView data={data} format={format} />;
          case 'participation':
            return <ParticipationView data={data} format={format} />;
        }
      })()}
      <ComparisonTable data={answer.data} format={format} />
    </>
  );
}
