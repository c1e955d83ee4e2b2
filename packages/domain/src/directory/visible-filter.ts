import type { Filter } from './filter';
import { filterKeyTaken, filterNotFound } from './filter.errors';
import type { Filters } from './filters';
import { isUuid } from '../kernel/text';
import type { Violations } from '../kernel/violations';

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
 * Records `FILTER.KEY_TAKEN` on `key` when `key` (a string) is the key of another active filter of the
 * company than `exceptId`, so it is reported with every other violation of the request.
 */
export async function checkKeyFree(
  filters: Filters,
  subject: { companyId: string; key: unknown; exceptId: string | null },
  violations: Violations,
): Promise<void> {
  if (typeof subject.key !== 'string') return;
  const active = await filters.activeOfCompany(subject.companyId);
  if (active.some((f) => f.key === subject.key && f.id !== subject.exceptId)) violations.addAll(filterKeyTaken());
}
