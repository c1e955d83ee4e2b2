/**
 * The fifteen reports (docs/decisions/0003-reports.md#definitions) in the decision's order, and how each may be
 * grouped: `optional` (any `group_by`), `required` (`ranking-filters` needs one) or `tenure` (`employee-journey` is
 * always grouped by tenure band and refuses a `group_by`).
 */
export const REPORTS = [
  { name: 'magic', grouping: 'optional' },
  { name: 'engagement-clusters', grouping: 'optional' },
  { name: 'attrition-clusters', grouping: 'optional' },
  { name: 'leadership-maturity', grouping: 'optional' },
  { name: 'lnps', grouping: 'optional' },
  { name: 'dimensions', grouping: 'optional' },
  { name: 'engagement-dimensions', grouping: 'optional' },
  { name: 'employee-journey', grouping: 'tenure' },
  { name: 'family-dimension', grouping: 'optional' },
  { name: 'psychological-dimension', grouping: 'optional' },
  { name: 'psychosocial-dimension', grouping: 'optional' },
  { name: 'ranking-questions', grouping: 'optional' },
  { name: 'ranking-filters', grouping: 'required' },
  { name: 'participation', grouping: 'optional' },
  { name: 'enps', grouping: 'optional' },
] as const;

export type ReportName = (typeof REPORTS)[number]['name'];
export type ReportGrouping = (typeof REPORTS)[number]['grouping'];

/** The report named `name`, or `undefined` for a name that is none of the fifteen. */
export function reportNamed(name: string | null): (typeof REPORTS)[number] | undefined {
  return REPORTS.find((report) => report.name === name);
}

/** The groupings every company has besides its filters (`filter:<key>`). */
export const BUILT_IN_GROUPINGS = ['tenure', 'age', 'language'] as const;

/** A report request's parameters, as the page holds them (docs/reports.md#the-listener, "Parameters"). */
export interface ReportParameters {
  readonly campaignId: string;
  readonly report: ReportName;
  /** `filter:<key>`, `tenure`, `age`, `language`, or `''` for none. */
  readonly groupBy: string;
  /** One `segment[<key>]=<value>`, or `''` for none. */
  readonly segmentKey: string;
  readonly segmentValue: string;
  /** `compare_campaign_id`, or `''` for none. */
  readonly compareId: string;
}

/**
 * The dashboard's path of a report request: `/admin/api/reports/{name}?campaign_id=…` with `group_by`,
 * `segment[<key>]` and `compare_campaign_id` when set (the same query string as the reports listener's).
 */
export function reportPath(parameters: ReportParameters): string {
  const query = new URLSearchParams({ campaign_id: parameters.campaignId });
  const grouping = reportNamed(parameters.report)?.grouping;
  if (parameters.groupBy && grouping !== 'tenure') query.set('group_by', parameters.groupBy);
  if (parameters.segmentKey && parameters.segmentValue.trim())
    query.set(`segment[${parameters.segmentKey}]`, parameters.segmentValue.trim());
  if (parameters.compareId) query.set('compare_campaign_id', parameters.compareId);
  return `/admin/api/reports/${parameters.report}?${query.toString()}`;
}
