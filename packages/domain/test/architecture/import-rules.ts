import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A source file: its path relative to the package root, and its text. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** One broken dependency rule. */
export interface Breach {
  readonly path: string;
  readonly specifier: string;
  readonly rule: string;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Every module specifier a TypeScript file imports, re-exports, `import()`s or `require()`s. */
export function specifiersOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] as string);
}

/** Frameworks and adapters the domain must never depend on (docs/house-rules.md#dependencies). */
export const FORBIDDEN = [
  'express',
  'typeorm',
  'inversify',
  'class-validator',
  'class-transformer',
  'pg',
  'reflect-metadata',
  '@inversifyjs',
  '@employee',
];

/**
 * Libraries the domain may use: the standard ones for phone metadata and e-mail syntax, and Unicode's confusables
 * table (`unhomoglyph`) for the look-alike key of names (docs/access.md#profiles).
 */
export const ALLOWED_RUNTIME = ['libphonenumber-js', 'validator', 'unhomoglyph'];
/**
 * Node's own modules the domain may use: `node:url` for `domainToASCII`, the platform's IDNA (e-mail domains,
 * docs/security.md#look-alike-identity-values); `node:crypto` for the SHA-256 of the audit chain, the AES-256-GCM
 * of the sealed feed and trail cursors (`CursorSeal`) and the in-memory adapters' UUIDs; `node:async_hooks` for
 * `AsyncLocalStorage`, which carries the change context of a request (docs/change-history.md#audit-trail). Built
 * in, so never a dependency of the manifest.
 */
export const ALLOWED_PLATFORM = ['node:url', 'node:crypto', 'node:async_hooks'];
/** Test-only libraries, allowed under `src/testing` (exported as `@employee/domain/testing`). */
export const ALLOWED_IN_TESTING = ['@jest/globals'];

const packageOf = (specifier: string): string => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
};

/**
 * The dependency rules of `@employee/domain`: no framework, adapter or other workspace package; no
 * relative import leaving `src`; only allow-listed libraries (plus test libraries under `src/testing`).
 */
export function breachesOf(files: readonly SourceFile[]): Breach[] {
  const breaches: Breach[] = [];
  for (const file of files) {
    const depth = file.path.split('/').length - 2;
    for (const specifier of specifiersOf(file.text)) {
      if (specifier.startsWith('.')) {
        const ups = specifier.split('/').filter((p) => p === '..').length;
        if (ups > depth) breaches.push({ path: file.path, specifier, rule: 'relative import leaves src' });
        continue;
      }
      const name = packageOf(specifier);
      if (FORBIDDEN.some((f) => name === f || name.startsWith(`${f}/`))) {
        breaches.push({ path: file.path, specifier, rule: 'forbidden dependency' });
      } else if (
        !ALLOWED_RUNTIME.includes(name) &&
        !ALLOWED_PLATFORM.includes(name) &&
        !(file.path.startsWith('src/testing/') && ALLOWED_IN_TESTING.includes(name))
      ) {
        breaches.push({ path: file.path, specifier, rule: 'not an allowed library' });
      }
    }
  }
  return breaches;
}

/** Every `.ts` file under `dir`, with paths relative to `root`. */
export function sourceFiles(root: string, dir = join(root, 'src')): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(root, path);
    return entry.name.endsWith('.ts') ? [{ path: relative(root, path), text: readFileSync(path, 'utf8') }] : [];
  });
}
