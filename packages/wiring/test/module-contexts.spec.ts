import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const SRC = join(__dirname, '..', 'src');
const DOMAIN = join(__dirname, '..', '..', 'domain', 'src');

/** `class name -> its context folder` for every class of the domain's `use-cases/` folders (and the kernel). */
function useCaseContexts(): Map<string, string> {
  const contexts = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) {
        const [context] = relative(DOMAIN, path).split('/');
        for (const m of readFileSync(path, 'utf8').matchAll(/export class (\w+)/g)) {
          if (path.includes('/use-cases/') || context === 'kernel') contexts.set(m[1] as string, context as string);
        }
      }
    }
  };
  walk(DOMAIN);
  return contexts;
}

describe('one container module per context (docs/architecture.md#the-composition-root-and-its-processes)', () => {
  it("binds in <context>.module.ts only the use cases of that context's folder in the domain", () => {
    const contexts = useCaseContexts();
    const modules = readdirSync(SRC).filter((f) => f.endsWith('.module.ts'));
    const misplaced = modules.flatMap((file) => {
      const context = file.replace('.module.ts', '');
      const bound = [...readFileSync(join(SRC, file), 'utf8').matchAll(/\bbind\((\w+)\)/g)].map((m) => m[1] as string);
      return bound
        .filter((name) => contexts.has(name) && contexts.get(name) !== context)
        .map((name) => `${file}: ${name} is in ${contexts.get(name)}/`);
    });
    expect(modules.length).toBe(10);
    expect(contexts.size).toBeGreaterThan(70);
    expect(misplaced).toEqual([]);
  });
});
