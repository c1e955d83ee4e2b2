import type { TestEngine } from '@employee/persistence-typeorm/testing';
import { createDataDir, createPostgresDatabase } from './server-process';

/** An empty database of one engine: the environment that names it, and its removal. */
export interface FreshStorage {
  /** `DATABASE_URL` of a new database of `TEST_POSTGRES_URL`'s server, or `DATA_DIR` of a new directory. */
  readonly env: Record<string, string>;
  /** Drops the database or removes the directory (stop its server first). */
  readonly remove: () => Promise<void>;
}

/**
 * A new database of `engine` for a server process or the admin CLI: on PostgreSQL an empty one; on the embedded
 * engine a directory holding the run's migrated, empty database (`createDataDir`), or nothing with `empty`
 * (what `db restore` needs).
 */
export async function freshStorage(engine: TestEngine, options: { empty?: boolean } = {}): Promise<FreshStorage> {
  if (engine === 'postgres') {
    const database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL as string);
    return { env: { DATABASE_URL: database.url }, remove: () => database.drop() };
  }
  const dir = await createDataDir(options);
  return { env: { DATA_DIR: dir.path }, remove: () => dir.remove() };
}
