/** Jest global teardown: stops the PostgreSQL container the global setup started, if it started one. */
module.exports = async function globalTeardown() {
  await globalThis.__EMPLOYEE_TEST_POSTGRES__?.stop();
};
