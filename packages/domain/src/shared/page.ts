import { Violations } from './violations';

/** Default page size (docs/contract.md#lists-and-pagination: "Default page size 10 records"). */
export const DEFAULT_PER_PAGE = 10;
/** Largest page size (docs/contract.md#lists-and-pagination: `per_page` 1..100). */
export const MAX_PER_PAGE = 100;
/** Largest page number: a query value has at most 15 digits (docs/openapi.yaml documents it as `maximum`). */
export const MAX_PAGE = 999_999_999_999_999;

/** Which page of a list to read: 1-based `page`, `perPage` records per page. */
export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
}

/** One page of a list, with the exact number of matching records (`total`) and the last page number (≥ 1). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly lastPage: number;
}

/** Error code of an invalid `page`, `per_page` or `search` (422). */
export const LIST_INVALID = 'LIST.INVALID';

function positiveInteger(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (typeof raw === 'string' && /^\d{1,15}$/.test(raw)) return Number(raw);
  return null;
}

/**
 * Reads `page` (1..{@link MAX_PAGE}, default 1) and `perPage` (API field `per_page`: 1..100, default 10) from a list
 * query, as integers or decimal strings (a query string's values). Source: docs/contract.md#lists-and-pagination.
 * @throws ValidationError `LIST.INVALID` with `page` and/or `per_page` violations.
 */
export function pageRequest(raw: { page?: unknown; perPage?: unknown }, violations = new Violations()): PageRequest {
  const page = raw.page === undefined ? 1 : positiveInteger(raw.page);
  const perPage = raw.perPage === undefined ? DEFAULT_PER_PAGE : positiveInteger(raw.perPage);
  if (page === null || page < 1 || page > MAX_PAGE) {
    violations.add('page', 'PAGE.INVALID', `must be an integer from 1 to ${MAX_PAGE}`);
  }
  if (perPage === null || perPage < 1 || perPage > MAX_PER_PAGE) {
    violations.add('per_page', 'PER_PAGE.INVALID', `must be an integer from 1 to ${MAX_PER_PAGE}`);
  }
  violations.throwIfAny(LIST_INVALID);
  return { page: page as number, perPage: perPage as number };
}

/** Builds a page from the records of `request`'s page and the total count of matching records. */
export function pageOf<T>(items: readonly T[], total: number, request: PageRequest): Page<T> {
  return {
    items,
    total,
    page: request.page,
    perPage: request.perPage,
    lastPage: Math.max(1, Math.ceil(total / request.perPage)),
  };
}

/** Offset of the first record of `request`'s page. */
export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.perPage;
}
