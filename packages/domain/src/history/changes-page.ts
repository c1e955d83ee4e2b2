import type { ChangeFeed, ChangeKind } from './change-feed';
import type { StreamCursors } from './cursor-seal';
import type { FeedRequest } from './feed-request';

/**
 * One entry of a feed page as the API shows it: the resource `id` reached `version` by a change of kind
 * `change`; `current` is the resource as it is NOW (its version may be newer than the entry's: a later entry of
 * the same page or of a later page carries that newer version), or `null` when it is deleted now, and always
 * for a `delete` entry (a tombstone holds no personal data). Source: docs/change-history.md#the-changes-feeds.
 */
export interface ChangeItem<T> {
  readonly id: string;
  readonly version: number;
  readonly change: ChangeKind;
  readonly current: T | null;
}

/** A page of a changes feed: its items, the cursor to read on from (`nextCursor`), and whether more follow. */
export interface ChangesPage<T> {
  readonly items: readonly ChangeItem<T>[];
  /** The sealed cursor after the last item; of the request's own position when the page is empty. */
  readonly nextCursor: string;
  readonly hasMore: boolean;
}

/**
 * Reads one page of the company's `feed` and joins each `upsert` entry to the current state of its resource:
 * `visibleOf(ids)` gives the resources among `ids` that the company sees now (not deleted); the others are `null`.
 * `cursors` (the company's cursors of this feed) seal the next position.
 */
export async function changesPageOf<T extends { readonly id: string }>(
  feed: ChangeFeed,
  companyId: string,
  request: FeedRequest,
  visibleOf: (ids: readonly string[]) => Promise<readonly T[]>,
  cursors: StreamCursors,
): Promise<ChangesPage<T>> {
  const { entries, hasMore } = await feed.since(companyId, request.afterSeq, request.limit);
  const upserted = [...new Set(entries.filter((e) => e.change === 'upsert').map((e) => e.id))];
  const current = new Map((upserted.length === 0 ? [] : await visibleOf(upserted)).map((item) => [item.id, item]));
  const last = entries.at(-1);
  return {
    items: entries.map(({ id, version, change }) => ({
      id,
      version,
      change,
      current: change === 'upsert' ? (current.get(id) ?? null) : null,
    })),
    nextCursor: cursors.cursorOf(last ? last.seq : request.afterSeq),
    hasMore,
  };
}
