import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ALLOWED_RUNTIME, breachesOf, cryptoUsesOf, sourceFiles, specifiersOf } from './import-rules';

const root = join(__dirname, '..', '..');

describe('@employee/domain dependency rules', () => {
  const files = sourceFiles(root);

  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((f) => f.path === 'src/index.ts')).toBe(true);
  });

  it('imports no framework, adapter, other workspace package or unlisted library', () => {
    expect(breachesOf(files)).toEqual([]);
  });

  it('declares only the allowed libraries as runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([...ALLOWED_RUNTIME].sort());
  });

  it('never reads the system clock, randomness, a UUID library or node:crypto outside src/testing', () => {
    const offenders = files
      .filter((f) => !f.path.startsWith('src/testing/'))
      .filter((f) => /new Date\(\)|Date\.now\(|Math\.random|randomUUID/.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
    expect(cryptoUsesOf(files)).toEqual([]);
  });

  it("catches each use of crypto but the audit chain's createHash and src/testing (the check itself works)", () => {
    const files = [
      { path: 'src/survey/a.ts', text: "import { createHash, randomBytes } from 'node:crypto';" },
      { path: 'src/history/b.ts', text: "import {\n  createCipheriv as cipher,\n  type Cipher,\n} from 'crypto';" },
      {
        path: 'src/history/c.ts',
        text: "import * as c from 'node:crypto';\nconst { randomUUID } = require('crypto');",
      },
      { path: 'src/history/d.ts', text: "export { hkdfSync } from 'node:crypto';\nconst id = crypto.randomUUID();" },
      { path: 'src/history/audit-chain.ts', text: "import { createHash, createHmac } from 'node:crypto';" },
      { path: 'src/history/audit-chain.ts', text: "import { createHash } from 'node:crypto';" },
      { path: 'src/testing/e.ts', text: "import { randomUUID } from 'node:crypto';" },
      { path: 'src/employee/f.ts', text: '/** Hashed by an adapter with `node:crypto`. */' },
    ];
    expect(cryptoUsesOf(files).map((b) => `${b.path} ${b.specifier}`)).toEqual([
      'src/survey/a.ts createHash',
      'src/survey/a.ts randomBytes',
      'src/history/b.ts createCipheriv',
      'src/history/b.ts Cipher',
      'src/history/c.ts *',
      'src/history/d.ts *',
      'src/history/d.ts global crypto',
      'src/history/audit-chain.ts createHmac',
    ]);
  });

  it('catches each kind of breach (the check itself works)', () => {
    const bad = [
      { path: 'src/employee/a.ts', text: "import { Entity } from 'typeorm';\nimport express = require('express');" },
      { path: 'src/employee/b.ts', text: "export * from '@employee/http-express';\nconst pg = await import('pg');" },
      { path: 'src/employee/c.ts', text: "import { x } from '../../../server/src/main';\nimport 'lodash';" },
      { path: 'src/employee/d.ts', text: "import { describe } from '@jest/globals';" },
      {
        path: 'src/testing/e.ts',
        text: "import { describe } from '@jest/globals';\nimport { Cpf } from '../employee/cpf';",
      },
    ];
    expect(specifiersOf(bad[1]?.text ?? '')).toEqual(['@employee/http-express', 'pg']);
    expect(breachesOf(bad).map((b) => `${b.path} ${b.specifier} ${b.rule}`)).toEqual([
      'src/employee/a.ts typeorm forbidden dependency',
      'src/employee/a.ts express forbidden dependency',
      'src/employee/b.ts @employee/http-express forbidden dependency',
      'src/employee/b.ts pg forbidden dependency',
      'src/employee/c.ts ../../../server/src/main relative import leaves src',
      'src/employee/c.ts lodash not an allowed library',
      'src/employee/d.ts @jest/globals not an allowed library',
    ]);
  });
});
