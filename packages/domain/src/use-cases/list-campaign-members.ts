import { campaignNotFound } from '../campaign/campaign.errors';
import type { UnitOfWork } from '../shared/unit-of-work';

/** Admin `campaign members --campaign ID`: which employees a campaign holds. */
export interface CampaignMembers {
  campaign_id: string;
  employee_ids: string[];
}

/**
 * The ids of the employees linked to a campaign, ascending (soft-deleted employees have no links).
 * Source: product decisions, Admin CLI (`campaign members`).
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND` for an unknown id.
 */
export class ListCampaignMembers {
  constructor(private readonly uow: UnitOfWork) {}

  async execute(query: { campaign_id: string }): Promise<CampaignMembers> {
    return this.uow.run(async (r) => {
      if (!(await r.campaigns.ofId(query.campaign_id))) throw campaignNotFound();
      return { campaign_id: query.campaign_id, employee_ids: await r.campaigns.membersOf(query.campaign_id) };
    });
  }
}
