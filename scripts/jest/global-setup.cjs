/**
 * Jest global setup: finds the PostgreSQL server integration tests may use and exports its URL as
 * TEST_POSTGRES_URL for every test worker:
 *   1. TEST_POSTGRES_URL or DATABASE_URL when set (CI exports the machine's server);
 *   2. else a PostgreSQL 15 container from testcontainers, when a container runtime answers;
 *   3. else nothing: the suites run on the embedded PGlite only.
 * Test files create their own databases on that server and drop them (see @employee/persistence-typeorm/testing).
 */
module.exports = async function globalSetup() {
  if (process.env.TEST_POSTGRES_URL) return;
  if (process.env.DATABASE_URL) {
    process.env.TEST_POSTGRES_URL = process.env.DATABASE_URL;
    return;
  }
  const { GenericContainer, Wait, getContainerRuntimeClient } = require('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    process.stderr.write('\n[jest] No DATABASE_URL and no container runtime: database tests run on the embedded PGlite only.\n');
    return;
  }
  const container = await new GenericContainer('postgres:15-alpine')
    .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  globalThis.__EMPLOYEE_TEST_POSTGRES__ = container;
  const address = `${container.getHost()}:${container.getMappedPort(5432)}`;
  process.env.TEST_POSTGRES_URL = `postgres://postgres:postgres@${address}/postgres`;
};
