import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Campaign } from '../../api/campaigns';
import { useCampaignChoices } from '../../api/choices';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/http';
import { reportPath, type ReportName } from './report-catalogue';
import type { DimensionsFigures, MagicFigures, ReportAnswer } from './report-types';
import type { CampaignReading, TrendCampaign } from './trend-series';

/** The most campaigns the trends read: the newest by date (two report reads each). */
export const MAX_TREND_CAMPAIGNS = 12;

/**
 * How long a campaign's answers are reused before they are read again (going back to the trends, another grouping and
 * back): the view costs two requests per campaign against the user's rate limit (`RATE_LIMIT_PER_MINUTE`, 100 a
 * minute in the sandbox), and a closed campaign's figures do not change.
 */
const STALE_MS = 60_000;

/** `yyyy-mm-dd` of a `dd/mm/yyyy` day, so days sort as text. */
const sortable = (day: string) => day.split('/').reverse().join('-');

/** A campaign's day on the trends' axis: `starts_on`, else the day of `created_at` (as written, `dd/mm/yyyy`). */
function dayOf(campaign: Campaign): string {
  return campaign.starts_on ?? campaign.created_at.slice(0, 10).split('-').reverse().join('/');
}

/**
 * The campaigns the trends show, oldest first: of the company's campaigns the page lists (the 100 newest,
 * `GET /v1/campaigns`), the closed ones, and the open ones too when `includeOpen`; at most
 * {@link MAX_TREND_CAMPAIGNS}, the newest by day (`starts_on`, else the day it was created; campaigns of one day in
 * the order they were made). `total`: how many there were before that limit.
 */
export function useTrendCampaigns(includeOpen: boolean) {
  const campaigns = useCampaignChoices();
  const shown = useMemo(
    () =>
      (campaigns.data ?? [])
        // the API lists the newest first (by creation): a higher index is an older campaign
        .map((campaign, index) => ({ campaign, day: sortable(dayOf(campaign)), age: index }))
        .filter(({ campaign }) => campaign.status === 'closed' || (includeOpen && campaign.status === 'open'))
        .sort((a, b) => a.day.localeCompare(b.day) || b.age - a.age)
        .map(({ campaign }): TrendCampaign => ({ id: campaign.id, name: campaign.name, date: dayOf(campaign) })),
    [campaigns.data, includeOpen],
  );
  const chosen = useMemo(() => shown.slice(-MAX_TREND_CAMPAIGNS), [shown]);
  return { query: campaigns, chosen, total: shown.length };
}

/** A report answer, or `'forbidden'` when the reader's campaign access does not include the campaign (403). */
type Read<F> = ReportAnswer<F> | 'forbidden';

/** `GET /admin/api/reports/{name}?campaign_id=…&group_by=…` with the session; a 403 answers `'forbidden'`. */
async function readReport<F>(name: ReportName, campaignId: string, groupBy: string): Promise<Read<F>> {
  const path = reportPath({ campaignId, report: name, groupBy, segmentKey: '', segmentValue: '', compareId: '' });
  try {
    return await request<ReportAnswer<F>>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return 'forbidden';
    throw error;
  }
}

const answerOf = <F>(read: Read<F> | undefined): ReportAnswer<F> | null =>
  read === undefined || read === 'forbidden' ? null : read;

/**
 * Each campaign's `magic` and `dimensions` reports grouped by `groupBy` (`''`: none), read with the signed-in user's
 * own credentials and campaign access through the dashboard's reports endpoint (docs/reports.md#the-listener): two
 * requests per campaign, in parallel, each cached on its own and reused for a minute. Answers one
 * {@link CampaignReading} per campaign (an answer still loading is `null`), whether any read is still loading, and the
 * first error other than a 403.
 */
export function useTrendReadings(campaigns: readonly TrendCampaign[], groupBy: string) {
  const combine = useCallback(
    (reads: ReadonlyArray<UseQueryResult<Read<object>>>) => ({
      readings: campaigns.map((campaign, i): CampaignReading => {
        const magic = reads[2 * i]?.data as Read<MagicFigures> | undefined;
        const dimensions = reads[2 * i + 1]?.data as Read<DimensionsFigures> | undefined;
        return {
          campaign,
          magic: answerOf(magic),
          dimensions: answerOf(dimensions),
          forbidden: magic === 'forbidden' || dimensions === 'forbidden',
        };
      }),
      loading: reads.some((read) => read.isPending),
      error: reads.find((read) => read.error)?.error ?? null,
    }),
    [campaigns],
  );
  return useQueries({
    queries: campaigns.flatMap((campaign) =>
      (['magic', 'dimensions'] as const).map((name) => ({
        queryKey: ['reports', 'trends', name, campaign.id, groupBy],
        staleTime: STALE_MS,
        queryFn: () => readReport<object>(name, campaign.id, groupBy),
      })),
    ),
    combine,
  });
}
