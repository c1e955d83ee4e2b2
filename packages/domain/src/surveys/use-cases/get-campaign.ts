import type { Campaign } from '../campaign';
import { requireCampaignOf } from '../company-campaign';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';

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
  constructor(private readonly uow: UnitOfWork<SurveyRepositories>) {}

  async execute(query: GetCampaignQuery): Promise<Campaign> {
    return this.uow.run((r) => requireCampaignOf(r.campaigns, query.companyId, query.id));
  }
}
