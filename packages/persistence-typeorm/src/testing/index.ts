/**
 * Test data helpers without a test runner (scripts import them): fresh databases, the engines under test.
 * The jest hook `useTestDatabase` is `@employee/persistence-typeorm/testing/jest`.
 */
export { openTestDatabase, testEngines, TEST_POSTGRES_URL, type TestDatabase, type TestEngine } from './test-database';
export { createFreshDatabase, withPostgres, type FreshPostgresDatabase } from './fresh-database';
export { enterLoadedRowsInFeeds, surveyResponseRowsOf, type RunStatement } from './bulk-load';
