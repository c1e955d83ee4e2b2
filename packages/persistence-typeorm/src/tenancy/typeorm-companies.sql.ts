/**
 * Every plain-SQL statement of `TypeOrmCompanies` (docs/persistence.md, "Plain SQL or TypeORM's API"): the
 * company by id, which every authenticated request reads (scripts/bench/baseline-sql.ts copies it: change
 * both together), and the company trees, recursive CTEs that TypeORM's API cannot express.
 */

/** `RawRecords` condition: the company `$1`. */
export const BY_ID = 'id = $1';

/** Ids of the company `root` (a query parameter: `$1`, or `:name` in a query builder) and of every company below it. */
function treeIds(root: string): string {
  return `WITH RECURSIVE tree AS (
      SELECT id FROM companies WHERE id = ${root}
      UNION ALL
      SELECT c.id FROM companies c JOIN tree t ON c.parent_id = t.id
    )
    SELECT id FROM tree`;
}

/** `total`: the companies of the tree of $1. */
export const TREE_COUNT = `SELECT count(*)::int AS total FROM (${treeIds('$1')}) t`;

/** Query-builder condition on the alias `c`: the company is in the tree of `:rootId`. */
export const IN_TREE_OF_ROOT = `c.id IN (${treeIds(':rootId')})`;

/** Query-builder condition on the alias `c`: after the place (`:createdAt`, `:id`) in list order. */
export const AFTER_PLACE = '(c.created_at, c.id) > (:createdAt, :id)';

/** One row when the company $2 is $1 or below it, none otherwise: $2's ancestry walked up to $1. */
export const IS_IN_TREE = `WITH RECURSIVE ancestry AS (
         SELECT id, parent_id FROM companies WHERE id = $2
         UNION ALL
         SELECT c.id, c.parent_id FROM companies c JOIN ancestry a ON c.id = a.parent_id
       )
       SELECT 1 FROM ancestry WHERE id = $1 LIMIT 1`;
