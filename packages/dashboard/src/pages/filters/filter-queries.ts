import type { Filter } from '@employee/client';

/** The first part of every filter query's key (TanStack Query): one invalidation reads them all again. */
export const FILTERS_KEY = ['filters'] as const;

/** Key of one page of the list. */
export const filterPageKey = (page: number) => [...FILTERS_KEY, 'page', page] as const;

/** Key of one filter. */
export const filterKey = (id: string) => [...FILTERS_KEY, 'one', id] as const;

/** The `If-Match` of a write on `filter`: its version as the API's ETag (docs/change-history.md). */
export const ifMatch = (filter: Pick<Filter, 'version'>) => ({ 'If-Match': `"${filter.version}"` });

/** What the list page says after a save or a deactivation, passed in the navigation state. */
export interface FilterNotice {
  readonly notice: string;
}
