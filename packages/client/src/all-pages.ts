/**
 * One page of a list endpoint as the API returns it (`data` and `meta`; docs/contract.md#lists-and-pagination):
 * read with `cursor`, its `meta` holds `next_cursor` (docs/change-history.md#cursor-pages).
 */
export interface ListPage<T> {
  readonly data: readonly T[];
  readonly meta: { readonly next_cursor: string | null } | { readonly current_page: number };
}

/**
 * Every item of a list, walked by cursor: `fetchPage('')` reads the first page, then `fetchPage(next_cursor)` each
 * following one until `next_cursor` is `null`; the items come in list order. Walking by cursor, a record created
 * or deleted meanwhile never shifts the others: none is repeated or skipped, and the last pages of a large list
 * cost what the first costs. Pages are read one after the other (each cursor comes from the page before).
 * `fetchPage(cursor)` sends `cursor` and returns the page or throws.
 * @throws Error when a page comes back without `meta.next_cursor` (the endpoint ignored `cursor`).
 */
export async function allPages<T>(fetchPage: (cursor: string) => Promise<ListPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page: ListPage<T> = await fetchPage(cursor);
    items.push(...page.data);
    if (!('next_cursor' in page.meta)) throw new Error('The list answered an offset page to a cursor request');
    cursor = page.meta.next_cursor;
  }
  return items;
}
