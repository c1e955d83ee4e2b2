export { openTestDatabase, testEngines, TEST_POSTGRES_URL, type TestDatabase, type TestEngine } from './test-database';
export { useTestDatabase } from './use-test-database';
