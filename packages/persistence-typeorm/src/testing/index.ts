/**
 * Test data helpers without a test runner (scripts import them): fresh databases, the engines under test and the
 * tier that picks them, bulk-load helpers. The jest hook `useTestDatabase` is the `testing/jest` entry.
 */
export {
  availableEngines,
  isFullTier,
  openTestDatabase,
  testEngines,
  TEST_POSTGRES_URL,
  TEST_TIER,
  type TestDatabase,
  type TestEngine,
} from './test-database';
export { migratedTemplateArchive, migratedTemplateDataDir, TEST_CACHE_DIR } from './migrated-template';
export { createFreshDatabase, withPostgres, type FreshPostgresDatabase } from './fresh-database';
export { enterLoadedRowsInFeeds, surveyResponseRowsOf, type RunStatement } from './bulk-load';
