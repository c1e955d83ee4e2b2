import type { ChangeFeed } from '../history';
import type { Employees } from './employees';
import type { Filters } from './filters';

export type { Employees } from './employees';
export type { Filters } from './filters';

/** The directory repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface DirectoryRepositories {
  readonly employees: Employees;
  readonly filters: Filters;
  /** The employees' changes feed (entries appended by `employees` itself). */
  readonly employeeChanges: ChangeFeed;
  /** The filters' changes feed (entries appended by `filters` itself). */
  readonly filterChanges: ChangeFeed;
}

/**
 * What the employee lifecycle needs of the surveys context, declared here so the directory does not import it:
 * a new, changed or fired employee joins or leaves the company's active campaigns, under the company's campaign
 * membership lock (docs/surveys.md#invitations). The surveys' `Campaigns` and `Invitations` repositories fit it.
 */
export interface CampaignMembershipPorts {
  readonly campaigns: { activeIdsOf(companyId: string): Promise<string[]> };
  readonly invitations: { lockMembership(companyId: string, mode: 'shared' | 'exclusive'): Promise<void> };
}
