import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { archiveBetweenTransactions } from './pglite-archive';

/**
 * Connections the socket server accepts at once: the owning process's single pool connection, plus room for
 * admin CLI processes. The server runs one query at a time and keeps a transaction's queries together.
 */
const MAX_SOCKET_CONNECTIONS = 8;

/**
 * Opens PGlite on `pgdataDir` (`null`: in memory) with the extensions the schema uses (`pg_trgm`); with
 * `loadDataDir`, first unpacks that `dumpDataDir` archive into the empty `pgdataDir` (PGlite refuses a
 * directory that already holds a database). Source: docs/architecture.md#the-embedded-database.
 */
export function openPGlite(pgdataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(pgdataDir ?? 'memory://', { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/**
 * An embedded PostgreSQL (PGlite, PostgreSQL 18 in WebAssembly) served to the normal `pg` driver on a
 * loopback port by `@electric-sql/pglite-socket`. `pgdataDir` `null` keeps the database in memory (tests).
 * PGlite is one PostgreSQL session: use exactly one pool connection per process (see `createDataSource`).
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    /** The loopback port the socket server listens on. */
    readonly port: number,
  ) {}

  /**
   * Opens (creating if needed) the database in `pgdataDir` and starts serving it on a free loopback port; with
   * `loadDataDir` (a `dumpDataDir` archive), a new database starts as that archive (see {@link openPGlite}).
   */
  static async start(pgdataDir: string | null, loadDataDir?: Blob): Promise<EmbeddedPostgres> {
    const db = await openPGlite(pgdataDir, loadDataDir);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: MAX_SOCKET_CONNECTIONS });
    try {
      await server.start();
    } catch (error) {
      await db.close();
      throw error;
    }
    const port = Number(server.getServerConn().split(':').pop());
    return new EmbeddedPostgres(db, server, port);
  }

  /** The database as PGlite's archive, taken outside every transaction (see `archiveBetweenTransactions`). */
  archive(): Promise<Buffer> {
    return archiveBetweenTransactions(this.db);
  }

  /** Stops serving and closes the database (flushing it to `pgdataDir`). */
  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
  }
}
