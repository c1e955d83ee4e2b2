import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/** An empty database `employee_test_<random>` on a PostgreSQL server, removed (`WITH (FORCE)`) by `drop`. */
export interface FreshPostgresDatabase {
  readonly name: string;
  /** The server's URL with this database as its path. */
  readonly url: string;
  drop(): Promise<void>;
}

/** Runs `work` with a `pg` client connected to `url`, and disconnects it afterwards. */
export async function withPostgres<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty, unmigrated database on the server `serverUrl` names (the user needs `CREATEDB`), for a
 * test file or a server process of its own.
 */
export async function createFreshDatabase(serverUrl: string): Promise<FreshPostgresDatabase> {
  const name = `employee_test_${randomUUID().replace(/-/g, '')}`;
  await withPostgres(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withPostgres(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
