import { CAMPAIGN_STATUSES, type Campaign } from '../campaign';
import { LIST_INVALID, pageRequest, readSearch, readStatusFilter, type Page } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import { Violations } from '../../kernel/violations';

/** GET /v1/campaigns: query-string values as received. */
export interface ListCampaignsQuery {
  companyId: string;
  status?: unknown;
  search?: unknown;
  page?: unknown;
  perPage?: unknown;
}

/**
 * One page of the target company's campaigns, newest first (`created_at` descending, then `id`), optionally
 * only those in `status` and those whose name holds `search` (trimmed, up to 255 characters, case-insensitive,
 * `%`, `_`, `\` literal; empty means no search). Source: docs/surveys.md#campaigns.
 * @throws ValidationError `LIST.INVALID` on `status`, `search`, `page` or `per_page` (422).
 */
export class ListCampaigns {
  constructor(private readonly uow: UnitOfWork<SurveyRepositories>) {}

  async execute(query: ListCampaignsQuery): Promise<Page<Campaign>> {
    const violations = new Violations();
    const status = readStatusFilter(query.status, CAMPAIGN_STATUSES, 'CAMPAIGN.STATUS', violations);
    const search = readSearch(query.search, violations);
    const request = pageRequest(query, violations);
    violations.throwIfAny(LIST_INVALID);
    return this.uow.run((r) => r.campaigns.list(query.companyId, { ...request, status, search }));
  }
}
