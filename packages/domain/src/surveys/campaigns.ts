import type { Page, PageRequest } from '../kernel/page';
import type { Campaign, CampaignStatus } from './campaign';

/** A list query of one company's campaigns (GET /v1/campaigns). */
export interface CampaignQuery extends PageRequest {
  /** Only campaigns in this status; `null`: every status. */
  readonly status: CampaignStatus | null;
  /** Case-insensitive substring of the name (`%`, `_`, `\` literal); `null`: no search. */
  readonly search: string | null;
}

/**
 * Port: the stored campaigns, each with its questionnaire. Which employees are linked to which campaign is part
 * of the employee aggregate (`Employee.campaignIds`, saved by `Employees.save`); this port reads those links per
 * campaign. Source: docs/surveys.md#campaigns; docs/contract.md#campaign-flags, #admin-cli.
 */
export interface Campaigns {
  /** The campaign with this id, of any company, or `null` (also for an id that is not a UUID). */
  ofId(id: string): Promise<Campaign | null>;

  /**
   * The campaign with this id, or `null`, read with a shared lock: it cannot change (open, close) until the
   * transaction ends, while other readers proceed (a survey response reads its campaign so).
   */
  ofIdShared(id: string): Promise<Campaign | null>;

  /** Inserts or updates the campaign and replaces its questions (one transaction: the unit of work's). */
  save(campaign: Campaign): Promise<void>;

  /**
   * One page of the company's campaigns, newest first (`createdAt` descending, then `id` descending), with the
   * exact total.
   */
  list(companyId: string, query: CampaignQuery): Promise<Page<Campaign>>;

  /** Ids of the company's active (open) campaigns, ordered by `createdAt` then `id`. */
  activeIdsOf(companyId: string): Promise<string[]>;

  /** Ids of the employees linked to the campaign, ascending. */
  membersOf(campaignId: string): Promise<string[]>;
}
