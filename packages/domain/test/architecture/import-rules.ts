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
 * docs/security.md#look-alike-identity-values); `node:async_hooks` for `AsyncLocalStorage`, which carries the change
 * context of a request (docs/change-history.md#audit-trail); `node:crypto` only as far as {@link cryptoUsesOf}
 * allows (anything under `src/testing`, else only {@link CRYPTO_EXCEPTION}). Built in, so never a dependency of the
 * manifest.
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

/**
 * The one use of `node:crypto` the domain keeps outside `src/testing`: `createHash` in the audit chain
 * (docs/change-history.md#audit-trail). The chain's SHA-256 is a pure function of an event's fields and as much a
 * part of what is stored as the canonical JSON it hashes: every adapter stores it and `VerifyAuditChain` recomputes
 * it, so they must all agree on the one algorithm for good, and a port would only let two of them disagree. It
 * reads no clock, no randomness and no secret: what the domain leaves to adapters (ids, tokens, keys, cursor seals).
 */
export const CRYPTO_EXCEPTION = { path: 'src/history/audit-chain.ts', names: ['createHash'] } as const;

const CRYPTO_MODULE = /^(?:node:)?crypto$/;
/** The named bindings of `import {…} from '(node:)crypto'`; group 1: the list between the braces. */
const CRYPTO_NAMED_IMPORT = /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](?:node:)?crypto['"]/g;
/** The global Web Crypto (`crypto.randomUUID()`, `globalThis.crypto`), which needs no import. */
const GLOBAL_CRYPTO = /(?<![\w:$-])crypto\.\w|\bglobalThis\.crypto\b/;

/**
 * Every use of `node:crypto` (or `crypto`, or the global Web Crypto) outside `src/testing`, by name: random bytes,
 * UUIDs, ciphers, HMACs and hashes belong to adapters behind ports (`SecretTokenIssuer`, `CursorSeal`, the codecs).
 * Only {@link CRYPTO_EXCEPTION} passes; a namespace or default import, a `require`, an `import()` or a re-export of
 * the module names nothing checkable, so it counts as `*`.
 */
export function cryptoUsesOf(files: readonly SourceFile[]): Breach[] {
  const breaches: Breach[] = [];
  for (const file of files) {
    if (file.path.startsWith('src/testing/')) continue;
    const taken = specifiersOf(file.text).filter((s) => CRYPTO_MODULE.test(s)).length;
    const named = [...file.text.matchAll(CRYPTO_NAMED_IMPORT)];
    const names = named.flatMap((m) =>
      (m[1] as string).split(',').flatMap((binding) => binding.trim().match(/^(?:type\s+)?([\w$]+)/)?.[1] ?? []),
    );
    if (taken > named.length) names.push('*');
    if (GLOBAL_CRYPTO.test(file.text)) names.push('global crypto');
    const allowed: readonly string[] = file.path === CRYPTO_EXCEPTION.path ? CRYPTO_EXCEPTION.names : [];
    for (const name of names.filter((n) => !allowed.includes(n)))
      breaches.push({ path: file.path, specifier: name, rule: 'crypto outside src/testing' });
  }
  return breaches;
}
