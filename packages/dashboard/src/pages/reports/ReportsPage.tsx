import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCampaignChoices, useFilterChoices } from '../../api/choices';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { downloadCsv } from './download-csv';
import { ReportControls } from './ReportControls';
import { ReportPrintHeading } from './ReportPrintHeading';
import { reportNamed, reportPath, type ReportParameters } from './report-catalogue';
import { useQuestionText, useReport } from './report-queries';
import { ReportView } from './ReportView';
import { REPORTS_NS } from './reports.messages';
import './echarts-setup';

/** The URL's query names of the page's parameters (so a report view can be linked and reloaded). */
const QUERY = {
  campaignId: 'campaign',
  report: 'report',
  groupBy: 'group_by',
  segmentKey: 'segment_key',
  segmentValue: 'segment_value',
  compareId: 'compare',
} as const;

/**
 * The campaigns and filters the page offers (the filters when `filtersReadable`), as options, and the campaign shown
 * first: the newest with answers, else the newest.
 */
function useReportChoices(filtersReadable: boolean) {
  const campaigns = useCampaignChoices();
  const filters = useFilterChoices(filtersReadable);
  const filterOptions = (filters.data ?? []).map((filter) => ({ value: filter.key, label: filter.name }));
  const campaignOptions = (campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.name }));
  const defaultCampaign = (campaigns.data ?? []).find((campaign) => campaign.responded > 0) ?? campaigns.data?.[0];
  return { campaigns, filters, campaignOptions, filterOptions, defaultCampaignId: defaultCampaign?.id };
}

/**
 * The report's parameters the page's URL holds, with the defaults: the report `enps`, the campaign `defaultCampaignId`,
 * and for a report that requires a grouping the first filter (`firstFilterKey`), else `tenure`.
 */
function parametersOf(
  search: URLSearchParams,
  defaultCampaignId: string | undefined,
  firstFilterKey: string | undefined,
): ReportParameters {
  const report = reportNamed(search.get(QUERY.report))?.name ?? 'enps';
  const requested = search.get(QUERY.groupBy) ?? '';
  const fallbackGrouping = firstFilterKey ? `filter:${firstFilterKey}` : 'tenure';
  return {
    campaignId: search.get(QUERY.campaignId) ?? defaultCampaignId ?? '',
    report,
    groupBy: reportNamed(report)?.grouping === 'required' && requested === '' ? fallbackGrouping : requested,
    segmentKey: search.get(QUERY.segmentKey) ?? '',
    segmentValue: search.get(QUERY.segmentValue) ?? '',
    compareId: search.get(QUERY.compareId) ?? '',
  };
}

/** The page's URL query for `parameters`, leaving out the empty ones. */
function queryOf(parameters: ReportParameters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [field, name] of Object.entries(QUERY)) {
    const value = parameters[field as keyof ReportParameters];
    if (value) query.set(name, value);
  }
  return query;
}

/**
 * The Reports page (docs/dashboard.md#pages; docs/reports.md): pick a campaign and one of the
 * fifteen reports with its parameters, read it from `/admin/api/reports/{name}` with the session, see it drawn
 * (charts with their tables) with suppressed groups as "fewer than N respondents", download it as CSV, and print it
 * (`window.print()`: the print stylesheet leaves out the controls and puts the campaign and report above it,
 * docs/dashboard.md#printing). The parameters live in the page's URL
 * (`?campaign=…&report=enps&group_by=filter:departamento`).
 */
export function ReportsPage() {
  const { t } = useTranslation(REPORTS_NS);
  const common = useTranslation(COMMON).t;
  const { can } = useCurrentCompany();
  const [search, setSearch] = useSearchParams();
  const { campaigns, filters, campaignOptions, filterOptions, defaultCampaignId } = useReportChoices(
    can('filters:read'),
  );
  const parameters = parametersOf(search, defaultCampaignId, filterOptions[0]?.value);
  const { report } = parameters;
  const path = parameters.campaignId ? reportPath(parameters) : null;
  const answer = useReport(report, path);
  const questionText = useQuestionText(parameters.campaignId);
  const csv = useMutation({ mutationFn: () => downloadCsv(path as string, `${report}.csv`) });

  const change = (next: ReportParameters) => setSearch(queryOf(next));

  return (
    <>
      <h1 className="screen-only">{t('title')}</h1>
      <ErrorMessage error={campaigns.error ?? filters.error} />
      {campaigns.isPending && <p role="status">{common('loading')}</p>}
      {campaigns.isSuccess && campaignOptions.length === 0 && <p role="status">{t('noCampaigns')}</p>}
      {campaignOptions.length > 0 && (
        <>
          <ReportControls
            parameters={parameters}
            campaigns={campaignOptions}
            filters={filterOptions}
            onChange={change}
          />
          <div className="actions">
            <button type="button" onClick={() => csv.mutate()} disabled={!path || csv.isPending}>
              {t('downloadCsv')}
            </button>
            <button type="button" onClick={() => window.print()} disabled={!answer.data}>
              {t('print')}
            </button>
            <span role="status" className="muted">
              {answer.isFetching ? common('loading') : ''}
            </span>
          </div>
          <ErrorMessage error={csv.error ?? answer.error} />
          {answer.data && (
            <>
              <ReportPrintHeading
                name={answer.data.name}
                answer={answer.data.answer}
                campaigns={campaignOptions}
                filters={filterOptions}
              />
              <ReportView name={answer.data.name} answer={answer.data.answer} questionText={questionText} />
            </>
          )}
        </>
      )}
    </>
  );
}
