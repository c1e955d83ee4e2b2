import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = join(__dirname, '..', '..');
const DOMAIN = join(ROOT, 'packages/domain/src');
/** The prefixes of adapter class names (`InMemoryEmployees`, `TypeOrmEmployees`, `NodeCursorSeal`, …). */
const ADAPTER = /^(InMemory|Plain|Sequential|Fixed|TypeOrm|Redis|Node|Scrypt|Otpauth|Zxcvbn)[A-Z]\w+$/;

/** The rows of the ports table of docs/architecture.md#ports-and-their-adapters: port and adapter names. */
function portsTable(): Array<{ port: string; adapters: string[] }> {
  const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = text.slice(text.indexOf('## Ports and their adapters'), text.indexOf('## The path of a request'));
  return section
    .split('\n')
    .filter((line) => /^\| [a-z]+ \| `/.test(line))
    .map((line) => {
      const [, , port = '', ...adapters] = line.split('|').map((cell) => cell.trim());
      const names = (cell: string) => [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1] as string);
      return { port: names(port)[0] ?? '', adapters: adapters.flatMap(names).filter((n) => ADAPTER.test(n)) };
    });
}

/** The port types of every `<Context>Repositories` interface of the contexts' `ports.ts`. */
function repositoryPorts(): string[] {
  return readdirSync(DOMAIN, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => {
      let text: string;
      try {
        text = readFileSync(join(DOMAIN, e.name, 'ports.ts'), 'utf8');
      } catch {
        return [];
      }
      const bodies = [...text.matchAll(/export interface \w+Repositories \{([^}]*)\}/g)].map((m) => m[1] as string);
      return bodies.flatMap((body) => [...body.matchAll(/readonly \w+: (\w+);/g)].map((m) => m[1] as string));
    });
}

/** Every exported class name of the packages' sources. */
function exportedClasses(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/export class (\w+)/g)) names.add(m[1] as string);
      }
    }
  };
  for (const pkg of readdirSync(join(ROOT, 'packages'))) {
    try {
      walk(join(ROOT, 'packages', pkg, 'src'));
    } catch {
      // a package without sources (none today)
    }
  }
  return names;
}

describe('the ports table of docs/architecture.md is the one list of ports and adapters', () => {
  const table = portsTable();

  it('has a row for every repository a context hands to the unit of work', () => {
    const ports = repositoryPorts();
    expect(ports.length).toBeGreaterThanOrEqual(14);
    const listed = new Set(table.map((row) => row.port));
    expect(ports.filter((port) => !listed.has(port))).toEqual([]);
  });

  it('names only adapter classes that exist', () => {
    const classes = exportedClasses();
    const named = table.flatMap((row) => row.adapters);
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((name) => !classes.has(name))).toEqual([]);
  });
});
