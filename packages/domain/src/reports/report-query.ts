import { isUuid } from '../kernel/text';
import { Violations } from '../kernel/violations';

/** What a report may group by (docs/decisions/0003-reports.md#where-and-how). */
export type Grouping =
  | { readonly kind: 'filter'; readonly key: string }
  | { readonly kind: 'tenure' }
  | { readonly kind: 'age' }
  | { readonly kind: 'language' };

/**
 * A report request's parameters: `campaign_id` (required), `group_by` (`filter:<key>`, `tenure`, `age`,
 * `language`), `segment[<filter key>]=<value>` (repeatable: values of one key OR, keys AND; as `segment` here,
 * key → values) and `compare_campaign_id`.
 */
export interface ReportQuery {
  readonly campaignId: string;
  readonly groupBy: Grouping | null;
  readonly segment: ReadonlyMap<string, ReadonlySet<string>>;
  readonly compareCampaignId: string | null;
}

const SEGMENT = /^segment\[([^\]]+)\]$/;

const FILTER_PREFIX = 'filter:';

function readGrouping(raw: string, violations: Violations): Grouping | null {
  if (raw === 'tenure' || raw === 'age' || raw === 'language') return { kind: raw };
  if (raw.startsWith(FILTER_PREFIX) && raw.length > FILTER_PREFIX.length)
    return { kind: 'filter', key: raw.slice(FILTER_PREFIX.length) };
  violations.add('group_by', 'REPORT.GROUP_BY', 'must be filter:<key>, tenure, age or language');
  return null;
}

/** What {@link readReportQuery} has read so far. */
interface QueryRead {
  campaignId: string | null;
  compareCampaignId: string | null;
  groupBy: Grouping | null;
  groupBySeen: boolean;
  readonly segment: Map<string, Set<string>>;
}

/** Reads one `name=value` pair of a report's query string into `query`, or adds its violation. */
function readParameter(query: QueryRead, name: string, value: string, violations: Violations): void {
  const segmentKey = SEGMENT.exec(name)?.[1];
  if (segmentKey !== undefined) {
    if (value.trim() === '') violations.add(name, 'REPORT.SEGMENT', 'must not be empty');
    else query.segment.set(segmentKey, (query.segment.get(segmentKey) ?? new Set()).add(value));
  } else if (name === 'campaign_id' || name === 'compare_campaign_id') {
    if (!isUuid(value)) violations.add(name, 'REPORT.CAMPAIGN_ID', 'must be a campaign id (UUID)');
    else if (name === 'campaign_id') query.campaignId = value;
    else query.compareCampaignId = value;
  } else if (name === 'group_by') {
    if (query.groupBySeen) violations.add(name, 'REPORT.GROUP_BY', 'may be given once');
    query.groupBySeen = true;
    query.groupBy = readGrouping(value, violations);
  } else violations.add(name, 'REPORT.UNKNOWN_PARAMETER', 'is not a parameter of reports');
}

/**
 * Reads a report request's query string, given as its `[name, value]` pairs in order (`URLSearchParams`), so a
 * repeated `segment[…]` keeps every value. Source: docs/decisions/0003-reports.md#where-and-how.
 * @throws ValidationError `REPORT.INVALID` (422) listing every problem: `campaign_id` missing or not a UUID,
 *   `compare_campaign_id` not a UUID or the campaign itself, a bad or repeated `group_by`, an empty segment value,
 *   an unknown parameter.
 */
export function readReportQuery(params: Iterable<readonly [string, string]>): ReportQuery {
  const violations = new Violations();
  const query: QueryRead = {
    campaignId: null,
    compareCampaignId: null,
    groupBy: null,
    groupBySeen: false,
    segment: new Map<string, Set<string>>(),
  };
  for (const [name, value] of params) readParameter(query, name, value, violations);
  const { campaignId, compareCampaignId, groupBy, segment } = query;
  if (campaignId === null && !violations.has('campaign_id'))
    violations.add('campaign_id', 'REPORT.CAMPAIGN_ID', 'is required');
  if (compareCampaignId !== null && compareCampaignId === campaignId)
    violations.add('compare_campaign_id', 'REPORT.CAMPAIGN_ID', 'must be another campaign than campaign_id');
  violations.throwIfAny('REPORT.INVALID');
  return { campaignId: campaignId as string, groupBy, segment, compareCampaignId };
}
