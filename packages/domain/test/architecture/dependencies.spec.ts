import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ALLOWED_RUNTIME, breachesOf, sourceFiles, specifiersOf } from './import-rules';

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

  it('never reads the system clock, randomness or a UUID library outside src/testing', () => {
    const offenders = files
      .filter((f) => !f.path.startsWith('src/testing/'))
      .filter((f) => /new Date\(\)|Date\.now\(|Math\.random|randomUUID/.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
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
