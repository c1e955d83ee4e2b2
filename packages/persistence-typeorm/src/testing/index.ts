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
export { useTestDatabase } from './use-test-database';
export { createFreshDatabase, withPostgres, type FreshPostgresDatabase } from './fresh-database';
