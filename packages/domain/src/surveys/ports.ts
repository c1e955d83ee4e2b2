import type { Campaigns } from './campaigns';
import type { Invitations } from './invitations';
import type { Responses } from './responses';

export type { Campaigns } from './campaigns';
export type { Invitations } from './invitations';
export type { Responses } from './responses';

/** The survey repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface SurveyRepositories {
  readonly campaigns: Campaigns;
  /** The campaigns' invitations (kept in step with the employees' campaign links). */
  readonly invitations: Invitations;
  /** The survey responses and their respondent links. */
  readonly responses: Responses;
}
