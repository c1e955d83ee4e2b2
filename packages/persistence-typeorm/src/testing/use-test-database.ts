import { afterAll, beforeAll } from '@jest/globals';
import { openTestDatabase, type TestDatabase, type TestEngine } from './test-database';

/**
 * Registers `beforeAll` (opens a fresh, migrated database on `engine`) and `afterAll` (closes and drops it)
 * in the enclosing `describe`, and returns a getter for it. Tests empty it themselves (`truncate`) when
 * they need it empty.
 */
export function useTestDatabase(engine: TestEngine, poolSize?: number): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await openTestDatabase(engine, poolSize);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('No test database: call it inside a test');
    return current;
  };
}
