import { isUuid, type ChangeEntries, type ChangeFeed, type ChangeKind } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { FEED_STATEMENTS, type FeedTable } from './change-feed.sql';

/** A feed row as read back (`seq` is a `bigint`, which the driver gives as a string). */
interface Row {
  readonly seq: string;
  readonly id: string;
  readonly version: number;
  readonly change: ChangeKind;
}

/**
 * `ChangeFeed` over one feed table (`employee_changes` or `filter_changes`, migration ChangesFeeds1764400000001),
 * within one unit of work's transaction. The entries are appended by the repositories through the unit of work's
 * `ChangeJournal`; this reads them (primary key `(company_id, seq)`). Passes `changeFeedsContract`. Source:
 * docs/persistence.md#changes-feed.
 */
export class TypeOrmChangeFeed implements ChangeFeed {
  constructor(
    private readonly manager: EntityManager,
    private readonly table: FeedTable,
  ) {}

  async since(companyId: string, afterSeq: number, limit: number): Promise<ChangeEntries> {
    if (!isUuid(companyId)) return { entries: [], hasMore: false };
    const rows = await this.manager.query<Row[]>(FEED_STATEMENTS[this.table].since, [companyId, afterSeq, limit + 1]);
    return {
      entries: rows.slice(0, limit).map((row) => ({ ...row, seq: Number(row.seq) })),
      hasMore: rows.length > limit,
    };
  }

  async headOf(companyId: string): Promise<number> {
    if (!isUuid(companyId)) return 0;
    const [row] = await this.manager.query<Array<{ head: string }>>(FEED_STATEMENTS[this.table].head, [companyId]);
    return Number(row?.head ?? 0);
  }
}
