/** @jest-config-loader esbuild-register */
import { join } from 'node:path';
import type { Config } from 'jest';

/**
 * One jest project per package. Test files by suffix:
 *   *.spec.ts      unit tests (no database, no network)
 *   *.int.spec.ts  integration tests against a database
 *   *.e2e.spec.ts  HTTP / whole-process tests
 * Sources are transformed by @swc/jest (TypeScript 7 has no JS API, so ts-jest cannot run);
 * type-checking is `tsc -b`, run by `npm test` before jest.
 */
const swcTransform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

/** Workspace packages resolve to their TypeScript sources, so tests never run stale builds. */
const workspaceModules: Record<string, string> = {
  '^@employee/domain$': '<rootDir>/../domain/src/index.ts',
  '^@employee/domain/testing$': '<rootDir>/../domain/src/testing/index.ts',
  '^@employee/wire$': '<rootDir>/../wire/src/index.ts',
  '^@employee/persistence-typeorm$': '<rootDir>/../persistence-typeorm/src/index.ts',
  '^@employee/persistence-typeorm/testing$': '<rootDir>/../persistence-typeorm/src/testing/index.ts',
  '^@employee/wiring$': '<rootDir>/../wiring/src/index.ts',
  '^@employee/http-common$': '<rootDir>/../http-common/src/index.ts',
  '^@employee/http-express$': '<rootDir>/../http-express/src/index.ts',
  '^@employee/http-reports$': '<rootDir>/../http-reports/src/index.ts',
  '^@employee/http-dashboard$': '<rootDir>/../http-dashboard/src/index.ts',
  '^@employee/scheduler$': '<rootDir>/../scheduler/src/index.ts',
  '^@employee/client$': '<rootDir>/../client/src/index.ts',
  '^@employee/workforce-sync$': '<rootDir>/../workforce-sync/src/index.ts',
};

function project(name: string): Config {
  return {
    displayName: name,
    rootDir: join(__dirname, 'packages', name),
    testEnvironment: 'node',
    transform: swcTransform,
    transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|p-limit|yocto-queue|@faker-js)/)'],
    moduleNameMapper: workspaceModules,
    testMatch: ['<rootDir>/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  };
}

/** Developer and benchmark scripts (`scripts/`: data generators), tested in `scripts/test`. */
const scripts: Config = {
  ...project('domain'),
  displayName: 'scripts',
  rootDir: join(__dirname, 'scripts'),
  moduleNameMapper: Object.fromEntries(
    Object.entries(workspaceModules).map(([k, v]) => [k, v.replace('<rootDir>/..', '<rootDir>/../packages')]),
  ),
};

/** Checks over the whole workspace (dependency rules between packages), in `test/`. */
const workspace: Config = {
  ...project('domain'),
  displayName: 'workspace',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
};

const config: Config = {
  rootDir: __dirname,
  // Database suites spend most of their time in PGlite (CPU) and PostgreSQL: one worker per core.
  maxWorkers: '100%',
  // A test is a behaviour, not a stopwatch (speed belongs in `npm run bench`): the embedded PGlite, sharing two
  // cores with the other worker, needs more than jest's default 5 s for the suites that write through the audit trail
  // and the changes feeds. Suites that need longer still say so.
  testTimeout: 30_000,
  globalSetup: '<rootDir>/scripts/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.cjs',
  projects: [
    ...[
      'domain',
      'wire',
      'persistence-typeorm',
      'wiring',
      'http-common',
      'http-express',
      'http-reports',
      'http-dashboard',
      'scheduler',
      'server',
      'client',
      'workforce-sync',
    ].map(project),
    scripts,
    workspace,
  ],
};

export default config;
