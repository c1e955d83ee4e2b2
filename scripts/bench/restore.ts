/**
 * Leaves the database as the bench found it. Before any server starts, the rows the run may change (the
 * employees it updates and deletes, their field values and campaign links) are copied as PostgreSQL JSON
 * text, exact to the microsecond, into a restore file; afterwards they are written back and the file is
 * removed, and every employee the run created (e-mail domain {@link NEW_EMPLOYEE_DOMAIN}) is hard-deleted
 * (its field values and links cascade). A run that dies before restoring leaves the file: the next run
 * restores it first.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Client } from 'pg';
import { NEW_EMPLOYEE_DOMAIN } from './new-employees';

/** The copied rows, as JSON text of `json_agg` over each table. */
interface Snapshot {
  readonly database: string;
  readonly ids: string[];
  readonly employees: string;
  readonly fieldValues: string;
  readonly campaignLinks: string;
}

async function jsonOf(client: Client, sql: string, ids: readonly string[]): Promise<string> {
  return ((await client.query(sql, [ids])).rows[0] as { rows: string }).rows;
}

async function currentDatabase(client: Client): Promise<string> {
  return ((await client.query('SELECT current_database() AS name')).rows[0] as { name: string }).name;
}

/** Copies the employees `ids` with their field values and campaign links into `file`. */
export async function saveSnapshot(client: Client, ids: readonly string[], file: string): Promise<void> {
  const snapshot: Snapshot = {
    database: await currentDatabase(client),
    ids: [...ids],
    employees: await jsonOf(
      client,
      `SELECT coalesce(json_agg(e), '[]')::text AS rows FROM employees e WHERE id = ANY($1::uuid[])`,
      ids,
    ),
    fieldValues: await jsonOf(
      client,
      "SELECT coalesce(json_agg(v), '[]')::text AS rows FROM employee_field_values v " +
        'WHERE employee_id = ANY($1::uuid[])',
      ids,
    ),
    campaignLinks: await jsonOf(
      client,
      `SELECT coalesce(json_agg(l), '[]')::text AS rows FROM campaign_links l WHERE employee_id = ANY($1::uuid[])`,
      ids,
    ),
  };
  writeFileSync(file, JSON.stringify(snapshot));
}

const RESTORED_COLUMNS = [
  'name',
  'social_name',
  'email',
  'phone',
  'document',
  'internal_id',
  'birthdate',
  'hiring_date',
  'firing_date',
  'is_voluntary_firing',
  'reason_firing',
  'is_on_leave',
  'language',
  'firing_settles_at',
  'updated_at',
  'deleted_at',
];

/** Hard-deletes every employee the bench created (by e-mail domain). @returns how many. */
export async function removeCreatedEmployees(client: Client): Promise<number> {
  const result = await client.query('DELETE FROM employees WHERE email LIKE $1', [`%@${NEW_EMPLOYEE_DOMAIN}`]);
  return result.rowCount ?? 0;
}

/**
 * When `file` holds a snapshot of this database: writes the copied rows back in one transaction (only the
 * employees the run changed: another `updated_at` or `deleted_at`), then deletes the file. Remove the
 * created employees with {@link removeCreatedEmployees} as well: the snapshot holds only what existed.
 * @returns how many employees were restored, or `null` when there was no file.
 * @throws Error when the file belongs to another database (it is left in place).
 */
export async function restoreSnapshot(client: Client, file: string): Promise<number | null> {
  if (!existsSync(file)) return null;
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const database = await currentDatabase(client);
  if (snapshot.database !== database)
    throw new Error(
      `${file} holds rows of database ${snapshot.database}, not ${database}: restore it there or remove it`,
    );
  let changed: string[];
  await client.query('BEGIN');
  try {
    const updated = await client.query(
      `UPDATE employees e SET ${RESTORED_COLUMNS.map((c) => `${c} = s.${c}`).join(', ')}
         FROM json_populate_recordset(NULL::employees, $1::json) s
        WHERE e.id = s.id AND (e.updated_at IS DISTINCT FROM s.updated_at OR e.deleted_at IS DISTINCT FROM s.deleted_at)
        RETURNING e.id`,
      [snapshot.employees],
    );
    changed = (updated.rows as Array<{ id: string }>).map((row) => row.id);
    await client.query('DELETE FROM employee_field_values WHERE employee_id = ANY($1::uuid[])', [changed]);
    await client.query('DELETE FROM campaign_links WHERE employee_id = ANY($1::uuid[])', [changed]);
    await client.query(
      'INSERT INTO employee_field_values ' +
        'SELECT * FROM json_populate_recordset(NULL::employee_field_values, $1::json) ' +
        'WHERE employee_id = ANY($2::uuid[])',
      [snapshot.fieldValues, changed],
    );
    await client.query(
      'INSERT INTO campaign_links ' +
        'SELECT * FROM json_populate_recordset(NULL::campaign_links, $1::json) WHERE employee_id = ANY($2::uuid[])',
      [snapshot.campaignLinks, changed],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  rmSync(file);
  return changed.length;
}

/**
 * Undoes a run's writes: hard-deletes the employees it created ({@link removeCreatedEmployees}), writes back the
 * snapshot in `file` ({@link restoreSnapshot}), then vacuums the tables the writes churned: their dead rows and
 * cleared visibility-map bits would make the next run's deep page fetch most rows from the heap instead of answering
 * from the index alone. `removed` and `restored` are those functions' answers.
 */
export async function undoBenchWrites(
  client: Client,
  file: string,
): Promise<{ removed: number; restored: number | null }> {
  const removed = await removeCreatedEmployees(client);
  const restored = await restoreSnapshot(client, file);
  await client.query('VACUUM (ANALYZE) employees, employee_field_values, campaign_links');
  return { removed, restored };
}
