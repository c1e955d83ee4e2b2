import type { Campaign } from '../surveys';
import { DateBR } from '../kernel/br/date-br';
import { ageBand, tenureBand } from '../surveys';
import type { CampaignMaterial } from './compose-report';
import { releasedTable } from './released-table';
import type { Grouping } from './report-query';
import { groupingOf, selectedRows, type GroupLabel, type Segment } from './report-selection';
import type { PendingCountQuery, ReportSources } from './report-sources';
import { epochDayOf } from './respondent-table';

/** What {@link campaignMaterial} needs besides the campaign. */
export interface MaterialRequest {
  readonly sources: ReportSources;
  readonly minGroupSize: number;
  readonly segment: Segment;
  readonly grouping: Grouping | null;
  /** Today in the service time zone (the bands of pending invitees; leavers count the firings settled before it). */
  readonly today: DateBR;
  readonly timeZone: string;
}

function pendingBy(grouping: Grouping | null): PendingCountQuery['by'] {
  if (!grouping) return null;
  switch (grouping.kind) {
    case 'filter':
      return { filterKey: grouping.key };
    case 'tenure':
      return 'hiring_date';
    case 'age':
      return 'birthdate';
    case 'language':
      return 'language';
  }
}

/** The group label of a pending count's key: dates become the band they fall in today. */
function pendingLabel(grouping: Grouping | null, key: string | null, today: DateBR): GroupLabel {
  if (key === null || !grouping) return key;
  if (grouping.kind === 'tenure') return tenureBand(DateBR.fromIso(key), today);
  if (grouping.kind === 'age') return ageBand(DateBR.fromIso(key), today);
  return key;
}

/**
 * Reads what a report needs of `campaign` through `request.sources`: its released table (anonymity), its voluntary
 * leavers since the opening day (the firings settled before today: docs/reports.md#voluntary-leavers), and its
 * invited counts over the segment (respondents counted by their released snapshot, pending invitees by their current
 * data, per group of the grouping; without a segment the total also counts the respondents the release left out, so
 * it is the campaign's `invited`). Source: docs/decisions/0003-reports.md; docs/reports.md#how-a-report-is-computed.
 */
export async function campaignMaterial(campaign: Campaign, request: MaterialRequest): Promise<CampaignMaterial> {
  const table = await request.sources.tableOf(campaign);
  const released = releasedTable(table, request.minGroupSize);
  const opened = campaign.openedAt === null ? null : DateBR.today(campaign.openedAt, request.timeZone);
  const leavers = opened
    ? await request.sources.voluntaryLeaversOf(campaign.id, opened, request.today)
    : new Set<string>();
  const pending = await request.sources.pendingCountsOf(campaign.id, {
    segment: request.segment,
    by: pendingBy(request.grouping),
  });
  const groups = new Map<GroupLabel, number>();
  let total = 0;
  for (const [key, count] of pending) {
    const label = pendingLabel(request.grouping, key, request.today);
    groups.set(label, (groups.get(label) ?? 0) + count);
    total += count;
  }
  const rows = selectedRows(released, request.segment);
  if (request.grouping) {
    const { codes, labels } = groupingOf(released, request.grouping);
    const sizes = new Int32Array(labels.length);
    for (const row of rows) sizes[codes[row] as number]!++;
    labels.forEach((label, g) => {
      if ((sizes[g] as number) > 0) groups.set(label, (groups.get(label) ?? 0) + (sizes[g] as number));
    });
  } else if (rows.length > 0) groups.set(null, (groups.get(null) ?? 0) + rows.length);
  // without a segment the total counts every response, the left-out ones too: the campaign's own invited count
  total += request.segment.size === 0 ? table.size : rows.length;
  return {
    campaignId: campaign.id,
    released,
    leavers,
    openedOn: opened ? epochDayOf(opened) : null,
    invited: { total, groups },
  };
}
