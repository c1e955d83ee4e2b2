import type { Campaign } from './campaign';

/**
 * Port: the stored campaigns. Which employees are linked to which campaign is part of the employee
 * aggregate (`Employee.campaignIds`, saved by `Employees.save`); this port reads those links per campaign.
 * Source: docs/contract.md#campaign-flags, #admin-cli (`campaign members`).
 */
export interface Campaigns {
  /** The campaign with this id, or `null`. */
  ofId(id: string): Promise<Campaign | null>;

  /** Inserts or updates the campaign. */
  save(campaign: Campaign): Promise<void>;

  /** Ids of the company's active campaigns, ordered by `createdAt` then `id`. */
  activeIdsOf(companyId: string): Promise<string[]>;

  /** Ids of the employees linked to the campaign, ascending. */
  membersOf(campaignId: string): Promise<string[]>;
}
