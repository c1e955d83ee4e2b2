import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { RECORDS } from '../records';
import { startBackupEndpoint, type BackupEndpoint } from './backup-endpoint';
import { claimEmbeddedDatabase, type OwnerEndpoints } from './embedded-owner-record';
import { EmbeddedPostgres } from './embedded-postgres';

/** Where the data lives. Source: docs/contract.md#configuration (`DATABASE_URL`, `DATA_DIR`). */
export interface DatabaseConfig {
  /** `postgres://…` selects that PostgreSQL server; absent or empty selects the embedded PGlite. */
  readonly databaseUrl?: string;
  /** Directory of the embedded database (`DATA_DIR`); `null` keeps it in memory, for tests. */
  readonly dataDir: string | null;
  /**
   * With `dataDir: null` only: the in-memory database starts as this PGlite archive (`dumpDataDir`) instead of
   * an empty cluster, which skips PGlite's initdb (tests open one from a migrated template: the testing module's
   * `migratedTemplateArchive`).
   */
  readonly initialArchive?: Blob;
  /** Connections in the PostgreSQL pool (default 10). The embedded database always uses exactly one. */
  readonly poolSize?: number;
  /**
   * Longest wait in ms for a pool connection (a free one, or a new one to be established; the embedded
   * database's single connection included) before the query fails with `timeout exceeded when trying to
   * connect`. Default: none. Source: docs/reliability.md#time-bounds.
   */
  readonly acquireTimeoutMs?: number;
}

/**
 * How this process reaches its data: a PostgreSQL server, the embedded database it serves itself, or the
 * embedded database another process of the same `DATA_DIR` serves (the admin CLI while the server runs).
 */
export type DatabaseKind = 'postgres' | 'embedded' | 'embedded-client';

/** An initialized TypeORM data source and what to do to let go of it. */
export interface Database {
  readonly dataSource: DataSource;
  readonly kind: DatabaseKind;
  /** Destroys the data source; the embedded owner also stops serving, closes PGlite and frees `DATA_DIR`. */
  close(): Promise<void>;
  /**
   * Only where this process serves the embedded database (`kind` `embedded`): its committed state as PGlite's
   * gzip archive (`archiveBetweenTransactions`), which `initialArchive` and `db restore` load.
   */
  archive?(): Promise<Buffer>;
}

const DEFAULT_POOL_SIZE = 10;
/** The embedded database's files, under `DATA_DIR`. */
export const PGDATA_DIR = 'pgdata';

function newDataSource(connection: { url: string } | { port: number }, poolSize: number, acquireTimeoutMs = 0) {
  const target =
    'url' in connection
      ? { url: connection.url }
      : { host: '127.0.0.1', port: connection.port, username: 'postgres', database: 'postgres' };
  return new DataSource({
    type: 'postgres',
    ...target,
    entities: RECORDS,
    migrations: MIGRATIONS,
    synchronize: false,
    logging: false,
    applicationName: 'employee-integration-api',
    extra: { max: poolSize, connectionTimeoutMillis: acquireTimeoutMs },
  });
}

/**
 * Opens the database the configuration names and returns an initialized TypeORM data source (not migrated:
 * see `migrate`). With `databaseUrl`, a pool of `poolSize` connections to that server. Without it, the embedded
 * PGlite in `dataDir/pgdata`, reached through `@electric-sql/pglite-socket` on a loopback port with exactly
 * one pool connection (PGlite is a single session and cannot isolate concurrent transactions, so they queue):
 * the first process to open `dataDir` serves it and records its port in `dataDir/embedded-postgres.json`;
 * another process then connects to that port instead of opening the files. That owner also takes `db backup`
 * requests (`startBackupEndpoint`) and records where, with their secret, in the same file. Source:
 * docs/architecture.md#the-embedded-database.
 * @throws Error when the server cannot be reached or another process holds `dataDir` without serving it.
 */
export async function createDataSource(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const dataSource = await newDataSource(
      { url: config.databaseUrl },
      config.poolSize ?? DEFAULT_POOL_SIZE,
      config.acquireTimeoutMs,
    ).initialize();
    return { dataSource, kind: 'postgres', close: () => dataSource.destroy() };
  }
  if (config.dataDir === null)
    return serveEmbedded(null, config.acquireTimeoutMs, { release: async () => undefined }, config.initialArchive);
  const claim = await claimEmbeddedDatabase(config.dataDir);
  if (claim.role === 'client') {
    const dataSource = await newDataSource({ port: claim.port }, 1, config.acquireTimeoutMs).initialize();
    return { dataSource, kind: 'embedded-client', close: () => dataSource.destroy() };
  }
  try {
    return await serveEmbedded(join(config.dataDir, PGDATA_DIR), config.acquireTimeoutMs, claim);
  } catch (error) {
    await claim.release();
    throw error;
  }
}

async function serveEmbedded(
  pgdataDir: string | null,
  acquireTimeoutMs: number | undefined,
  claim: { release(): Promise<void>; publish?(endpoints: OwnerEndpoints): Promise<void> },
  initialArchive?: Blob,
): Promise<Database> {
  const embedded = await EmbeddedPostgres.start(pgdataDir, initialArchive);
  let dataSource: DataSource | undefined;
  let backups: BackupEndpoint | undefined;
  try {
    dataSource = await newDataSource({ port: embedded.port }, 1, acquireTimeoutMs).initialize();
    if (claim.publish) {
      backups = await startBackupEndpoint(() => embedded.archive());
      await claim.publish({ port: embedded.port, backup: { port: backups.port, secret: backups.secret } });
    }
  } catch (error) {
    await backups?.close();
    await dataSource?.destroy().catch(() => undefined);
    await embedded.stop();
    throw error;
  }
  const served = dataSource;
  const servedBackups = backups;
  return {
    dataSource: served,
    kind: 'embedded',
    archive: () => embedded.archive(),
    async close() {
      try {
        await servedBackups?.close();
        await served.destroy();
      } finally {
        try {
          await embedded.stop();
        } finally {
          await claim.release();
        }
      }
    },
  };
}
