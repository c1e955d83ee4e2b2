import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Every root npm script the documentation names (`npm run X`, `npm start`, `npm test` in README.md, docs/ and
 * scripts/README.md) exists, and something runs it in CI: a runnable ```` ```sh ```` block of the pages the
 * commands tests execute (README.md and docs/walk-through.md: readme-commands.e2e; scripts/README.md: the commands
 * tier), or `.ci/run` itself (docs/development.md#test-tiers).
 */

const ROOT = join(__dirname, '..', '..');
const EXECUTED_PAGES = ['README.md', join('docs', 'walk-through.md'), join('scripts', 'README.md')];

/** Scripts `.ci/run` runs, directly or as part of another, or a test runs as they do, with where. */
const RUN_ELSEWHERE: Record<string, string> = {
  start: 'readme-commands.e2e starts the built server as npm start does (node packages/server/dist/main.js)',
  build: '.ci/run',
  check: 'test:all',
  'format:check': 'check',
  lint: 'check',
  test: 'test:all is test with the full tier (the same command, TEST_TIER=all)',
  'test:all': '.ci/run',
  'test:unit': '.ci/run (Node.js 24)',
  'test:commands': 'test:all runs its suites (server/test/commands)',
};
/** Scripts a person runs by hand that change the working tree, never end or take minutes: named, not run. */
const NOT_RUN: Record<string, string> = {
  format: 'rewrites files in place (format:check is run)',
  clean: 'removes the build output',
  prepare: "npm's own hook (git hooks), run by npm ci",
  'test:watch': 'never ends (jest --watch)',
  'start:pretty': 'npm start with pino-pretty, never ends (npm start is run by the README test)',
  'bench:notifications': 'a benchmark of minutes, run by hand (docs/performance.md#invitations-by-e-mail)',
  'check:migrations':
    'builds another commit (npm ci), minutes, by hand (docs/persistence.md#migrations-while-an-older-instance-serves)',
};

function markdownPages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', join('scripts', 'README.md'), ...docs];
}

/**
 * The root scripts `text` names: `npm run [--silent] X`, `npm start`, `npm test`; not another package's (`-w`, or
 * after a `cd packages/…`).
 */
function scriptsNamed(text: string): string[] {
  const named = [
    ...text.matchAll(
      /(?<!cd packages\/[a-z-]+ && )\bnpm (?:run (?:--silent )?([a-z][a-z0-9:-]*)|(start|test))\b(?! -w)/g,
    ),
  ];
  return named.map(([, run, lifecycle]) => (run ?? lifecycle) as string);
}

/** The text of the ```` ```sh ```` blocks of `page` that run (no `skip` marker above the fence). */
function runnableBlocks(page: string): string {
  const blocks = readFileSync(join(ROOT, page), 'utf8').matchAll(
    /(^<!-- readme-test: (\w+)[^\n]*\n)?^```sh\n([\s\S]*?)^```$/gm,
  );
  return [...blocks]
    .filter(([, , marker]) => marker !== 'skip')
    .map(([, , , text]) => text)
    .join('\n');
}

describe('the npm scripts the documentation names', () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
  );
  const documented = [
    ...new Set(markdownPages().flatMap((page) => scriptsNamed(readFileSync(join(ROOT, page), 'utf8')))),
  ].sort();
  const executed = new Set(EXECUTED_PAGES.flatMap((page) => scriptsNamed(runnableBlocks(page))));

  it('exist in package.json', () => {
    expect(documented.length).toBeGreaterThan(10);
    expect(documented.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('are each run by an executed documentation block or by CI, or named as never run, with the reason', () => {
    const unaccounted = documented.filter(
      (name) => !executed.has(name) && !(name in RUN_ELSEWHERE) && !(name in NOT_RUN),
    );
    expect(unaccounted).toEqual([]);
  });
});
