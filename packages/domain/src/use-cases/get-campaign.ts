import type { Campaign } from '../campaign/campaign';
import { requireCampaignOf } from '../campaign/company-campaign';
import type { UnitOfWork } from '../shared/unit-of-work';

/** GET /v1/campaigns/{id}. */
export interface GetCampaignQuery {
  companyId: string;
  id: string;
}

/**
 * Reads a campaign of the target company, with its questionnaire.
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND` when missing or of another company.
 */
export class GetCampaign {
  constructor(private readonly uow: UnitOfWork) {}

  async execute(query: GetCampaignQuery): Promise<Campaign> {
    return this.uow.run((r) => requireCampaignOf(r.campaigns, query.companyId, query.id));
  }
}
