const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { detectLocalServices } = require('./local-services.cjs');

/**
 * Jest global setup: finds the servers the integration tests may use and exports their URLs to every test
 * worker, then says on stderr what the run covers.
 * PostgreSQL, as TEST_POSTGRES_URL:
 *   1. TEST_POSTGRES_URL or DATABASE_URL when set;
 *   2. else the machine's server, when it answers on 127.0.0.1:5432 (scripts/jest/local-services.cjs);
 *   3. else a PostgreSQL 15 container from testcontainers, when a container runtime answers;
 *   4. else nothing: the suites run on the embedded PGlite only.
 * Redis, as REDIS_URL: REDIS_URL when set, else the machine's server when it answers on 127.0.0.1:6379.
 * Test files create their own databases on that server and drop them (see @employee/persistence-typeorm/testing).
 * A directory for this run's workers to share, as EMPLOYEE_TEST_CACHE_DIR (the global teardown removes it): the
 * embedded database's migrated template is kept there (`migratedTemplateArchive` of that package).
 */
module.exports = async function globalSetup() {
  process.env.EMPLOYEE_TEST_CACHE_DIR = mkdtempSync(join(tmpdir(), 'employee-jest-run-'));
  const machine = detectLocalServices();
  if (!process.env.REDIS_URL && machine.redisUrl) process.env.REDIS_URL = machine.redisUrl;
  if (!process.env.TEST_POSTGRES_URL) {
    const url = process.env.DATABASE_URL || machine.postgresUrl || (await startContainer());
    if (url) process.env.TEST_POSTGRES_URL = url;
  }
  const postgres = process.env.TEST_POSTGRES_URL;
  const databases = postgres
    ? `PostgreSQL at ${postgres.replace(/\/\/[^@/]*@/, '//…@')} and embedded PGlite`
    : 'embedded PGlite only (no DATABASE_URL, no PostgreSQL on 127.0.0.1:5432, no container runtime)';
  const redis = process.env.REDIS_URL ? process.env.REDIS_URL : 'skipped (no REDIS_URL, no Redis on 127.0.0.1:6379)';
  process.stderr.write(`\n[jest] database tests: ${databases}; Redis tests: ${redis}\n`);
};

/** A PostgreSQL 15 container (stopped by the global teardown), or null when no container runtime answers. */
async function startContainer() {
  const { GenericContainer, Wait, getContainerRuntimeClient } = require('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return null;
  }
  const container = await new GenericContainer('postgres:15-alpine')
    .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  globalThis.__EMPLOYEE_TEST_POSTGRES__ = container;
  return `postgres://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
}
