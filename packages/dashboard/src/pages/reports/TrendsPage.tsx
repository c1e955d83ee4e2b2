import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFilterChoices } from '../../api/choices';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { GroupByField } from './ReportControls';
import { useReportFormat } from './report-format';
import type { ReportMeta } from './report-types';
import { TrendChart } from './TrendChart';
import { MAX_TREND_CAMPAIGNS, useTrendCampaigns, useTrendReadings } from './trend-queries';
import { trendFigures, type CampaignReading, type TrendCampaign } from './trend-series';
import { TRENDS_NS } from './trends.messages';
import './echarts-setup';

/** The charts, once one answer gives the format its `meta` (the grouping and the minimum group size). */
function TrendCharts(props: { meta: ReportMeta; readings: readonly CampaignReading[]; campaigns: TrendCampaign[] }) {
  const format = useReportFormat(props.meta);
  const figures = useMemo(() => trendFigures(props.readings), [props.readings]);
  return (
    <div className="report-grid">
      {figures.map((figure) => (
        <TrendChart key={figure.key} figure={figure} campaigns={props.campaigns} format={format} />
      ))}
    </div>
  );
}

/** Says when there is no closed campaign yet (`shown` 0), or when only the newest of `total` are shown. */
function TrendsNotes(props: { shown: number | null; total: number }) {
  const { t } = useTranslation(TRENDS_NS);
  if (props.shown === 0) return <p>{t('noCampaigns')}</p>;
  if (props.total <= MAX_TREND_CAMPAIGNS) return null;
  return <p className="muted">{t('newest', { count: MAX_TREND_CAMPAIGNS, total: props.total })}</p>;
}

/**
 * The trends view of the reports (docs/dashboard.md#trends), at `/admin/reports/trends`: the company's closed
 * campaigns (and the open ones, when asked), oldest first, each read through the reports API with the user's own
 * credentials and campaign access (`magic` and `dimensions`, grouped by the chosen `group_by`), and a line chart per
 * headline figure and per dimension. Every point is a figure the API released for that campaign; a campaign or group
 * it suppressed is a gap, named under the chart. The choices live in the page's URL (`?group_by=…&open=1`).
 */
export function TrendsPage() {
  const { t } = useTranslation(TRENDS_NS);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  const groupBy = search.get('group_by') ?? '';
  const includeOpen = search.get('open') === '1';
  const filters = useFilterChoices(can('filters:read'));
  const campaigns = useTrendCampaigns(includeOpen);
  const { readings, loading, error } = useTrendReadings(campaigns.chosen, groupBy);
  const meta = readings.find((reading) => reading.magic)?.magic?.meta;
  const change = (next: { groupBy: string; includeOpen: boolean }) => {
    const query = new URLSearchParams();
    if (next.groupBy) query.set('group_by', next.groupBy);
    if (next.includeOpen) query.set('open', '1');
    setSearch(query);
  };

  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <form className="card report-controls" aria-label={t('parameters')} onSubmit={(e) => e.preventDefault()}>
        <GroupByField
          grouping="optional"
          filters={(filters.data ?? []).map((filter) => ({ value: filter.key, label: filter.name }))}
          value={groupBy}
          onChange={(next) => change({ groupBy: next, includeOpen })}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={includeOpen}
            onChange={(e) => change({ groupBy, includeOpen: e.target.checked })}
          />
          {t('includeOpen')}
        </label>
      </form>
      <ErrorMessage error={campaigns.query.error ?? filters.error ?? error} />
      <p role="status" className="muted" data-testid="trends-status">
        {campaigns.query.isPending || loading ? common('loading') : ''}
      </p>
      <TrendsNotes shown={campaigns.query.isSuccess ? campaigns.chosen.length : null} total={campaigns.total} />
      {!loading && campaigns.chosen.length > 0 && !meta && <p>{t('unreadable')}</p>}
      {meta && <TrendCharts meta={meta} readings={readings} campaigns={campaigns.chosen} />}
    </>
  );
}
