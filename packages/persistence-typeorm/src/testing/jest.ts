/** The jest side of the test helpers (imports `@jest/globals`): `useTestDatabase`. */
export { useTestDatabase } from './use-test-database';
