import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

interface ColumnSql {
  readonly property: string;
  readonly column: string;
}

/** The SQL of one entity, built once from its TypeORM metadata. */
interface EntitySql {
  readonly table: string;
  readonly columns: readonly ColumnSql[];
  /** `"company_id" AS "companyId", …`; `date` columns as `YYYY-MM-DD` text, as TypeORM gives them. */
  readonly selectList: string;
  /** `INSERT … ON CONFLICT (primary key) DO UPDATE SET every other column`, parameters in `columns` order. */
  readonly upsert: string;
  /** The `ON CONFLICT (primary key) DO UPDATE SET every other column` clause of {@link upsert}. */
  readonly onConflictUpdate: string;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const cache = new WeakMap<object, Map<EntityTarget<ObjectLiteral>, EntitySql>>();

function entitySql(manager: EntityManager, target: EntityTarget<ObjectLiteral>): EntitySql {
  let byTarget = cache.get(manager.connection);
  if (!byTarget) {
    byTarget = new Map();
    cache.set(manager.connection, byTarget);
  }
  const known = byTarget.get(target);
  if (known) return known;
  const metadata = manager.connection.getMetadata(target);
  const columns = metadata.columns.map((c) => ({
    property: c.propertyName,
    column: c.databaseName,
    type: String(c.type),
  }));
  const primaryKey = metadata.primaryColumns.map((c) => c.databaseName);
  const selectList = columns
    .map(
      (c) =>
        `${c.type === 'date' ? `to_char(${quote(c.column)}, 'YYYY-MM-DD')` : quote(c.column)} AS ${quote(c.property)}`,
    )
    .join(', ');
  const names = columns.map((c) => quote(c.column)).join(', ');
  const values = columns.map((_, i) => `$${i + 1}`).join(', ');
  const updates = columns
    .filter((c) => !primaryKey.includes(c.column))
    .map((c) => `${quote(c.column)} = EXCLUDED.${quote(c.column)}`)
    .join(', ');
  const onConflictUpdate = `ON CONFLICT (${primaryKey.map(quote).join(', ')}) DO UPDATE SET ${updates}`;
  const sql: EntitySql = {
    table: quote(metadata.tableName),
    columns,
    selectList,
    upsert: `INSERT INTO ${quote(metadata.tableName)} (${names}) VALUES (${values}) ${onConflictUpdate}`,
    onConflictUpdate,
  };
  byTarget.set(target, sql);
  return sql;
}

/**
 * Plain-SQL reads and writes of one entity's rows, for the paths every request takes (docs/performance.md: TypeORM's
 * query builder was the largest cost of ours under load, ~1 ms a request). The statements are built once
 * from the entity's metadata, so a column added to a record is read and written here too; records come back
 * as instances of the record class, with the values TypeORM would give (dates `YYYY-MM-DD`, timestamps
 * `Date`). Errors are TypeORM's `QueryFailedError`s, as with the query builder.
 */
export class RawRecords<T extends ObjectLiteral> {
  private readonly sql: EntitySql;

  constructor(
    private readonly manager: EntityManager,
    private readonly target: new () => T,
  ) {
    this.sql = entitySql(manager, target);
  }

  /** The records `WHERE <condition>` (and any `ORDER BY`/`LIMIT`/`FOR UPDATE` after it), `$1…` = `parameters`. */
  async where(condition: string, parameters: unknown[]): Promise<T[]> {
    const rows = await this.manager.query<object[]>(
      `SELECT ${this.sql.selectList} FROM ${this.sql.table} WHERE ${condition}`,
      parameters,
    );
    return rows.map((row) => Object.assign(new this.target(), row));
  }

  /**
   * Like {@link where}, each record with `extra`'s columns beside it: `extra` maps a property name to an SQL
   * expression over the entity's table (unaliased, so `employees.id` names the row's id), e.g. a correlated
   * subquery that aggregates a child table, so a record and its children come back in one round trip.
   */
  async whereWith<E extends Record<string, unknown>>(
    extra: { readonly [K in keyof E]: string },
    condition: string,
    parameters: unknown[],
  ): Promise<Array<{ record: T; extra: E }>> {
    const names = Object.keys(extra);
    const extraList = names.map((name) => `${extra[name]} AS ${quote(name)}`).join(', ');
    const rows = await this.manager.query<Array<Record<string, unknown>>>(
      `SELECT ${this.sql.selectList}, ${extraList} FROM ${this.sql.table} WHERE ${condition}`,
      parameters,
    );
    return rows.map((row) => {
      const values = { ...row };
      for (const name of names) delete values[name];
      return {
        record: Object.assign(new this.target(), values),
        extra: Object.fromEntries(names.map((name) => [name, row[name]])) as E,
      };
    });
  }

  /** Inserts the record, or updates every column of the stored one with its primary key. */
  async upsert(record: T): Promise<void> {
    await this.manager.query(this.sql.upsert, this.valuesOf(record));
  }

  /** Inserts `records` with one multi-row statement (nothing for none). */
  async insert(records: readonly T[]): Promise<void> {
    await this.insertRows(records, '');
  }

  /**
   * Inserts `records` with one multi-row statement, updating every column but the primary key of those already
   * stored (nothing for none). Columns the record class does not map are left as stored.
   */
  async upsertAll(records: readonly T[]): Promise<void> {
    await this.insertRows(records, ` ${this.sql.onConflictUpdate}`);
  }

  private async insertRows(records: readonly T[], conflictClause: string): Promise<void> {
    if (records.length === 0) return;
    const width = this.sql.columns.length;
    const rows = records
      .map((_, r) => `(${this.sql.columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`)
      .join(', ');
    await this.manager.query(
      `INSERT INTO ${this.sql.table} (${this.sql.columns.map((c) => quote(c.column)).join(', ')}) VALUES ${rows}` +
        conflictClause,
      records.flatMap((record) => this.valuesOf(record)),
    );
  }

  /** The record's column values in `columns` order, `null` for an absent one. */
  private valuesOf(record: Record<string, unknown>): unknown[] {
    return this.sql.columns.map((c) => record[c.property] ?? null);
  }
}
