/** One page of a list endpoint, as the API returns it (`data` and `meta`; docs/contract.md#lists-and-pagination). */
export interface ListPage<T> {
  readonly data: readonly T[];
  readonly meta: { readonly current_page: number; readonly last_page: number; readonly total: number };
}

/**
 * Every item of a paginated list: reads page 1, then pages 2..`last_page` with at most `concurrency`
 * requests at a time, and returns the items in page order. `fetchPage(page)` returns the page or throws.
 * Meant for reading a company's data once (a sync's starting point); items created or deleted meanwhile
 * may be missed or repeated, as with any offset paging.
 */
export async function allPages<T>(fetchPage: (page: number) => Promise<ListPage<T>>, concurrency = 4): Promise<T[]> {
  const first = await fetchPage(1);
  const pages: Array<readonly T[]> = [first.data];
  let next = 2;
  const worker = async (): Promise<void> => {
    while (next <= first.meta.last_page) {
      const page = next;
      next += 1;
      pages[page - 1] = (await fetchPage(page)).data;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return pages.flat();
}
