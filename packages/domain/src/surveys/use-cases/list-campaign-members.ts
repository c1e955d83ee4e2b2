import { campaignNotFound } from '../campaign.errors';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { SurveyRepositories } from '../ports';

/** Admin `campaign members --campaign ID`: which employees a campaign holds. */
export interface CampaignMembers {
  campaignId: string;
  employeeIds: string[];
}

/**
 * The ids of the employees linked to a campaign, ascending (soft-deleted employees have no links).
 * Source: docs/contract.md#admin-cli (`campaign members`).
 * @throws NotFoundError `CAMPAIGN.NOT_FOUND` for an unknown id.
 */
export class ListCampaignMembers {
  constructor(private readonly uow: UnitOfWork<SurveyRepositories>) {}

  async execute(query: { campaignId: string }): Promise<CampaignMembers> {
    return this.uow.run(async (r) => {
      if (!(await r.campaigns.ofId(query.campaignId))) throw campaignNotFound();
      return { campaignId: query.campaignId, employeeIds: await r.campaigns.membersOf(query.campaignId) };
    });
  }
}
