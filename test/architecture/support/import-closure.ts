import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { specifiersOf } from '../../../packages/domain/test/architecture/import-rules';

/** The repository root. */
export const ROOT = resolve(__dirname, '..', '..', '..');

/** One module a closure reached: the file (relative to {@link ROOT}) and the chain of files that led to it. */
export interface Reached {
  readonly file: string;
  readonly via: readonly string[];
}

/** What an entry's import closure holds: its source files, and the packages outside the workspace it imports. */
export interface Closure {
  readonly files: ReadonlyMap<string, Reached>;
  /** Each outside package (`pg`, `@jest/globals`, `node:fs`) with the chain of files of its first import. */
  readonly packages: ReadonlyMap<string, readonly string[]>;
}

/** The workspace packages by name (`@employee/domain`) with their directories and `exports` maps. */
function workspacePackages(): Map<string, { dir: string; exports: Record<string, unknown> }> {
  const found = new Map<string, { dir: string; exports: Record<string, unknown> }>();
  for (const parent of ['packages', 'tools']) {
    for (const entry of readdirSync(join(ROOT, parent), { withFileTypes: true })) {
      const manifest = join(ROOT, parent, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: Record<string, unknown> };
      found.set(json.name, { dir: join(ROOT, parent, entry.name), exports: json.exports ?? {} });
    }
  }
  return found;
}

const PACKAGES = workspacePackages();

/** The `.ts`/`.tsx` source of a built path or a path without extension, if there is one. */
function sourceOf(base: string): string | undefined {
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, join(stem, 'index.ts')].find((path) => existsSync(path));
}

/**
 * The source file a workspace specifier (`@employee/x`, `@employee/x/testing`) loads: its `exports` entry (the
 * `default` condition, `dist/…js`) read back as `src/…ts`.
 */
function workspaceSource(specifier: string): string | undefined {
  const [scope, name, ...rest] = specifier.split('/');
  const found = PACKAGES.get(`${scope}/${name}`);
  if (!found) return undefined;
  const subpath = rest.length === 0 ? '.' : `./${rest.join('/')}`;
  const target = found.exports[subpath] as { default?: string } | string | undefined;
  const built = typeof target === 'string' ? target : (target?.default ?? (subpath === '.' ? 'dist/index.js' : ''));
  if (!built) return undefined;
  return sourceOf(join(found.dir, built.replace(/^\.\//, '').replace(/^dist\//, 'src/')));
}

/** The package name of a bare specifier (`@jest/globals/x` → `@jest/globals`, `pg/lib` → `pg`). */
const packageName = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every module `entry` loads, following relative imports and workspace packages (`@employee/x` through its
 * `exports`), and the outside packages they import, each with the chain of files that first reached it.
 */
export function importClosure(entry: string): Closure {
  const files = new Map<string, Reached>();
  const packages = new Map<string, readonly string[]>();
  const pending: Array<{ path: string; via: readonly string[] }> = [{ path: resolve(ROOT, entry), via: [] }];
  while (pending.length > 0) {
    const { path, via } = pending.shift() as { path: string; via: readonly string[] };
    const file = relative(ROOT, path);
    if (files.has(file)) continue;
    files.set(file, { file, via });
    const chain = [...via, file];
    for (const specifier of specifiersOf(readFileSync(path, 'utf8'))) {
      const next = specifier.startsWith('.')
        ? sourceOf(resolve(dirname(path), specifier))
        : specifier.startsWith('@employee/')
          ? workspaceSource(specifier)
          : undefined;
      if (next) pending.push({ path: next, via: chain });
      else if (!specifier.startsWith('.') && !packages.has(packageName(specifier)))
        packages.set(packageName(specifier), chain);
    }
  }
  return { files, packages };
}
