import type { Permissions } from '../access/permissions';
import type { Profiles } from '../access/profiles';
import type { UserTokens } from '../access/user-tokens';
import type { Users } from '../access/users';
import type { ApiKeys } from '../api-key/api-keys';
import type { Campaigns } from '../campaign/campaigns';
import type { Companies } from '../company/companies';
import type { Employees } from '../employee/employees';
import type { Filters } from '../filter/filters';
import type { AuditTrail } from '../history/audit-trail';
import type { ChangeFeed } from '../history/change-feed';
import type { Invitations } from '../survey/invitations';
import type { Responses } from '../survey/responses';

/** The repositories of one unit of work; everything done through them commits or rolls back together. */
export interface Repositories {
  readonly employees: Employees;
  readonly filters: Filters;
  readonly companies: Companies;
  readonly campaigns: Campaigns;
  /** The campaigns' invitations (kept in step with the employees' campaign links). */
  readonly invitations: Invitations;
  /** The survey responses and their respondent links. */
  readonly responses: Responses;
  readonly apiKeys: ApiKeys;
  readonly profiles: Profiles;
  readonly users: Users;
  readonly permissions: Permissions;
  readonly userTokens: UserTokens;
  /** The audit trail: one event per change, appended in this unit of work's transaction. */
  readonly audit: AuditTrail;
  /** The employees' changes feed (entries appended by `employees` itself). */
  readonly employeeChanges: ChangeFeed;
  /** The filters' changes feed (entries appended by `filters` itself). */
  readonly filterChanges: ChangeFeed;
}

/**
 * Port: a transaction. `run` gives `work` repositories bound to one transaction; when `work` resolves, its
 * writes commit together; when it rejects, none of them is kept and the rejection propagates. Every use
 * case runs its reads and writes inside one `run` (docs/house-rules.md#ports: every multi-row write is one
 * transaction).
 */
export interface UnitOfWork {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
