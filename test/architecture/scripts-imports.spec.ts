import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = join(__dirname, '..', '..');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory())
      return e.name === 'node_modules' || e.name === 'dist' || e.name === 'test' ? [] : tsFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] as string);
}

/** Every module a file reaches through relative imports (itself included), and the packages they import. */
function closureOf(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const base = resolve(dirname(file), specifier);
        const next = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
        if (next) visit(next);
      }
    }
  };
  visit(entry);
  return { files, packages };
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
    const { files, packages } = closureOf(join(ROOT, 'packages/persistence-typeorm/src/testing/index.ts'));
    expect(files.size).toBeGreaterThan(1);
    expect([...packages].filter((p) => p.startsWith('@jest/'))).toEqual([]);
    const jestEntry = closureOf(join(ROOT, 'packages/persistence-typeorm/src/testing/jest.ts'));
    expect([...jestEntry.packages]).toContain('@jest/globals');
  });

  it("find no migration's SQL or mapper on the storage adapter's main entry (bulk-load helpers are in testing)", () => {
    const index = join(ROOT, 'packages/persistence-typeorm/src/index.ts');
    expect(importsOf(index).filter((s) => s.includes('/migrations/') || s.endsWith('.mapper'))).toEqual([]);
  });
});
