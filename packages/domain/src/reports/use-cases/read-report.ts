import type { CampaignAccess } from '../../access';
import type { Distribution } from '../../surveys';
import { DateBR } from '../../kernel/br/date-br';
import { reportNamed } from '../definitions';
import { campaignMaterial } from '../campaign-material';
import { withAnonymityColumns } from '../definitions/grouped-table';
import { composeReport } from '../compose-report';
import type { ReportTable } from '../report-definition';
import { readReportQuery, type Grouping, type ReportQuery } from '../report-query';
import { intersectSegments } from '../report-selection';
import { campaignOfReader, readerScope } from '../reader-scope';
import type { ReportSources } from '../report-sources';
import type { Clock } from '../../kernel/clock';
import { NotFoundError } from '../../kernel/domain-error';
import type { DomainSettings, ReportSettings } from '../../kernel/settings';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../../directory';
import type { SurveyRepositories } from '../../surveys';
import type { TenancyRepositories } from '../../tenancy';
import { Violations } from '../../kernel/violations';

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
 * `overall` line of empty cells; then `left_out`, on the `overall` lines, and `group_reason`, on the line of the group
 * without a value).
 * - `meta.left_out`: how many respondents of the campaign the release left out of every figure (their class stays
 *   under the minimum group size with every value hidden), 0 when none: the same for every report, segment and
 *   grouping of the campaign at that moment; `null` for a reader whose CampaignAccess has a segment, since the
 *   count is of the whole campaign (docs/reports.md#anonymity).
 * - `meta.distribution`: who delivered the invitations, so a reader knows whether the company held the links.
 */
export interface ReportAnswer {
  readonly data: Readonly<Record<string, unknown>>;
  readonly meta: {
    readonly campaign_id: string;
    readonly respondents: number | null;
    readonly invited: number | null;
    readonly min_group_size: number;
    readonly left_out: number | null;
    /** Who delivered the campaign's invitations: `platform` or `links` (docs/reports.md#anonymity). */
    readonly distribution: Distribution;
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
    private readonly uow: UnitOfWork<DirectoryRepositories & SurveyRepositories & TenancyRepositories>,
    private readonly sources: ReportSources,
    private readonly clock: Clock,
    private readonly settings: DomainSettings,
    private readonly reportSettings: ReportSettings,
  ) {}

  async execute(command: ReadReportCommand): Promise<ReportAnswer> {
    const definition = reportNamed(command.name);
    if (!definition) throw new NotFoundError('REPORT.NOT_FOUND', `No report named ${command.name}`);
    const query = readReportQuery(command.params);
    const { minGroupSize, campaign, compare, filterKeys, accessSegment } = await readerScope(
      this.uow,
      this.reportSettings,
      command,
      query,
    );
    const grouping = this.groupingOf(definition.grouping, query, filterKeys);
    const current = campaignOfReader(campaign, command);
    const earlier = query.compareCampaignId ? campaignOfReader(compare, command) : null;
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
        distribution: current.distribution,
        segment: Object.fromEntries([...query.segment].map(([key, values]) => [key, [...values]])),
        group_by: groupByText(grouping),
        generated_at: now,
      },
      table: withAnonymityColumns(definition.table(composed.data), composed.data, leftOut),
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
