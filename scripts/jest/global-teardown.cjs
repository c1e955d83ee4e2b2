const { rmSync } = require('node:fs');

/**
 * Jest global teardown: removes the run's shared directory (EMPLOYEE_TEST_CACHE_DIR, made by the global setup) and
 * stops the PostgreSQL container the global setup started, if it started one.
 */
module.exports = async function globalTeardown() {
  if (process.env.EMPLOYEE_TEST_CACHE_DIR)
    rmSync(process.env.EMPLOYEE_TEST_CACHE_DIR, { recursive: true, force: true });
  await globalThis.__EMPLOYEE_TEST_POSTGRES__?.stop();
};
