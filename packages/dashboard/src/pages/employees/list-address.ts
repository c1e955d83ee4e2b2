import { useSearchParams } from 'react-router';

/** Which list the employees page shows, searched for what and at which page, as written in its address. */
export interface ListAddress {
  /** `deleted=1`: the soft-deleted employees rather than the current ones. */
  readonly deleted: boolean;
  readonly search: string;
  /** 1-based. */
  readonly page: number;
  /** Moves to another search or page of the same list (a new browser history entry). */
  readonly show: (search: string, page: number) => void;
}

/**
 * Builds the query string of a list of the employees page: `deleted=1` for the soft-deleted ones, `search` when not
 * empty and `page` after the first, so the default list is the bare `employees`.
 */
export function listQuery(deleted: boolean, search: string, page = 1): string {
  const params = new URLSearchParams({
    ...(deleted ? { deleted: '1' } : {}),
    ...(search ? { search } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The list, search and page of the employees page read from its address (`employees?deleted=1&search=ana&page=2`),
 * so the back button and a shared link keep them.
 */
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const deleted = params.get('deleted') === '1';
  return {
    deleted,
    search: params.get('search') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    show: (search, page) => setParams(new URLSearchParams(listQuery(deleted, search, page))),
  };
}
