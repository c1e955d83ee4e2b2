import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { CONTEXTS, contextBreachesOf, contextGraphOf, cyclesOf } from './context-rules';
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
      { path: 'src/surveys/a.ts', text: "import { createHash, randomBytes } from 'node:crypto';" },
      { path: 'src/history/b.ts', text: "import {\n  createCipheriv as cipher,\n  type Cipher,\n} from 'crypto';" },
      {
        path: 'src/history/c.ts',
        text: "import * as c from 'node:crypto';\nconst { randomUUID } = require('crypto');",
      },
      { path: 'src/history/d.ts', text: "export { hkdfSync } from 'node:crypto';\nconst id = crypto.randomUUID();" },
      { path: 'src/history/audit-chain.ts', text: "import { createHash, createHmac } from 'node:crypto';" },
      { path: 'src/history/audit-chain.ts', text: "import { createHash } from 'node:crypto';" },
      { path: 'src/testing/e.ts', text: "import { randomUUID } from 'node:crypto';" },
      { path: 'src/directory/f.ts', text: '/** Hashed by an adapter with `node:crypto`. */' },
    ];
    expect(cryptoUsesOf(files).map((b) => `${b.path} ${b.specifier}`)).toEqual([
      'src/surveys/a.ts createHash',
      'src/surveys/a.ts randomBytes',
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
      { path: 'src/directory/a.ts', text: "import { Entity } from 'typeorm';\nimport express = require('express');" },
      { path: 'src/directory/b.ts', text: "export * from '@employee/http-express';\nconst pg = await import('pg');" },
      { path: 'src/directory/c.ts', text: "import { x } from '../../../server/src/main';\nimport 'lodash';" },
      { path: 'src/directory/d.ts', text: "import { describe } from '@jest/globals';" },
      {
        path: 'src/testing/e.ts',
        text: "import { describe } from '@jest/globals';\nimport { Cpf } from '../kernel/br/cpf';",
      },
    ];
    expect(specifiersOf(bad[1]?.text ?? '')).toEqual(['@employee/http-express', 'pg']);
    expect(breachesOf(bad).map((b) => `${b.path} ${b.specifier} ${b.rule}`)).toEqual([
      'src/directory/a.ts typeorm forbidden dependency',
      'src/directory/a.ts express forbidden dependency',
      'src/directory/b.ts @employee/http-express forbidden dependency',
      'src/directory/b.ts pg forbidden dependency',
      'src/directory/c.ts ../../../server/src/main relative import leaves src',
      'src/directory/c.ts lodash not an allowed library',
      'src/directory/d.ts @jest/globals not an allowed library',
    ]);
  });

  describe('bounded contexts (docs/architecture.md#bounded-contexts)', () => {
    it('has one folder per context and the kernel, and nothing else beside the root files and src/testing', () => {
      const folders = new Set(
        files
          .map((f) => f.path.split('/'))
          .filter((p) => p.length > 2)
          .map((p) => p[1]),
      );
      expect([...folders].sort()).toEqual([...CONTEXTS, 'kernel', 'testing'].sort());
    });

    it('gives every context an index.ts and a ports.ts', () => {
      const paths = new Set(files.map((f) => f.path));
      const missing = CONTEXTS.flatMap((c) => [`src/${c}/index.ts`, `src/${c}/ports.ts`]).filter((p) => !paths.has(p));
      expect(missing).toEqual([]);
    });

    it('lets a context import another only through its index.ts, and the kernel import no context', () => {
      expect(contextBreachesOf(files)).toEqual([]);
    });

    it('has no import cycle between contexts: each imports only contexts below it', () => {
      const graph = contextGraphOf(files);
      expect(cyclesOf(graph)).toEqual([]);
      const upward = Object.entries(graph).flatMap(([from, tos]) =>
        tos
          .filter((to) => CONTEXTS.indexOf(to as never) > CONTEXTS.indexOf(from as never))
          .map((to) => `${from} -> ${to}`),
      );
      expect(upward).toEqual([]);
    });

    it('catches each kind of context breach and cycle (the check itself works)', () => {
      const bad = [
        { path: 'src/kernel/a.ts', text: "import { Employee } from '../directory';" },
        { path: 'src/kernel/br/b.ts', text: "import { x } from '../../repositories';\nimport { y } from '../text';" },
        { path: 'src/surveys/c.ts', text: "import { recordChange } from '../history/record-change';" },
        {
          path: 'src/surveys/use-cases/d.ts',
          text: "import { Employee } from '../../directory';\nimport { e } from '../e';",
        },
        {
          path: 'src/access/e.ts',
          text: "import { aUser } from '../testing/builders';\nimport { T } from '../kernel/text';",
        },
        { path: 'src/directory/f.ts', text: "import type { Campaign } from '../surveys/index';" },
      ];
      expect(contextBreachesOf(bad).map((b) => `${b.path} ${b.specifier} ${b.rule}`)).toEqual([
        'src/kernel/a.ts ../directory kernel imports a context',
        'src/kernel/br/b.ts ../../repositories imports outside the contexts',
        'src/surveys/c.ts ../history/record-change reaches past the index of another context',
        'src/access/e.ts ../testing/builders imports outside the contexts',
      ]);
      expect(contextGraphOf(bad)).toEqual({ surveys: ['directory', 'history'], access: [], directory: ['surveys'] });
      expect(cyclesOf(contextGraphOf(bad))).toEqual([['surveys', 'directory']]);
    });
  });
});
