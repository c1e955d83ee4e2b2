import type { DataSource } from 'typeorm';
import { createDataSource, type Database } from '../data-source/create-data-source';
import { migrate } from '../data-source/migrate';
import { TypeOrmUnitOfWork } from '../kernel/typeorm-unit-of-work';
import { createFreshDatabase } from './fresh-database';
import { migratedTemplateArchive } from './migrated-template';

/** The engines integration tests run against: a PostgreSQL server, and the embedded PGlite. */
export type TestEngine = 'postgres' | 'pglite';

/**
 * Environment variable holding the URL of the PostgreSQL server tests may use. The jest global setup
 * (`scripts/jest/global-setup.cjs`) sets it from `DATABASE_URL`, or from a testcontainers PostgreSQL when a
 * container runtime answers; it stays unset when there is neither.
 */
export const TEST_POSTGRES_URL = 'TEST_POSTGRES_URL';

/**
 * Environment variable naming the test tier (docs/development.md#test-tiers): `all` (what `npm run test:all` sets)
 * runs the database suites on every engine; anything else, `fast` for `npm test`, on one engine.
 */
export const TEST_TIER = 'TEST_TIER';

/** Whether this run is the whole matrix (`TEST_TIER=all`, docs/development.md#test-tiers). */
export function isFullTier(): boolean {
  return process.env[TEST_TIER] === 'all';
}

/**
 * Every engine this machine can test: `pglite` always (the embedded default ships, so it is always proven), and
 * `postgres` when a server is available (see {@link TEST_POSTGRES_URL}). The storage smoke suite runs on each.
 */
export function availableEngines(): TestEngine[] {
  return process.env[TEST_POSTGRES_URL] ? ['postgres', 'pglite'] : ['pglite'];
}

/**
 * The engines this run's database suites use: every available engine in the full tier; in the fast tier
 * (`npm test`) only the first, the PostgreSQL server when there is one, else PGlite (docs/development.md#test-tiers).
 */
export function testEngines(): TestEngine[] {
  const engines = availableEngines();
  return isFullTier() ? engines : engines.slice(0, 1);
}

/** A migrated database of one test file, emptied by `truncate` between tests and dropped by `close`. */
export interface TestDatabase {
  readonly engine: TestEngine;
  readonly dataSource: DataSource;
  readonly uow: TypeOrmUnitOfWork;
  /** Connection URL of this database (`postgres` engine only), for a second pool or process. */
  readonly url: string | null;
  /** Removes every row of every table but the migrations' own. */
  truncate(): Promise<void>;
  /** Closes the connections and drops the database. */
  close(): Promise<void>;
}

async function openServerDatabase(
  serverUrl: string,
  poolSize: number,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const fresh = await createFreshDatabase(serverUrl);
  const database = await createDataSource({ databaseUrl: fresh.url, dataDir: null, poolSize });
  return { database, url: fresh.url, drop: () => fresh.drop() };
}

/**
 * Opens a fresh, migrated database for one test file: on `postgres`, a new database on the server of
 * {@link TEST_POSTGRES_URL} (dropped by `close`), with a pool of `poolSize` connections; on `pglite`, an
 * in-memory embedded database behind its socket, with its single connection, started from the run's migrated
 * template when there is one (`migratedTemplateArchive`).
 * @throws Error on `postgres` when no server URL is set.
 */
export async function openTestDatabase(engine: TestEngine, poolSize = 10): Promise<TestDatabase> {
  let database: Database;
  let url: string | null = null;
  let drop = async (): Promise<void> => undefined;
  if (engine === 'postgres') {
    const serverUrl = process.env[TEST_POSTGRES_URL];
    if (!serverUrl) throw new Error(`${TEST_POSTGRES_URL} is not set: no PostgreSQL server to test against`);
    ({ database, url, drop } = await openServerDatabase(serverUrl, poolSize));
  } else {
    database = await createDataSource({
      dataDir: null,
      initialArchive: (await migratedTemplateArchive()) ?? undefined,
    });
  }
  await migrate(database.dataSource);
  const dataSource = database.dataSource;
  const tables = (
    await dataSource.query<Array<{ name: string }>>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables ` +
        `WHERE schemaname = current_schema() AND tablename <> 'migrations'`,
    )
  ).map((t) => t.name);
  return {
    engine,
    dataSource,
    uow: new TypeOrmUnitOfWork(dataSource),
    url,
    truncate: async () => {
      await dataSource.query(`TRUNCATE ${tables.join(', ')} CASCADE`);
    },
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
