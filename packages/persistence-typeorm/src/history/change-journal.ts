import type { ChangeKind } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { FEED_STATEMENTS, FEED_TABLES, type FeedTable } from './change-feed.sql';

/** A stored version of an employee or filter, to be entered in its feed. */
export interface NotedChange {
  readonly companyId: string;
  readonly id: string;
  readonly version: number;
  readonly change: ChangeKind;
}

/**
 * The feed entries of one unit of work, noted by the repositories as they store versions and appended by
 * {@link ChangeJournal.flush} just before the transaction commits. Source: docs/persistence.md#changes-feed.
 */
export class ChangeJournal {
  private readonly pending = new Map<FeedTable, Map<string, NotedChange>>(FEED_TABLES.map((t) => [t, new Map()]));

  /** Notes that `change.id` was stored at `change.version` (noting one version twice enters it once). */
  note(table: FeedTable, change: NotedChange): void {
    this.pending.get(table)?.set(`${change.id}:${change.version}`, change);
  }

  /** The companies of the noted entries. */
  companyIds(): string[] {
    return [...this.pending.values()].flatMap((changes) => [...changes.values()].map((c) => c.companyId));
  }

  /**
   * Appends the noted entries: inserts each feed's entries with one statement, drawing their `seq`. The caller first
   * takes the history lock of every company they belong to (`lockCompanyHistories`, in ascending id order: two units
   * of work over overlapping sets of companies, such as settlement passes, never wait for each other in a cycle);
   * the locks are held until the transaction ends, so a company's entries are numbered in commit order. Call it
   * among the last statements before commit: a transaction holding a history lock then waits for nothing but
   * another history lock. Does nothing when nothing was noted.
   */
  async flush(manager: EntityManager): Promise<void> {
    const noted = FEED_TABLES.map((table) => ({ table, changes: [...(this.pending.get(table)?.values() ?? [])] }));
    for (const { table, changes } of noted) {
      if (changes.length === 0) continue;
      await manager.query(FEED_STATEMENTS[table].append, [
        changes.map((c) => c.companyId),
        changes.map((c) => c.id),
        changes.map((c) => c.version),
        changes.map((c) => c.change),
      ]);
    }
  }
}
