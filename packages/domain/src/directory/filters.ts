import type { Page, PageRequest } from '../kernel/page';
import type { Filter } from './filter';

/** Port: the stored filters of every company. Source: docs/contract.md#filters. */
export interface Filters {
  /** The filter with this id, active or not, of any company; `null` when there is none. */
  ofId(id: string): Promise<Filter | null>;

  /**
   * The filters with these ids that exist, active or not, of any company, in no particular order, without a
   * lock (for showing them: the changes feed's current states). Ids that are not UUIDs are unknown ids.
   */
  ofIds(ids: readonly string[]): Promise<Filter[]>;

  /** Every active filter of the company (for `fields` resolution), in list order. */
  activeOfCompany(companyId: string): Promise<Filter[]>;

  /** One page of the company's active filters, ordered by `createdAt` then `id`, with the exact total. */
  listActive(companyId: string, page: PageRequest): Promise<Page<Filter>>;

  /**
   * Inserts or updates the filter.
   * @throws ValidationError `FILTER.INVALID` (`FILTER.KEY_TAKEN` on `key`) when another active filter of the
   *   company has the same key, also when that filter was saved concurrently.
   */
  save(filter: Filter): Promise<void>;
}
