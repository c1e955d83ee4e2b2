/**
 * Jest reporter (jest.config.ts): at the end of a run, the run's wall time, the summed time of its suites by kind
 * (unit `*.spec.ts`, database `*.int.spec.ts` / `*.sql.spec.ts`, HTTP and process `*.e2e.spec.ts`) and the
 * {@link SLOWEST_SHOWN} slowest suites, on stderr and, when `TEST_TIMES_FILE` is set, appended to that file
 * (`.ci/run` prints it at the end). docs/development.md#test-tiers.
 */
const { appendFileSync } = require('node:fs');
const { relative } = require('node:path');

function kindOf(path) {
  if (/\.e2e\.spec\.ts$/.test(path)) return 'e2e';
  if (/\.(int|sql)\.spec\.ts$/.test(path)) return 'database';
  return 'unit';
}

/** How many of the slowest suites the summary names: enough to refresh the slowest-first sequencer's list. */
const SLOWEST_SHOWN = 25;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

class TimeReporter {
  onRunComplete(_contexts, results) {
    const suites = results.testResults.map((r) => ({
      path: relative(process.cwd(), r.testFilePath),
      ms: r.perfStats.end - r.perfStats.start,
    }));
    const byKind = {};
    for (const s of suites) byKind[kindOf(s.path)] = (byKind[kindOf(s.path)] ?? 0) + s.ms;
    const wall = seconds(Date.now() - results.startTime);
    const lines = [
      `[times] jest (TEST_TIER=${process.env.TEST_TIER ?? 'fast'}): ${suites.length} suites, wall ${wall}`,
      ...Object.entries(byKind).map(
        ([kind, ms]) => `[times]   ${kind.padEnd(8)} suites, summed over workers: ${seconds(ms)}`,
      ),
      `[times] ${SLOWEST_SHOWN} slowest suites:`,
      ...suites
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SLOWEST_SHOWN)
        .map((s) => `[times]   ${seconds(s.ms).padStart(9)}  ${s.path}`),
    ];
    const text = `${lines.join('\n')}\n`;
    process.stderr.write(`\n${text}`);
    if (process.env.TEST_TIMES_FILE) appendFileSync(process.env.TEST_TIMES_FILE, text);
  }
}

module.exports = TimeReporter;
