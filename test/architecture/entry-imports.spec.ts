import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { importClosure, ROOT } from './support/import-closure';

/** A test runner's packages: `jest`, `jest-*` and `@jest/*` (`@jest/globals` throws when loaded outside jest). */
const TEST_RUNNER = /^(jest|jest-[\w-]+|@jest\/[\w-]+)$/;

/** The `.ts` sources of `dir` and below, without `dist`, `test` and `node_modules`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['dist', 'test', 'node_modules'].includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The source a built path of the root package.json's scripts stands for (`scripts/dist/x/main.js`). */
const sourceOfBuilt = (built: string): string =>
  built
    .replace(/^scripts\/dist\//, 'scripts/')
    .replace(/^(packages\/[^/]+)\/dist\//, '$1/src/')
    .replace(/\.js$/, '.ts');

/**
 * The programs a user or a script starts: every `node <file>.js` of the root package.json's scripts (`npm start`,
 * `npm run admin`, the scripts of `scripts/`), every source with a `#!/usr/bin/env node` line, and every file a
 * script starts by its built name beside itself (`join(__dirname, 'baseline-server.js')`, a worker).
 */
function entries(): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const found = new Set<string>();
  for (const command of Object.values(manifest.scripts))
    for (const match of command.matchAll(/\bnode\s+(\S+\.js)\b/g)) found.add(sourceOfBuilt(match[1] as string));
  const files = [
    ...sources(join(ROOT, 'scripts')),
    ...readdirSync(join(ROOT, 'packages')).flatMap((name) => sources(join(ROOT, 'packages', name, 'src'))),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (text.startsWith('#!/usr/bin/env node')) found.add(relative(ROOT, file));
    for (const match of text.matchAll(/join\(__dirname, '([\w-]+)\.js'\)/g))
      found.add(relative(ROOT, join(file, '..', `${match[1] as string}.ts`)));
  }
  return [...found].sort();
}

/** Each test-runner package `entry` reaches, as the chain of files that imports it (`a.ts → b.ts → @jest/globals`). */
function offendingChains(entry: string): string[] {
  return [...importClosure(entry).packages]
    .filter(([name]) => TEST_RUNNER.test(name))
    .map(([name, chain]) => [...chain, name].join(' → '));
}

describe('the programs load no test runner (docs/architecture.md#dependency-rules-and-where-they-are-enforced)', () => {
  const programs = entries();

  it('finds the server, the admin CLI, the sync and every script of scripts/ as programs', () => {
    expect(programs).toEqual(
      expect.arrayContaining([
        'packages/server/src/main.ts',
        'packages/server/src/admin/admin.ts',
        'packages/workforce-sync/src/main.ts',
        'scripts/bench-reports/seed.ts',
        'scripts/bench/baseline-server.ts',
        'scripts/bench/flood-worker.ts',
        'scripts/seed-large/main.ts',
      ]),
    );
  });

  it('follows imports across packages and names the chain that reaches a jest package', () => {
    expect([...importClosure('packages/server/src/main.ts').files.keys()]).toEqual(
      expect.arrayContaining(['packages/domain/src/index.ts', 'packages/persistence-typeorm/src/index.ts']),
    );
    expect(offendingChains('packages/persistence-typeorm/src/testing/jest.ts')).toEqual([
      [
        'packages/persistence-typeorm/src/testing/jest.ts',
        'packages/persistence-typeorm/src/testing/use-test-database.ts',
        '@jest/globals',
      ].join(' → '),
    ]);
  });

  it.each(programs)('%s reaches no jest package through its imports, across workspace packages', (entry) => {
    expect(offendingChains(entry)).toEqual([]);
  });
});
