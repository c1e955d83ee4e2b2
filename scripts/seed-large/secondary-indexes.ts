import type { PoolClient } from 'pg';

/** A secondary index as PostgreSQL describes it (`pg_indexes.indexdef` keeps its WHERE and WITH options). */
export interface IndexDefinition {
  readonly name: string;
  readonly definition: string;
}

/**
 * Drops every index of `tables` but those of constraints (primary keys, unique constraints), and returns their
 * definitions. Loading a million rows
 * and then building each index once is many times faster than maintaining six trigram GIN indexes
 * (`fastupdate = off`) row by row.
 */
export async function dropSecondaryIndexes(client: PoolClient, tables: readonly string[]): Promise<IndexDefinition[]> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u', 'x'))
      ORDER BY i.tablename, i.indexname`,
    [tables],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.indexname}`);
  return rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

/** Builds `indexes` again, one at a time, with a generous `maintenance_work_mem`; `onBuilt(name)` after each. */
export async function createIndexes(
  client: PoolClient,
  indexes: readonly IndexDefinition[],
  onBuilt: (name: string) => void,
): Promise<void> {
  await client.query(`SET maintenance_work_mem = '512MB'`);
  for (const index of indexes) {
    await client.query(index.definition);
    onBuilt(index.name);
  }
}
