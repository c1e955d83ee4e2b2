import { requireCampaignOf } from '../company-campaign';
import { LIST_INVALID, pageRequest, readStatusFilter, type Page } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';
import { Violations } from '../../kernel/violations';
import type { SurveyInvitation, InvitationStatus } from '../invitations';

const INVITATION_STATUSES: readonly InvitationStatus[] = ['pending', 'answered'];

/** GET /v1/campaigns/{id}/invitations: query-string values as received. */
export interface ListInvitationsQuery {
  companyId: string;
  campaignId: string;
  status?: unknown;
  page?: unknown;
  perPage?: unknown;
}

/**
 * One page of a campaign's invitations, `{employeeId, status, answeredAt, delivery}` by employee id, optionally only
 * those in `status` (`pending` or `answered`); never a token; `delivery` `null` for a `links` campaign. Source:
 * docs/surveys.md#invitations.
 * @throws ValidationError `LIST.INVALID` on `status`, `page` or `per_page` (422).
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND` when the campaign is missing or of another company.
 */
export class ListInvitations {
  constructor(private readonly uow: UnitOfWork<SurveyRepositories>) {}

  async execute(query: ListInvitationsQuery): Promise<Page<SurveyInvitation>> {
    const violations = new Violations();
    const status = readStatusFilter(query.status, INVITATION_STATUSES, 'INVITATION.STATUS', violations);
    const request = pageRequest(query, violations);
    violations.throwIfAny(LIST_INVALID);
    return this.uow.run(async (r) => {
      const campaign = await requireCampaignOf(r.campaigns, query.companyId, query.campaignId);
      const page = await r.invitations.list(campaign.id, { ...request, status });
      if (campaign.distribution === 'platform') return page;
      return { ...page, items: page.items.map((invitation) => ({ ...invitation, delivery: null })) };
    });
  }
}
