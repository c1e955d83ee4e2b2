import {
  campaignMaterial,
  composeReport,
  DateBR,
  DEFAULT_DOMAIN_SETTINGS,
  readReportQuery,
  releasedTable,
  REPORTS,
  selectedRows,
  type Campaign,
  type Grouping,
  type ReportSources,
} from '@employee/domain';
import { summarizeLatencies } from '../bench/percentiles';

type Params = ReadonlyArray<readonly [string, string]>;

/** Milliseconds `work` took, and its result. */
async function timed<T>(work: () => Promise<T> | T): Promise<[number, T]> {
  const started = process.hrtime.bigint();
  const result = await work();
  return [Number(process.hrtime.bigint() - started) / 1e6, result];
}

/** The median of `runs` timings of `work`, in ms. */
async function median(runs: number, work: () => unknown): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < runs; i += 1) latencies.push((await timed(work))[0]);
  return summarizeLatencies(latencies).p50 ?? 0;
}

const ms = (value: number): string => value.toFixed(1);

/**
 * Where a report's time goes, step by step, for one variant (`params` beyond `campaign_id`): the sources' three
 * reads (the refresh's window count, voluntary leavers, pending counts), the domain's released table worked out
 * again (as after a new response: a new table object), `campaignMaterial` as a whole, the segment's rows, and
 * `composeReport` of every report (medians of `runs`). Markdown lines.
 */
export async function stepTimings(
  sources: ReportSources,
  campaign: Campaign,
  label: string,
  params: Params,
  runs: number,
): Promise<string[]> {
  const query = readReportQuery([['campaign_id', campaign.id], ...params]);
  const { timeZone } = DEFAULT_DOMAIN_SETTINGS;
  const table = await sources.tableOf(campaign);
  const opened = DateBR.today(campaign.openedAt ?? new Date(), timeZone);
  const today = DateBR.today(new Date(), timeZone);
  const request = (grouping: Grouping | null) => ({
    sources,
    minGroupSize: 5,
    segment: query.segment,
    grouping,
    today,
    timeZone,
  });
  const by = query.groupBy?.kind === 'filter' ? { filterKey: query.groupBy.key } : null;
  const steps: Array<[string, number]> = [
    ['tableOf (refresh: window count)', await median(runs, () => sources.tableOf(campaign))],
    ['voluntaryLeaversOf', await median(runs, () => sources.voluntaryLeaversOf(campaign.id, opened, today))],
    ['pendingCountsOf', await median(runs, () => sources.pendingCountsOf(campaign.id, { segment: query.segment, by }))],
    ['releasedTable (new table)', await median(Math.min(runs, 5), () => releasedTable({ ...table }, 5))],
    [
      'campaignMaterial (all of the above, warm)',
      await median(runs, () => campaignMaterial(campaign, request(query.groupBy))),
    ],
    ['selectedRows', await median(runs, () => selectedRows(releasedTable(table, 5), query.segment))],
  ];
  const lines = steps.map(([step, value]) => `| ${label} | ${step} | ${ms(value)} |`);
  const material = await campaignMaterial(campaign, request(query.groupBy));
  for (const definition of REPORTS) {
    const rule = definition.grouping;
    const grouping = typeof rule === 'object' ? rule : query.groupBy;
    if (rule === 'required' && !grouping) continue;
    if (typeof rule === 'object' && query.groupBy) continue;
    const current = grouping === query.groupBy ? material : await campaignMaterial(campaign, request(grouping));
    const took = await median(runs, () => composeReport(definition, grouping, query.segment, current, null));
    lines.push(`| ${label} | composeReport ${definition.name} | ${ms(took)} |`);
  }
  return lines;
}
