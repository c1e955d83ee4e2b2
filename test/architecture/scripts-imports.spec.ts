import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { specifiersOf } from '../../packages/domain/test/architecture/import-rules';
import { importClosure } from './support/import-closure';

const ROOT = join(__dirname, '..', '..');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory())
      return e.name === 'node_modules' || e.name === 'dist' || e.name === 'test' ? [] : tsFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return specifiersOf(readFileSync(file, 'utf8'));
}

describe('scripts reach the packages through their public entries (docs/architecture.md#bounded-contexts)', () => {
  const scripts = tsFiles(join(ROOT, 'scripts'));

  it('import @employee packages by name or their testing entry, never a file inside one', () => {
    const deep = scripts.flatMap((file) =>
      importsOf(file)
        .filter((s) => /^@employee\/[^/]+\/(?!testing$)/.test(s) || /packages\/[^/]+\/(src|dist)\//.test(s))
        .map((s) => `${relative(ROOT, file)}: ${s}`),
    );
    expect(scripts.length).toBeGreaterThan(20);
    expect(deep).toEqual([]);
  });

  it('load the testing entry of the storage adapter without a test runner (no @jest/globals in its closure)', () => {
    const { files, packages } = importClosure('packages/persistence-typeorm/src/testing/index.ts');
    expect(files.size).toBeGreaterThan(1);
    expect([...packages.keys()].filter((p) => p.startsWith('@jest/'))).toEqual([]);
    const jestEntry = importClosure('packages/persistence-typeorm/src/testing/jest.ts');
    expect([...jestEntry.packages.keys()]).toContain('@jest/globals');
  });

  it("find no migration's SQL or mapper on the storage adapter's main entry (bulk-load helpers are in testing)", () => {
    const index = join(ROOT, 'packages/persistence-typeorm/src/index.ts');
    expect(importsOf(index).filter((s) => s.includes('/migrations/') || s.endsWith('.mapper'))).toEqual([]);
  });
});
