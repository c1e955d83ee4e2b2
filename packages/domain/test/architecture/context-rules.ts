import { posix } from 'node:path';
import { specifiersOf, type Breach, type SourceFile } from './import-rules';

/**
 * The bounded contexts of `@employee/domain`, lowest first: a context may import those before it, through their
 * `index.ts`, never those after it (docs/architecture.md#bounded-contexts).
 */
export const CONTEXTS = [
  'history',
  'tenancy',
  'directory',
  'surveys',
  'access',
  'reports',
  'webhooks',
  'privacy',
  'notifications',
] as const;
/** What every context shares; it imports no context. */
export const KERNEL = 'kernel';

/** The context (or `kernel`) a `src/…` path belongs to; `null` for the root files and `src/testing`. */
export function contextOf(path: string): string | null {
  const [src, folder, rest] = path.split('/');
  if (src !== 'src' || rest === undefined || folder === undefined) return null;
  return folder === KERNEL || (CONTEXTS as readonly string[]).includes(folder) ? folder : null;
}

/** The `src/…` path (without extension) a relative specifier of `from` names. */
function targetOf(from: string, specifier: string): string {
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

/**
 * Breaks of the context rules: the kernel importing a context or anything outside itself; a context reaching into
 * another context's files instead of its `index.ts`, or into the root files or `src/testing`.
 */
export function contextBreachesOf(files: readonly SourceFile[]): Breach[] {
  const breaches: Breach[] = [];
  for (const file of files) {
    const from = contextOf(file.path);
    if (from === null) continue;
    for (const specifier of specifiersOf(file.text).filter((s) => s.startsWith('.'))) {
      const target = targetOf(file.path, specifier);
      const to = contextOf(`${target}/x`);
      if (to === from) continue;
      if (to === null) breaches.push({ path: file.path, specifier, rule: 'imports outside the contexts' });
      else if (from === KERNEL) breaches.push({ path: file.path, specifier, rule: 'kernel imports a context' });
      else if (to !== KERNEL && target !== `src/${to}` && target !== `src/${to}/index`) {
        breaches.push({ path: file.path, specifier, rule: 'reaches past the index of another context' });
      }
    }
  }
  return breaches;
}

/** Which contexts each context imports (the kernel left out): `context -> [imported contexts]`, sorted. */
export function contextGraphOf(files: readonly SourceFile[]): Record<string, string[]> {
  const graph: Record<string, Set<string>> = {};
  for (const file of files) {
    const from = contextOf(file.path);
    if (from === null || from === KERNEL) continue;
    graph[from] ??= new Set();
    for (const specifier of specifiersOf(file.text).filter((s) => s.startsWith('.'))) {
      const to = contextOf(`${targetOf(file.path, specifier)}/x`);
      if (to !== null && to !== from && to !== KERNEL) graph[from].add(to);
    }
  }
  return Object.fromEntries(Object.entries(graph).map(([k, v]) => [k, [...v].sort()]));
}

/** Every import cycle of `graph` (each as the contexts on it, starting at its first in `CONTEXTS` order). */
export function cyclesOf(graph: Record<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, path: string[]): void => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const cycle = path.slice(at);
      const key = [...cycle].sort().join(',');
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push(cycle);
      }
      return;
    }
    for (const next of graph[node] ?? []) visit(next, [...path, node]);
  };
  for (const node of Object.keys(graph)) visit(node, []);
  return cycles;
}
