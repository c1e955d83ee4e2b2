import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config';

const ENV_EXAMPLE = join(__dirname, '..', '..', '..', '.env.example');

/** The variables `loadConfig` reads, found by handing it an environment that records every name asked for. */
function variablesReadByConfig(): string[] {
  const asked = new Set<string>();
  const recorder = new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name === 'string') asked.add(name);
        return undefined;
      },
    },
  );
  loadConfig(recorder);
  return [...asked].sort();
}

/** The `# NAME=value` lines of .env.example, in file order. */
function exampleLines(): Array<{ name: string; value: string }> {
  return [...readFileSync(ENV_EXAMPLE, 'utf8').matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({
    name: m[1] as string,
    value: m[2] as string,
  }));
}

/** .env.example (docs/architecture.md, item 11f) names every setting of config.ts, each with its real default. */
describe('.env.example', () => {
  it('lists every variable loadConfig reads, once', () => {
    const names = exampleLines().map((line) => line.name);
    expect([...names].sort()).toEqual(variablesReadByConfig());
  });

  it('shows each variable with the value loadConfig uses when it is unset (empty: no fixed default)', () => {
    for (const { name, value } of exampleLines()) {
      expect({ name, config: loadConfig({ [name]: value }) }).toEqual({ name, config: loadConfig({}) });
    }
  });
});
