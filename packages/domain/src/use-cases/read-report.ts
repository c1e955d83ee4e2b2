import type { CampaignAccess } from '../access/campaign-access';
import type { Campaign } from '../campaign/campaign';
import { campaignNotFound } from '../campaign/campaign.errors';
import { requireCompany } from '../company/target-company';
import { DateBR } from '../employee/date-br';
import { reportNamed } from '../report/definitions';
import { campaignMaterial } from '../report/campaign-material';
import { withLeftOut } from '../report/definitions/grouped-table';
import { composeReport } from '../report/compose-report';
import type { ReportTable } from '../report/report-definition';
import { readReportQuery, type Grouping, type ReportQuery } from '../report/report-query';
import { intersectSegments, type Segment } from '../report/report-selection';
import type { ReportSources } from '../report/report-sources';
import type { Clock } from '../shared/clock';
import { ForbiddenError, NotFoundError } from '../shared/domain-error';
import type { DomainSettings } from '../shared/settings';
import type { UnitOfWork } from '../shared/unit-of-work';
import { Violations } from '../shared/violations';

/**
 * `REPORT_MIN_GROUP_SIZE`: the fewest respondents a figure may be computed over (default 5), for the companies
 * without their own (`Company.reportMinGroupSize`).
 */
export interface ReportSettings {
  readonly minGroupSize: number;
}

/** GET /api/v1/reports/{name}: the target company, the report's name, its query string and the reader's access. */
export interface ReadReportCommand {
  readonly companyId: string;
  readonly name: string;
  /** The query string's `[name, value]` pairs in order (`URLSearchParams`). */
  readonly params: Iterable<readonly [string, string]>;
  /** The user's CampaignAccess; `CampaignAccess.ALL` for an API key. */
  readonly access: CampaignAccess;
}

/**
 * A report as the API answers it, and its main table for CSV (for a suppressed selection, the report's header and one
 * `overall` line of empty cells; `left_out` the last column, on the `overall` lines).
 * - `meta.left_out`: how many respondents of the campaign the release left out of every figure (their class stays
 *   under the minimum group size with every value hidden), 0 when none: the same for every report, segment and
 *   grouping of the campaign at that moment; `null` for a reader whose CampaignAccess has a segment, since the
 *   count is of the whole campaign (docs/reports.md#anonymity).
 */
export interface ReportAnswer {
  readonly data: Readonly<Record<string, unknown>>;
  readonly meta: {
    readonly campaign_id: string;
    readonly respondents: number | null;
    readonly invited: number | null;
    readonly min_group_size: number;
    readonly left_out: number | null;
    readonly segment: Readonly<Record<string, string[]>>;
    readonly group_by: string | null;
    readonly generated_at: Date;
  };
  readonly table: ReportTable;
}

function groupByText(grouping: Grouping | null): string | null {
  return grouping === null ? null : grouping.kind === 'filter' ? `filter:${grouping.key}` : grouping.kind;
}

/**
 * Reads one of the fifteen reports of a campaign of the target company (docs/reports.md#how-a-report-is-computed):
 * checks the parameters, the campaigns (and the compared one) and the reader's CampaignAccess, intersects the request's
 * segment with the access's, reads each campaign's material and composes the report (docs/reports.md), suppressing
 * groups under the company's own minimum group size, else the service's (docs/reports.md#anonymity).
 * @throws NotFoundError `REPORT.NOT_FOUND` (no report of that name), `CAMPAIGN.NOT_FOUND` (no such campaign in
 *   the target company, either of the two), `COMPANY.NOT_FOUND` (no such target company).
 * @throws ValidationError `REPORT.INVALID` (422): see `readReportQuery`; also a `group_by` or `segment` key that is
 *   no active filter of the company, a missing `group_by` where the report requires one, a `group_by` where the
 *   report has its own.
 * @throws ForbiddenError `CAMPAIGN.FORBIDDEN_TARGET` (403): the reader's CampaignAccess excludes a campaign.
 */
export class ReadReport {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sources: ReportSources,
    private readonly clock: Clock,
    private readonly settings: DomainSettings,
    private readonly reportSettings: ReportSettings,
  ) {}

  async execute(command: ReadReportCommand): Promise<ReportAnswer> {
    const definition = reportNamed(command.name);
    if (!definition) throw new NotFoundError('REPORT.NOT_FOUND', `No report named ${command.name}`);
    const query = readReportQuery(command.params);
    const { minGroupSize, campaign, compare, filterKeys, accessKey } = await this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const filters = await r.filters.activeOfCompany(command.companyId);
      const segmentFilter = command.access.segment;
      return {
        minGroupSize: company.reportMinGroupSize ?? this.reportSettings.minGroupSize,
        campaign: await r.campaigns.ofIdShared(query.campaignId),
        compare: query.compareCampaignId ? await r.campaigns.ofIdShared(query.compareCampaignId) : null,
        filterKeys: new Set(filters.map((f) => f.key)),
        // a filter deleted since the access was given matches nobody
        accessKey: segmentFilter && (filters.find((f) => f.id === segmentFilter.filterId)?.key ?? null),
      };
    });
    const grouping = this.groupingOf(definition.grouping, query, filterKeys);
    const ofCompany = (found: Campaign | null): Campaign => {
      if (!found || found.companyId !== command.companyId) throw campaignNotFound();
      if (!command.access.allowsCampaign(found.id))
        throw new ForbiddenError('CAMPAIGN.FORBIDDEN_TARGET', 'Your campaign access does not include this campaign');
      return found;
    };
    const current = ofCompany(campaign);
    const earlier = query.compareCampaignId ? ofCompany(compare) : null;
    const accessSegment: Segment = command.access.segment
      ? new Map([[accessKey ?? '', accessKey ? new Set(command.access.segment.values) : new Set<string>()]])
      : new Map();
    const segment = intersectSegments(query.segment, accessSegment);
    const now = this.clock.now();
    const request = {
      sources: this.sources,
      minGroupSize,
      segment,
      grouping,
      today: DateBR.today(now, this.settings.timeZone),
      timeZone: this.settings.timeZone,
    };
    const currentMaterial = await campaignMaterial(current, request);
    const earlierMaterial = earlier ? await campaignMaterial(earlier, { ...request, grouping: null }) : null;
    const composed = composeReport(definition, grouping, segment, currentMaterial, earlierMaterial);
    const leftOut = command.access.segment ? null : currentMaterial.released.leftOut;
    return {
      data: composed.data,
      meta: {
        campaign_id: current.id,
        respondents: composed.respondents,
        invited: composed.respondents === null ? null : currentMaterial.invited.total,
        min_group_size: minGroupSize,
        left_out: leftOut,
        segment: Object.fromEntries([...query.segment].map(([key, values]) => [key, [...values]])),
        group_by: groupByText(grouping),
        generated_at: now,
      },
      table: withLeftOut(definition.table(composed.data), leftOut),
    };
  }

  /** The grouping the report uses: the request's, checked against the report's rule and the company's filters. */
  private groupingOf(
    rule: 'optional' | 'required' | Grouping,
    query: ReportQuery,
    filterKeys: ReadonlySet<string>,
  ): Grouping | null {
    const violations = new Violations();
    for (const key of query.segment.keys())
      if (!filterKeys.has(key)) violations.add(`segment[${key}]`, 'REPORT.SEGMENT', 'is not a filter of the company');
    const requested = query.groupBy;
    if (requested?.kind === 'filter' && !filterKeys.has(requested.key))
      violations.add('group_by', 'REPORT.GROUP_BY', 'is not a filter of the company');
    if (rule === 'required' && !requested) violations.add('group_by', 'REPORT.GROUP_BY', 'is required by this report');
    if (typeof rule === 'object' && requested)
      violations.add('group_by', 'REPORT.GROUP_BY', `this report always groups by ${groupByText(rule)}`);
    violations.throwIfAny('REPORT.INVALID');
    return typeof rule === 'object' ? rule : requested;
  }
}
