import { describe, expect, it } from '@jest/globals';
import { allPages, type ListPage } from '../src/all-pages';

/** A list of `total` numbered items served `perPage` at a time, recording which pages were asked for. */
function pagedList(total: number, perPage: number) {
  const asked: number[] = [];
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const fetchPage = async (page: number): Promise<ListPage<number>> => {
    asked.push(page);
    await new Promise((resolve) => setTimeout(resolve, (page * 7) % 5)); // answers out of order
    const from = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) => from + i);
    return { data, meta: { current_page: page, last_page: lastPage, total } };
  };
  return { asked, fetchPage };
}

describe('allPages', () => {
  it('returns every item once, in page order, asking for each page once', async () => {
    const list = pagedList(1_234, 100);

    const items = await allPages(list.fetchPage, 4);

    expect(items).toEqual(Array.from({ length: 1_234 }, (_, i) => i));
    expect([...list.asked].sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });

  it('reads an empty list with one request', async () => {
    const list = pagedList(0, 100);

    expect(await allPages(list.fetchPage)).toEqual([]);
    expect(list.asked).toEqual([1]);
  });

  it('fails when a page fails', async () => {
    const failing = async (page: number): Promise<ListPage<number>> => {
      if (page === 3) throw new Error('page 3: 503');
      return { data: [page], meta: { current_page: page, last_page: 5, total: 5 } };
    };

    await expect(allPages(failing, 2)).rejects.toThrow('page 3: 503');
  });
});
