/** The tables of the changes feeds (migration ChangesFeeds1764400000001). */
export type FeedTable = 'employee_changes' | 'filter_changes';

/** Every feed table, in the order a unit of work appends to them. */
export const FEED_TABLES: readonly FeedTable[] = ['employee_changes', 'filter_changes'];

/** The statements of one feed table. */
export interface FeedStatements {
  /** $1 company id, $2 the last `seq` read, $3 how many rows at most: the next entries in `seq` order. */
  readonly since: string;
  /** $1 company id: the `seq` of its latest entry (`head`), 0 when none (one step down the primary key). */
  readonly head: string;
  /**
   * $1 company ids, $2 entity ids, $3 versions, $4 kinds (arrays of one length): appends the entries in array
   * order, each drawing its `seq` (the identity) as it is inserted; a `(entity_id, version)` already entered is
   * skipped (a save that changed nothing).
   */
  readonly append: string;
}

function statementsOf(table: FeedTable): FeedStatements {
  return {
    since: `SELECT seq, entity_id AS id, version, change FROM ${table}
      WHERE company_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    head: `SELECT coalesce(max(seq), 0) AS head FROM ${table} WHERE company_id = $1`,
    append: `INSERT INTO ${table} (company_id, entity_id, version, change)
      SELECT e.company_id, e.entity_id, e.version, e.change
        FROM unnest($1::uuid[], $2::uuid[], $3::integer[], $4::text[])
             WITH ORDINALITY AS e(company_id, entity_id, version, change, n)
       ORDER BY e.n
      ON CONFLICT (entity_id, version) DO NOTHING`,
  };
}

/** The statements of each feed table. */
export const FEED_STATEMENTS: Readonly<Record<FeedTable, FeedStatements>> = {
  employee_changes: statementsOf('employee_changes'),
  filter_changes: statementsOf('filter_changes'),
};
