/**
 * Setup file of the unit projects (jest.config.ts): a unit test gets 5 s (docs/development.md#test-tiers), so a slow
 * one shows. jest 30 reads `testTimeout` from the root configuration only, hence this file per project.
 */
require('@jest/globals').jest.setTimeout(5_000);
