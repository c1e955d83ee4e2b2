import { useSearchParams } from 'react-router';

/** The list narrowed to the employees holding `value` in the company's filter `key` (the API's `filter[key]`). */
export interface FieldFilter {
  readonly key: string;
  readonly value: string;
}

/** What a list of the employees page shows: a search, a filter value (current employees only) and a page. */
export interface ListState {
  readonly search: string;
  readonly filter: FieldFilter | null;
  /** 1-based. */
  readonly page: number;
}

/** Which list the employees page shows, searched and filtered for what and at which page, as written in its address. */
export interface ListAddress extends ListState {
  /** `deleted=1`: the soft-deleted employees rather than the current ones. */
  readonly deleted: boolean;
  /**
   * Moves to another search, filter or page of the same list (a new browser history entry): what `change` leaves
   * out is kept, but the page, which starts again at 1.
   */
  readonly show: (change: Partial<ListState>) => void;
}

/** The address parameter of the filter `key`, as the API names it (`filter[department]`). */
const filterParameter = (key: string) => `filter[${key}]`;

/**
 * Builds the query string of a list of the employees page: `deleted=1` for the soft-deleted ones, `search` when not
 * empty, the filter as `filter[<key>]=<value>` (docs/dashboard.md#employees-list-filter) and `page` after the first,
 * so the default list is the bare `employees`.
 */
export function listQuery(deleted: boolean, { search = '', filter = null, page = 1 }: Partial<ListState>): string {
  const params = new URLSearchParams({
    ...(deleted ? { deleted: '1' } : {}),
    ...(search ? { search } : {}),
    ...(filter ? { [filterParameter(filter.key)]: filter.value } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The first `filter[<key>]` of the address with a value, or `null`. */
function filterOf(params: URLSearchParams): FieldFilter | null {
  for (const [name, value] of params) {
    const key = /^filter\[(.+)\]$/.exec(name)?.[1];
    if (key !== undefined && value !== '') return { key, value };
  }
  return null;
}

/**
 * The list, search, filter and page of the employees page read from its address
 * (`employees?search=ana&filter[department]=RH&page=2`, `employees?deleted=1`), so the back button and a shared link
 * keep them.
 */
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const deleted = params.get('deleted') === '1';
  const state: ListState = {
    search: params.get('search') ?? '',
    filter: filterOf(params),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  return {
    ...state,
    deleted,
    show: (change) => setParams(new URLSearchParams(listQuery(deleted, { ...state, page: 1, ...change }))),
  };
}
