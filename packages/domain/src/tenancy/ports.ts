export type { Companies } from './companies';
import type { Companies } from './companies';

/** The tenancy repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface TenancyRepositories {
  readonly companies: Companies;
}
