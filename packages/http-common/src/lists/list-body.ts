import type { Page } from '@employee/domain';
import { linkOrigin } from '@employee/wire';
import type { Request } from 'express';
import { cursorFor, type ListRequest } from './list-cursor';

/** The `{data, links, meta}` of a list response (docs/contract.md#lists-and-pagination). */
export interface ListBody<V> {
  readonly data: V[];
  /** `last` and `prev` are `null` in cursor paging, which knows neither. */
  readonly links: { first: string; last: string | null; prev: string | null; next: string | null };
  /** Offset paging: the page, `per_page`, the total and the last page; cursor paging: `per_page` and `next_cursor`. */
  readonly meta:
    | { current_page: number; per_page: number; total: number; last_page: number }
    | { per_page: number; next_cursor: string | null };
}

/**
 * The origin of absolute URLs in bodies (list links, invitation links): `publicBaseUrl` (`PUBLIC_BASE_URL`)
 * without a trailing slash when configured, else the request's own (docs/contract.md#lists-and-pagination).
 */
export function originOf(req: Request, publicBaseUrl: string | null): string {
  return linkOrigin(publicBaseUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
}

/**
 * A page as the API's list body. `links` are absolute URLs of the same path that keep the request's
 * `search`, the list's filters (`list.filters`, query parameters such as `user_id`) and `per_page`
 * (docs/contract.md#lists-and-pagination); the origin is `publicBaseUrl` when configured (`PUBLIC_BASE_URL`), else
 * the request's own. A cursor page (docs/change-history.md#cursor-pages) links `first` to `cursor=` and `next` to
 * the cursor after its last item (`null` at the end), and its `meta` holds `per_page` and that `next_cursor`; no
 * total is counted. Without `list`, the list has no cursor paging (the user's tokens, the scopes).
 */
export function listBody<T, V>(
  page: Page<T>,
  toView: (item: T) => V,
  req: Request,
  publicBaseUrl: string | null,
  list: Pick<ListRequest, 'scope' | 'filters'> = { scope: '', filters: [] },
): ListBody<V> {
  const origin = originOf(req, publicBaseUrl);
  const kept = new URLSearchParams();
  for (const name of ['search', ...list.filters, 'per_page']) {
    const value = req.query[name];
    if (typeof value === 'string') kept.set(name, value);
  }
  const urlWith = (name: 'page' | 'cursor', value: string): string => {
    const query = new URLSearchParams(kept);
    query.set(name, value);
    return `${origin}${req.baseUrl}${req.path === '/' ? '' : req.path}?${query.toString()}`;
  };
  const data = page.items.map(toView);
  if (page.next !== undefined) {
    const nextCursor = page.next === null ? null : cursorFor(page.next, list.scope);
    return {
      data,
      links: {
        first: urlWith('cursor', ''),
        last: null,
        prev: null,
        next: nextCursor && urlWith('cursor', nextCursor),
      },
      meta: { per_page: page.perPage, next_cursor: nextCursor },
    };
  }
  const [number, total, last] = [page.page ?? 1, page.total ?? 0, page.lastPage ?? 1];
  const urlOf = (n: number): string => urlWith('page', String(n));
  return {
    data,
    links: {
      first: urlOf(1),
      last: urlOf(last),
      prev: number > 1 ? urlOf(Math.min(number - 1, last)) : null,
      next: number < last ? urlOf(number + 1) : null,
    },
    meta: { current_page: number, per_page: page.perPage, total, last_page: last },
  };
}
