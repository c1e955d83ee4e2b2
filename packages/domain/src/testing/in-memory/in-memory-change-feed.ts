import type { ChangeEntries, ChangeEntry, ChangeFeed, ChangeKind } from '../../history/change-feed';
import { isUuid } from '../../kernel/text';
import type { InMemoryState } from './in-memory-store';

/** An entry of an in-memory feed, with the company it belongs to. */
export interface StoredChange extends ChangeEntry {
  readonly companyId: string;
}

/** One in-memory feed: its entries in `seq` order, and the last version entered per resource id. */
export interface ChangeLog {
  readonly entries: StoredChange[];
  readonly lastVersions: Map<string, number>;
}

/** Which feed of the state. */
export type ChangeLogName = 'employeeChanges' | 'filterChanges';

/** A fresh, empty feed. */
export function emptyChangeLog(): ChangeLog {
  return { entries: [], lastVersions: new Map() };
}

/** A copy that later appends to the original do not reach (for rollback). */
export function copyOfChangeLog(log: ChangeLog): ChangeLog {
  return { entries: [...log.entries], lastVersions: new Map(log.lastVersions) };
}

/**
 * Appends the entry of a stored version to the state's feed `name`, numbered with the state's next `historySeq`,
 * unless that version (or a later one) of the resource is entered already: a save that changed nothing adds none.
 */
export function appendChange(
  state: InMemoryState,
  name: ChangeLogName,
  change: { companyId: string; id: string; version: number; change: ChangeKind },
): void {
  const log = state[name];
  if ((log.lastVersions.get(change.id) ?? 0) >= change.version) return;
  state.historySeq += 1;
  log.entries.push({ ...change, seq: state.historySeq });
  log.lastVersions.set(change.id, change.version);
}

/** `ChangeFeed` over one feed of the in-memory state (runs are serial, so `seq` order is commit order). */
export class InMemoryChangeFeed implements ChangeFeed {
  constructor(private readonly log: () => ChangeLog) {}

  async since(companyId: string, afterSeq: number, limit: number): Promise<ChangeEntries> {
    if (!isUuid(companyId)) return { entries: [], hasMore: false };
    const after = this.log().entries.filter((e) => e.companyId === companyId && e.seq > afterSeq);
    return {
      entries: after.slice(0, limit).map(({ seq, id, version, change }) => ({ seq, id, version, change })),
      hasMore: after.length > limit,
    };
  }

  async headOf(companyId: string): Promise<number> {
    return this.log().entries.reduce((head, e) => (e.companyId === companyId ? Math.max(head, e.seq) : head), 0);
  }
}
