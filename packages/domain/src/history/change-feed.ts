/** What a version of a resource was when it was written: there (`upsert`) or deleted (`delete`, a tombstone). */
export type ChangeKind = 'upsert' | 'delete';

/**
 * One entry of a company's changes feed: the resource `id` reached `version` by a change of kind `change`. `seq`
 * (≥ 1) numbers the company's entries in commit order; a feed never holds one `(id, version)` twice.
 */
export interface ChangeEntry {
  readonly seq: number;
  readonly id: string;
  readonly version: number;
  readonly change: ChangeKind;
}

/** A page of a feed: at most `limit` entries in ascending `seq`, and whether later entries already exist. */
export interface ChangeEntries {
  readonly entries: readonly ChangeEntry[];
  readonly hasMore: boolean;
}

/**
 * Port: one changes feed (employees, or filters) of every company (docs/change-history.md#the-changes-feeds).
 * Adapters append the entries themselves, in the transaction of the change: every version of a resource that
 * the unit of work stores (a save whose version is new, a settlement of a firing) gets one entry, `delete`
 * when the stored resource is deleted (an employee's `deletedAt` set, a filter deactivated), else `upsert`.
 * Within a company, `seq` grows in commit order: an entry numbered lower than one a reader has seen is never
 * committed later (the PostgreSQL adapter numbers them under the company's history lock, just before commit).
 * Adapters: `InMemoryChangeFeed` of `@employee/domain/testing`, `TypeOrmChangeFeed`; both pass
 * `changeFeedsContract`.
 */
export interface ChangeFeed {
  /**
   * The company's entries numbered after `afterSeq` (0: from the beginning), in ascending `seq`, at most
   * `limit` (≥ 1) of them; `hasMore` when more follow. An unknown or non-UUID company has none.
   */
  since(companyId: string, afterSeq: number, limit: number): Promise<ChangeEntries>;

  /**
   * The `seq` of the company's latest entry (0 when it has none, or for an unknown or non-UUID company): a change
   * committed after a read of it numbers higher, so an equal head means nothing of this feed changed between two reads.
   */
  headOf(companyId: string): Promise<number>;
}
