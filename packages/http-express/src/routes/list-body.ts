import type { Page } from '@employee/domain';
import type { Request } from 'express';

/** The `{data, links, meta}` of a list response (docs/contract.md#lists-and-pagination). */
export interface ListBody<V> {
  readonly data: V[];
  readonly links: { first: string; last: string; prev: string | null; next: string | null };
  readonly meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/**
 * The origin of absolute URLs in bodies (list links, invitation links): `publicBaseUrl` (`PUBLIC_BASE_URL`)
 * without a trailing slash when configured, else the request's own (docs/contract.md#lists-and-pagination).
 */
export function originOf(req: Request, publicBaseUrl: string | null): string {
  return publicBaseUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * A page as the API's list body. `links` are absolute URLs of the same path that keep the request's
 * `search`, the list's `filters` (query parameters such as `user_id`) and `per_page`
 * (docs/contract.md#lists-and-pagination); the origin is `publicBaseUrl` when configured
 * (`PUBLIC_BASE_URL`), else the request's own.
 */
export function listBody<T, V>(
  page: Page<T>,
  toView: (item: T) => V,
  req: Request,
  publicBaseUrl: string | null,
  filters: readonly string[] = [],
): ListBody<V> {
  const origin = originOf(req, publicBaseUrl);
  const kept = new URLSearchParams();
  for (const name of ['search', ...filters, 'per_page']) {
    const value = req.query[name];
    if (typeof value === 'string') kept.set(name, value);
  }
  const urlOf = (n: number): string => {
    const query = new URLSearchParams(kept);
    query.set('page', String(n));
    return `${origin}${req.baseUrl}${req.path === '/' ? '' : req.path}?${query.toString()}`;
  };
  return {
    data: page.items.map(toView),
    links: {
      first: urlOf(1),
      last: urlOf(page.lastPage),
      prev: page.page > 1 ? urlOf(Math.min(page.page - 1, page.lastPage)) : null,
      next: page.page < page.lastPage ? urlOf(page.page + 1) : null,
    },
    meta: { current_page: page.page, per_page: page.perPage, total: page.total, last_page: page.lastPage },
  };
}
