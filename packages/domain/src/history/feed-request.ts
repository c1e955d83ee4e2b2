import { LIST_INVALID } from '../kernel/page';
import { Violations } from '../kernel/violations';
import type { StreamCursors } from './cursor-seal';

/** Default number of entries of a feed page (docs/change-history.md#the-changes-feeds). */
export const DEFAULT_FEED_LIMIT = 100;
/** Largest number of entries of a feed page. */
export const MAX_FEED_LIMIT = 1000;

/** Which page of a changes feed to read: the entries after `afterSeq` (0: from the beginning), `limit` of them. */
export interface FeedRequest {
  readonly afterSeq: number;
  readonly limit: number;
}

function limitOf(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (typeof raw === 'string' && /^\d{1,4}$/.test(raw)) return Number(raw);
  return null;
}

/**
 * Reads a feed query as received: `cursor` (absent: from the beginning; else a cursor `cursors` gave, which
 * names the position to read on after) and `limit` (1..{@link MAX_FEED_LIMIT}, default {@link DEFAULT_FEED_LIMIT},
 * an integer or decimal string).
 * @throws ValidationError `LIST.INVALID` with `cursor` (`CURSOR.INVALID`: malformed, edited, another company's or
 *   another feed's) and/or `limit` (`LIMIT.INVALID`) (422).
 */
export function feedRequest(raw: { cursor?: unknown; limit?: unknown }, cursors: StreamCursors): FeedRequest {
  const violations = new Violations();
  const afterSeq = raw.cursor === undefined ? 0 : cursors.positionOf(raw.cursor);
  const limit = raw.limit === undefined ? DEFAULT_FEED_LIMIT : limitOf(raw.limit);
  if (afterSeq === null) violations.add('cursor', 'CURSOR.INVALID', 'must be a next_cursor this feed returned');
  if (limit === null || limit < 1 || limit > MAX_FEED_LIMIT) {
    violations.add('limit', 'LIMIT.INVALID', `must be an integer from 1 to ${MAX_FEED_LIMIT}`);
  }
  violations.throwIfAny(LIST_INVALID);
  return { afterSeq: afterSeq as number, limit: limit as number };
}
