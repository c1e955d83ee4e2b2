import type { DataSubjects } from './data-subjects';
import type { PersonalDataCopies } from './personal-data-copies';

export type { DataSubjects } from './data-subjects';
export type { PersonalDataCopies } from './personal-data-copies';

/** The privacy (data-subject rights) repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface DataSubjectRepositories {
  /** What is stored about a person beyond the employee row: invitations and linked responses. */
  readonly dataSubjects: DataSubjects;
  /** The copies of a person's values kept elsewhere: idempotency answers, webhook events and deliveries. */
  readonly personalDataCopies: PersonalDataCopies;
}
