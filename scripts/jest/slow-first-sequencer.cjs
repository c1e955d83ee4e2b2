/**
 * Jest test sequencer (jest.config.ts): the suites known to be the slowest run first, then jest's own order.
 *
 * Jest starts the suites that took longest in its cache first; a fresh clone (CI) has no cache, and jest then orders
 * by file size, which starts the slowest suites (short files that loop over many cases) last: with two workers one
 * of them ran a 9-minute suite alone at the end. The list below is the slowest suites of the clean-clone CI runs of
 * 2026-11-28 and 2026-11-29 (scripts/jest/time-reporter.cjs prints them at the end of each run), slowest first;
 * refresh it from that output when the order changes. docs/development.md#test-tiers.
 */
const Sequencer = require('@jest/test-sequencer').default;

/** Path endings, slowest first. A suite not in the tier being run is simply absent. */
const SLOWEST_FIRST = [
  'http-express/test/e2e/hostile-input.e2e.spec.ts',
  'http-express/test/e2e/tenant-isolation.e2e.spec.ts',
  'persistence-typeorm/test/changes-feed-race.int.spec.ts',
  'persistence-typeorm/test/contracts.int.spec.ts',
  'server/test/commands/scripts-readme.e2e.spec.ts',
  'server/test/browser/dashboard-journey.e2e.spec.ts',
  'server/test/lifecycle.e2e.spec.ts',
  'server/test/webhooks-receiver-faults.e2e.spec.ts',
  'server/test/notifications-delivery.e2e.spec.ts',
  'server/test/readme-commands.e2e.spec.ts',
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
