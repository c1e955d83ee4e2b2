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
  '^@employee/persistence-typeorm/testing/jest$': '<rootDir>/../persistence-typeorm/src/testing/jest.ts',
  '^@employee/wiring$': '<rootDir>/../wiring/src/index.ts',
  '^@employee/http-common$': '<rootDir>/../http-common/src/index.ts',
  '^@employee/security-node$': '<rootDir>/../security-node/src/index.ts',
  '^@employee/redis-adapters$': '<rootDir>/../redis-adapters/src/index.ts',
  '^@employee/http-express$': '<rootDir>/../http-express/src/index.ts',
  '^@employee/http-reports$': '<rootDir>/../http-reports/src/index.ts',
  '^@employee/http-dashboard$': '<rootDir>/../http-dashboard/src/index.ts',
  '^@employee/scheduler$': '<rootDir>/../scheduler/src/index.ts',
  '^@employee/client$': '<rootDir>/../client/src/index.ts',
  '^@employee/workforce-sync$': '<rootDir>/../workforce-sync/src/index.ts',
  '^@employee/webhook-delivery$': '<rootDir>/../webhook-delivery/src/index.ts',
  '^@employee/message-delivery$': '<rootDir>/../message-delivery/src/index.ts',
};

/**
 * The test tier (docs/development.md#test-tiers), from `TEST_TIER`: `unit` (no database, no server), `fast`
 * (`npm test`, the default), `all` (`npm run test:all`: the whole storage matrix, fault injection, browser, README).
 */
type Tier = 'unit' | 'fast' | 'all';
const tier: Tier = process.env.TEST_TIER === 'unit' || process.env.TEST_TIER === 'all' ? process.env.TEST_TIER : 'fast';

/** Files that start a database or a server: left out of the unit tier. */
const DATABASE_OR_SERVER = ['\\.(int|e2e|sql)\\.spec\\.ts$'];

/**
 * Suites of the full tier only: the suites whose subject is the database (every `persistence-typeorm` suite but
 * the repository contracts), fault injection (the notifications' refused and crashed sends too), the browser, the
 * README commands, the backup beside a serving server, and the commands tier (`npm run test:commands`: the
 * documented scripts on tiny inputs, `server/test/commands/`).
 */
const FULL_TIER_ONLY = [
  '/persistence-typeorm/test/(?!contracts\\.).*\\.int\\.spec\\.ts$',
  '/server/test/(embedded-crash|settlement-crash|sync-crash|postgres-restart)\\.e2e\\.spec\\.ts$',
  '/server/test/(redis-outage|partition|two-instances|noisy-neighbour)\\.e2e\\.spec\\.ts$',
  '/server/test/webhooks-[a-z-]+\\.e2e\\.spec\\.ts$',
  '/server/test/notifications-(refusals|crash)\\.e2e\\.spec\\.ts$',
  '/server/test/browser/',
  '/server/test/readme-commands\\.e2e\\.spec\\.ts$',
  '/server/test/backup-while-serving\\.e2e\\.spec\\.ts$',
  '/server/test/commands/',
];

const TIER_IGNORES: Record<Tier, string[]> = { unit: DATABASE_OR_SERVER, fast: FULL_TIER_ONLY, all: [] };

/**
 * Bound of one test per project: 5 s where a package has unit tests only, and in the unit tier
 * (`scripts/jest/unit-timeout.cjs`); 30 s, the root `testTimeout`, where a database or a server starts (PGlite shares
 * two cores with the other worker). A longer bound is a hang detector and says so in its test's name.
 */
const UNIT_ONLY_PACKAGES = new Set([
  'domain',
  'wire',
  'http-common',
  'security-node',
  'scheduler',
  'client',
  'workforce-sync',
]);
const UNIT_TIMEOUT_SETUP = join(__dirname, 'scripts', 'jest', 'unit-timeout.cjs');

/**
 * The packages whose every supertest answer is checked against their listener's OpenAPI document, by the setup file
 * `test/support/every-answer.setup.ts` (docs/http.md#the-openapi-document-and-the-generated-client).
 */
const ANSWERS_CHECKED = new Set(['http-express', 'http-reports', 'server']);

function project(name: string): Config {
  return {
    setupFilesAfterEnv: [
      ...(tier === 'unit' || UNIT_ONLY_PACKAGES.has(name) ? [UNIT_TIMEOUT_SETUP] : []),
      ...(ANSWERS_CHECKED.has(name) ? ['<rootDir>/test/support/every-answer.setup.ts'] : []),
    ],
    displayName: name,
    rootDir: join(__dirname, 'packages', name),
    testEnvironment: 'node',
    transform: swcTransform,
    transformIgnorePatterns: [
      '/node_modules/(?!(inversify|@inversifyjs|p-limit|yocto-queue|@faker-js|request-filtering-agent)/)',
    ],
    moduleNameMapper: workspaceModules,
    testMatch: ['<rootDir>/**/*.spec.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', ...TIER_IGNORES[tier]],
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
  // A worker keeps what every test file it ran left reachable: its heap passed 900 MB within the unit tier and 2 GB
  // late in `test:all`, where a suite of in-process writers ran 5 times slower than in a new worker. A worker over
  // this after a file is replaced by a fresh one (docs/development.md#test-tiers).
  workerIdleMemoryLimit: '800MB',
  // Where a database or a server starts; the unit projects set 5 s (above).
  testTimeout: 30_000,
  // jest's own report, then the run's wall time and its 25 slowest suites (scripts/jest/time-reporter.cjs).
  reporters: ['default', '<rootDir>/scripts/jest/time-reporter.cjs'],
  // The known-slowest suites first, so no worker runs one alone at the end (scripts/jest/slow-first-sequencer.cjs).
  testSequencer: '<rootDir>/scripts/jest/slow-first-sequencer.cjs',
  globalSetup: '<rootDir>/scripts/jest/global-setup.cjs',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.cjs',
  projects: [
    ...[
      'domain',
      'wire',
      'persistence-typeorm',
      'wiring',
      'http-common',
      'security-node',
      'redis-adapters',
      'http-express',
      'http-reports',
      'http-dashboard',
      'scheduler',
      'server',
      'client',
      'workforce-sync',
      'webhook-delivery',
      'message-delivery',
    ].map(project),
    scripts,
    workspace,
  ],
};

export default config;
