import { MAX_SHORT_TEXT, readText } from './text';
import { Violations } from './violations';

/** Default page size (docs/contract.md#lists-and-pagination: "Default page size 10 records"). */
export const DEFAULT_PER_PAGE = 10;
/** Largest page size (docs/contract.md#lists-and-pagination: `per_page` 1..100). */
export const MAX_PER_PAGE = 100;
/** Largest page number: a query value has at most 15 digits (docs/openapi.yaml documents it as `maximum`). */
export const MAX_PAGE = 999_999_999_999_999;

/**
 * A record's place in list order: every list is ordered by `createdAt`, then `id` (lower-case UUID), ascending.
 * A cursor page starts after one (docs/change-history.md#cursor-pages).
 */
export interface ListPosition {
  readonly createdAt: Date;
  readonly id: string;
}

/** Negative when `a` comes before `b` in list order, positive when after, 0 for the same place. */
export function compareListOrder(a: ListPosition, b: ListPosition): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Which page of a list to read: `perPage` records, either the 1-based offset page `page`, or, with `cursor`
 * (cursor paging, docs/change-history.md#cursor-pages), the records that follow `cursor.after` in list order
 * (the first ones when `after` is `null`), which adapters find through the list's index without skipping an
 * offset and without counting a total.
 */
export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
  readonly cursor?: { readonly after: ListPosition | null };
}

/**
 * One page of a list. Offset paging: `page`, the exact number of matching records (`total`) and the last page
 * number (≥ 1). Cursor paging: `page`, `total` and `lastPage` are `null` (nothing is counted) and `next` is where
 * the following page starts (the place of this page's last item), `null` when no record follows.
 */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number | null;
  readonly page: number | null;
  readonly perPage: number;
  readonly lastPage: number | null;
  readonly next?: ListPosition | null;
}

/** A list query's paging as received: `page` and `per_page` raw, and `cursor` as the adapter decoded it. */
export interface PageQuery {
  page?: unknown;
  perPage?: unknown;
  /**
   * API `cursor`, decoded by the driving adapter (which owns its format): absent for offset paging, `null` to
   * start cursor paging at the first record, else the place the previous page ended.
   */
  after?: ListPosition | null;
}

/** Error code of an invalid `page`, `per_page`, `cursor` or `search` (422). */
export const LIST_INVALID = 'LIST.INVALID';

function positiveInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (typeof raw === 'string' && /^\d{1,15}$/.test(raw)) return Number(raw);
  return null;
}

/**
 * Reads `page` (1..{@link MAX_PAGE}, default 1) and `perPage` (API field `per_page`: 1..100, default 10) from a list
 * query, as integers or decimal strings (a query string's values), and its cursor (`after`: cursor paging, which
 * `page` may not accompany). Source: docs/contract.md#lists-and-pagination, docs/change-history.md#cursor-pages.
 * @throws ValidationError `LIST.INVALID` with `page` and/or `per_page` violations.
 */
export function pageRequest(raw: PageQuery, violations = new Violations()): PageRequest {
  if (raw.after !== undefined && raw.page !== undefined)
    violations.add('page', 'PAGE.WITH_CURSOR', 'must not be sent with cursor (a cursor names its own page)');
  const page = raw.page === undefined || raw.after !== undefined ? 1 : positiveInteger(raw.page);
  const perPage = raw.perPage === undefined ? DEFAULT_PER_PAGE : positiveInteger(raw.perPage);
  if (page === null || page < 1 || page > MAX_PAGE) {
    violations.add('page', 'PAGE.INVALID', `must be an integer from 1 to ${MAX_PAGE}`);
  }
  if (perPage === null || perPage < 1 || perPage > MAX_PER_PAGE) {
    violations.add('per_page', 'PER_PAGE.INVALID', `must be an integer from 1 to ${MAX_PER_PAGE}`);
  }
  violations.throwIfAny(LIST_INVALID);
  const request = { page: page as number, perPage: perPage as number };
  return raw.after === undefined ? request : { ...request, cursor: { after: raw.after } };
}

/** A page read by offset: its number, the exact total and the last page number are known. */
export interface OffsetPage<T> extends Page<T> {
  readonly total: number;
  readonly page: number;
  readonly lastPage: number;
}

/**
 * Reads a list's `search` (docs/contract.md#lists-and-pagination): trimmed, at most 255 characters; absent or empty
 * (after trimming) is no search, `null`. A violation on `search` is added to `violations`.
 */
export function readSearch(raw: unknown, violations: Violations): string | null {
  if (raw === undefined) return null;
  return readText(violations, 'search', raw, { max: MAX_SHORT_TEXT, trim: true }) || null;
}

/**
 * Reads a list's `status` filter: absent is no filter, `null`; otherwise one of `statuses`, else a violation `code`
 * on `status` ("must be one of …") is added to `violations` and the result is `null`.
 */
export function readStatusFilter<T extends string>(
  raw: unknown,
  statuses: readonly T[],
  code: string,
  violations: Violations,
): T | null {
  if (raw === undefined) return null;
  const status = statuses.find((s) => s === raw);
  if (status === undefined) violations.add('status', code, `must be one of ${statuses.join(', ')}`);
  return status ?? null;
}

/** Builds a page from the records of `request`'s page and the total count of matching records. */
export function pageOf<T>(items: readonly T[], total: number, request: PageRequest): OffsetPage<T> {
  return {
    items,
    total,
    page: request.page,
    perPage: request.perPage,
    lastPage: Math.max(1, Math.ceil(total / request.perPage)),
  };
}

/** Offset of the first record of `request`'s page (0 for cursor paging: the position replaces the offset). */
export function offsetOf(request: PageRequest): number {
  return request.cursor ? 0 : (request.page - 1) * request.perPage;
}

/**
 * How many records an adapter reads for `request`: `perPage`, and one more for cursor paging, whose presence tells
 * {@link cursorPageOf} that a next page exists without counting.
 */
export function fetchSizeOf(request: PageRequest): number {
  return request.cursor ? request.perPage + 1 : request.perPage;
}

/**
 * A cursor page from the records read after the request's position, in list order, {@link fetchSizeOf} of them at
 * most: the first `perPage`, and `next`, the place of the last one kept, when more were read.
 */
export function cursorPageOf<T extends ListPosition>(fetched: readonly T[], request: PageRequest): Page<T> {
  const items = fetched.slice(0, request.perPage);
  const last = items[items.length - 1];
  const next = fetched.length > request.perPage && last ? { createdAt: last.createdAt, id: last.id } : null;
  return { items, total: null, page: null, perPage: request.perPage, lastPage: null, next };
}

/** `page` with each item replaced by `convert(item)`. */
export function mapPage<T, U>(page: Page<T>, convert: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(convert) };
}

/**
 * `request`'s page of `all`, a whole list already in list order (for adapters that hold every record, such as the
 * in-memory ones): the offset page with the total, or the cursor page after the request's position. With
 * `newestFirst`, the list is in the reverse of list order, and a cursor page holds the records before the position.
 */
export function pageOfList<T extends ListPosition>(
  all: readonly T[],
  request: PageRequest,
  newestFirst = false,
): Page<T> {
  if (!request.cursor)
    return pageOf(all.slice(offsetOf(request), offsetOf(request) + request.perPage), all.length, request);
  const after = request.cursor.after;
  const direction = newestFirst ? -1 : 1;
  const rest = after === null ? all : all.filter((item) => direction * compareListOrder(item, after) > 0);
  return cursorPageOf(rest.slice(0, fetchSizeOf(request)), request);
}
