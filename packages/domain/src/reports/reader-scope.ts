import type { CampaignAccess } from '../access';
import type { Campaign } from '../surveys';
import { campaignNotFound } from '../surveys';
import { requireCompany } from '../tenancy';
import { ForbiddenError } from '../kernel/domain-error';
import type { ReportSettings } from '../kernel/settings';
import type { UnitOfWork } from '../kernel/unit-of-work';
import type { DirectoryRepositories } from '../directory';
import type { SurveyRepositories } from '../surveys';
import type { TenancyRepositories } from '../tenancy';
import type { Segment } from './report-selection';

/** Who reads, and what of: the target company and the reader's CampaignAccess (`CampaignAccess.ALL` for a key). */
export interface ReaderOfCompany {
  readonly companyId: string;
  readonly access: CampaignAccess;
}

/**
 * What a read of a campaign's figures or comments works with: the minimum group size (the company's own, else the
 * service's), the company's active filter keys, the campaigns asked for as stored (`null`: none such), and the
 * reader's access segment (filter key → values; empty: no limit; a key of a filter deleted since matches nobody).
 */
export interface ReaderScope {
  readonly minGroupSize: number;
  readonly filterKeys: ReadonlySet<string>;
  readonly campaign: Campaign | null;
  readonly compare: Campaign | null;
  readonly accessSegment: Segment;
}

/**
 * Reads the {@link ReaderScope} of `reader` for `campaignId` (and `compareCampaignId`) in one unit of work.
 * Source: docs/reports.md#how-a-report-is-computed (step 1).
 * @throws NotFoundError `COMPANY.NOT_FOUND` (no such target company).
 */
export async function readerScope(
  uow: UnitOfWork<DirectoryRepositories & SurveyRepositories & TenancyRepositories>,
  reportSettings: ReportSettings,
  reader: ReaderOfCompany,
  campaigns: { readonly campaignId: string; readonly compareCampaignId: string | null },
): Promise<ReaderScope> {
  const scope = await uow.run(async (r) => {
    const company = await requireCompany(r.companies, reader.companyId);
    const filters = await r.filters.activeOfCompany(reader.companyId);
    const segmentFilter = reader.access.segment;
    return {
      minGroupSize: company.reportMinGroupSize ?? reportSettings.minGroupSize,
      campaign: await r.campaigns.ofIdShared(campaigns.campaignId),
      compare: campaigns.compareCampaignId ? await r.campaigns.ofIdShared(campaigns.compareCampaignId) : null,
      filterKeys: new Set(filters.map((f) => f.key)),
      // a filter deleted since the access was given matches nobody
      accessKey: segmentFilter && (filters.find((f) => f.id === segmentFilter.filterId)?.key ?? null),
    };
  });
  const { accessKey, ...rest } = scope;
  const accessSegment: Segment = reader.access.segment
    ? new Map([[accessKey ?? '', accessKey ? new Set(reader.access.segment.values) : new Set<string>()]])
    : new Map();
  return { ...rest, accessSegment };
}

/**
 * `found` when it is a campaign of the reader's company that their CampaignAccess allows.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND` (none, or another company's).
 * @throws ForbiddenError `CAMPAIGN.FORBIDDEN_TARGET` (403): the reader's CampaignAccess excludes it.
 */
export function campaignOfReader(found: Campaign | null, reader: ReaderOfCompany): Campaign {
  if (!found || found.companyId !== reader.companyId) throw campaignNotFound();
  if (!reader.access.allowsCampaign(found.id))
    throw new ForbiddenError('CAMPAIGN.FORBIDDEN_TARGET', 'Your campaign access does not include this campaign');
  return found;
}
