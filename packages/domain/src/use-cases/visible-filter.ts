import type { Filter } from '../filter/filter';
import { filterKeyTaken, filterNotFound } from '../filter/filter.errors';
import type { Filters } from '../filter/filters';
import { isUuid } from '../shared/text';

/**
 * The active filter `id` of `companyId`; a deleted filter or another company's is the same 404.
 * @throws NotFoundError `FILTER.NOT_FOUND`.
 */
export async function requireVisibleFilter(filters: Filters, companyId: string, id: unknown): Promise<Filter> {
  const filter = isUuid(id) ? await filters.ofId(id.toLowerCase()) : null;
  if (!filter || filter.companyId !== companyId || !filter.active) throw filterNotFound();
  return filter;
}

/**
 * @throws ValidationError `FILTER.INVALID` (`FILTER.KEY_TAKEN`) when another active filter of the company has
 *   `filter`'s key.
 */
export async function assertKeyFree(filters: Filters, filter: Filter): Promise<void> {
  const active = await filters.activeOfCompany(filter.companyId);
  if (active.some((f) => f.key === filter.key && f.id !== filter.id)) throw filterKeyTaken();
}
