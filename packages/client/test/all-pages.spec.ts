import { describe, expect, it } from '@jest/globals';
import { allPages, type ListPage } from '../src/all-pages';

/**
 * A list of numbers served `perPage` at a time by cursor (the cursor: the last number read), recording the
 * cursors asked for; `insertAfterFirstPage` numbers are inserted at the start of the list once the first page
 * was read, as a concurrent writer's records would appear before the reader's place.
 */
function cursorList(total: number, perPage: number, insertAfterFirstPage = 0) {
  const asked: string[] = [];
  let items = Array.from({ length: total }, (_, i) => i);
  const fetchPage = async (cursor: string): Promise<ListPage<number>> => {
    asked.push(cursor);
    const after = cursor === '' ? -Infinity : Number(cursor);
    const data = items.filter((n) => n > after).slice(0, perPage);
    const last = data[data.length - 1];
    const more = last !== undefined && items.some((n) => n > last);
    if (cursor === '' && insertAfterFirstPage > 0)
      items = [...Array.from({ length: insertAfterFirstPage }, (_, i) => -1 - i), ...items].sort((a, b) => a - b);
    return { data, meta: { next_cursor: more ? String(last) : null } };
  };
  return { asked, fetchPage };
}

describe('allPages', () => {
  it('returns every item once, in list order, following next_cursor from the empty cursor to the end', async () => {
    const list = cursorList(1_234, 100);

    const items = await allPages(list.fetchPage);

    expect(items).toEqual(Array.from({ length: 1_234 }, (_, i) => i));
    expect(list.asked).toEqual(['', ...Array.from({ length: 12 }, (_, i) => String(i * 100 + 99))]);
  });

  it('reads an empty list with one request', async () => {
    const list = cursorList(0, 100);

    expect(await allPages(list.fetchPage)).toEqual([]);
    expect(list.asked).toEqual(['']);
  });

  it('neither repeats nor skips an item when records appear before its place meanwhile', async () => {
    const list = cursorList(250, 100, 30);

    expect(await allPages(list.fetchPage)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('fails when a page fails, and when the endpoint answers an offset page', async () => {
    const failing = async (cursor: string): Promise<ListPage<number>> => {
      if (cursor === '2') throw new Error('page after 2: 503');
      return { data: [Number(cursor || 0) + 1], meta: { next_cursor: String(Number(cursor || 0) + 1) } };
    };
    const offset = async (): Promise<ListPage<number>> => ({ data: [1], meta: { current_page: 1 } });

    await expect(allPages(failing)).rejects.toThrow('page after 2: 503');
    await expect(allPages(offset)).rejects.toThrow('offset page');
  });
});
