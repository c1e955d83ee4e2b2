/**
 * Jest test sequencer (jest.config.ts): the suites known to be the slowest run first, then jest's own order.
 *
 * Jest starts the suites that took longest in its cache first; a fresh clone (CI) has no cache, and jest then orders
 * by file size, which starts the slowest suites (short files that loop over many cases) last: with two workers one
 * of them ran a 9-minute suite alone at the end. The list below is the slowest suites of the clean-clone CI runs
 * (scripts/jest/time-reporter.cjs prints them at the end of each run), slowest first; refresh it from that output
 * when the order changes (last: a full local `test:all` of 2026-11-30, 288 suites, which prints 25).
 * docs/development.md#test-tiers.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** Path endings, slowest first. A suite not in the tier being run is simply absent. */
const SLOWEST_FIRST = [
  'server/test/commands/scripts-readme.e2e.spec.ts',
  'server/test/browser/pt-br-walk.e2e.spec.ts',
  // in-process writers: slowest in a worker whose heap grew (it ran last once, 239 s instead of 47 s)
  'persistence-typeorm/test/changes-feed-race.int.spec.ts',
  'server/test/webhooks-receiver-faults.e2e.spec.ts',
  'server/test/lifecycle.e2e.spec.ts',
  'server/test/browser/sign-in.e2e.spec.ts',
  'server/test/browser/employee-management.e2e.spec.ts',
  'server/test/readme-commands.e2e.spec.ts',
  'server/test/backup-while-serving.e2e.spec.ts',
  'persistence-typeorm/test/retention-race.int.spec.ts',
  'server/test/admin-users.e2e.spec.ts',
  'server/test/backup-restore.e2e.spec.ts',
  'server/test/browser/dashboard-journey.e2e.spec.ts',
  'server/test/workforce-sync.e2e.spec.ts',
  'http-express/test/e2e/races.e2e.spec.ts',
  'server/test/webhooks-workers.e2e.spec.ts',
  'server/test/browser/home-page.e2e.spec.ts',
  'server/test/notifications-refusals.e2e.spec.ts',
  'persistence-typeorm/test/embedded-database.int.spec.ts',
  'server/test/survey-responses.e2e.spec.ts',
  'http-express/test/e2e/tenant-isolation.e2e.spec.ts',
  'persistence-typeorm/test/contracts.int.spec.ts',
  'http-express/test/e2e/hostile-input.e2e.spec.ts',
];

function rankOf(path) {
  const normalised = path.split('\\').join('/');
  const rank = SLOWEST_FIRST.findIndex((ending) => normalised.endsWith(ending));
  return rank === -1 ? SLOWEST_FIRST.length : rank;
}

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    // Array.prototype.sort is stable: the suites not listed keep jest's order.
    return [...super.sort(tests)].sort((a, b) => rankOf(a.path) - rankOf(b.path));
  }
}

module.exports = SlowFirstSequencer;
