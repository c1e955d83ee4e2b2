import { withPostgres } from '@employee/persistence-typeorm/testing';
import { REPORTS_COMPANY_ID } from './layout';

/** The server's maintenance database URL and the database name of `databaseUrl`. */
function split(databaseUrl: string): { serverUrl: string; name: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`database name ${name} must be lower-case letters, digits, _`);
  url.pathname = '/postgres';
  return { serverUrl: url.toString(), name };
}

/**
 * Makes sure the database of `databaseUrl` exists and holds no reports benchmark yet: creates it when missing; with
 * `reset`, drops it first (`WITH (FORCE)`).
 * @throws Error when it already holds the benchmark company and `reset` is false.
 */
export async function ensureDatabase(databaseUrl: string, reset: boolean): Promise<void> {
  const { serverUrl, name } = split(databaseUrl);
  await withPostgres(serverUrl, async (client) => {
    if (reset) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  });
  await withPostgres(databaseUrl, async (client) => {
    const { rows } = await client.query<{ found: string | null }>(`SELECT to_regclass('companies')::text AS found`);
    if (rows[0]?.found === null) return;
    const company = await client.query('SELECT 1 FROM companies WHERE id = $1', [REPORTS_COMPANY_ID]);
    if ((company.rowCount ?? 0) > 0)
      throw new Error(`${name} already holds the reports benchmark: pass --reset to drop and load it again`);
  });
}
