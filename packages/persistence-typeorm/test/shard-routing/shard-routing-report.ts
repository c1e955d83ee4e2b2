import type { DataSource } from 'typeorm';
import { CROSS_SHARD_STATEMENTS, REFERENCE_TABLES } from './cross-shard-statements';
import { unroutedTables, type ShardKeys } from './shard-key-check';

/**
 * The shard key of every company-scoped table of `dataSource`'s schema: `company_id` of each table holding that
 * column, but the {@link REFERENCE_TABLES}.
 */
export async function shardKeys(dataSource: DataSource): Promise<ShardKeys> {
  const rows = await dataSource.query<Array<{ table_name: string }>>(
    `SELECT DISTINCT table_name FROM information_schema.columns ` +
      `WHERE table_schema = current_schema() AND column_name = 'company_id'`,
  );
  const scoped = rows.map((r) => r.table_name).filter((table) => !(table in REFERENCE_TABLES));
  return new Map(scoped.map((table): [string, string] => [table, 'company_id']));
}

/** What the check found: unlisted unrouted statements (`table: sql`), and listed exceptions nothing needed. */
export interface ShardRoutingReport {
  readonly unlisted: string[];
  readonly stale: string[];
}

/**
 * Parses every statement (libpg-query, loaded first with `loadSqlParser`) and sorts each company-scoped table it
 * leaves without its company into a listed exception ({@link CROSS_SHARD_STATEMENTS}) or `unlisted`.
 */
export function shardRoutingReport(statements: string[], keys: ShardKeys): ShardRoutingReport {
  const unlisted: string[] = [];
  const used = new Set<number>();
  for (const sql of statements) {
    const text = sql.replace(/\s+/g, ' ').trim();
    for (const table of new Set(unroutedTables(sql, keys))) {
      const index = CROSS_SHARD_STATEMENTS.findIndex((e) => e.tables.includes(table) && e.statement.test(text));
      if (index >= 0) used.add(index);
      else unlisted.push(`${table}: ${text}`);
    }
  }
  const stale = CROSS_SHARD_STATEMENTS.filter((_, i) => !used.has(i)).map((e) => `${e.tables.join()}: ${e.statement}`);
  return { unlisted, stale };
}
