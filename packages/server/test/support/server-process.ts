import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@jest/globals';
import { uniqueCpf } from '@employee/domain/testing';
import { createFreshDatabase, migratedTemplateDataDir } from '@employee/persistence-typeorm/testing';
import { recordFetchedAnswer } from '../../../http-common/test/support/openapi-recording';

/**
 * Support for the whole-process suites (`*.e2e.spec.ts` of this package): they start the REAL server
 * (`node packages/server/dist/main.js`) and the REAL admin CLI (`dist/admin/admin.js`) as child processes.
 * They run the BUILT dist: `npm test` runs `npm run build` (tsc -b) first; run it yourself before
 * `npx jest --selectProjects server`. Source: docs/contract.md#running-the-service, #admin-cli.
 */

const SERVER_PACKAGE = resolve(__dirname, '..', '..');
export const MAIN_JS = join(SERVER_PACKAGE, 'dist', 'main.js');
export const ADMIN_JS = join(SERVER_PACKAGE, 'dist', 'admin', 'admin.js');
/** A first embedded start, which seeds the demo, passed 60 s on a busy two-core machine. */
const LISTEN_TIMEOUT_MS = 120_000;

/** Settings of the service the child must never inherit from the test process (CI exports some of them). */
const SERVICE_VARIABLES = [
  'PORT',
  'REPORTS_PORT',
  'REPORTS_PUBLIC_BASE_URL',
  'REPORT_MIN_GROUP_SIZE',
  'SERVICES',
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'APP_ENV',
  'RATE_LIMIT_PER_MINUTE',
  'UNIQUENESS_PROBE_BUDGET_PER_HOUR',
  'FIRING_SETTLE_DELAY_SECONDS',
  'FIRING_SETTLE_INTERVAL_MS',
  'APP_TIMEZONE',
  'PUBLIC_BASE_URL',
  'CURSOR_KEY',
  'WEBHOOK_SECRET_KEY',
  'WEBHOOK_ALLOW_PRIVATE_URLS',
  'SMTP_URL',
  'MAIL_FROM',
  'SMS_PROVIDER',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'TWILIO_BASE_URL',
  'NOTIFICATIONS_POLL_INTERVAL_MS',
  'MAIL_RATE_PER_MINUTE',
  'MAIL_COMPANY_SHARE_PERCENT',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'COMPANY_MAX_CONCURRENCY',
  'COMPANY_QUEUE_LENGTH',
  'COMPANY_QUEUE_TIMEOUT_MS',
  'STATEMENT_TIMEOUT_READ_MS',
  'STATEMENT_TIMEOUT_SEARCH_MS',
  'STATEMENT_TIMEOUT_WRITE_MS',
  'DATABASE_ACQUIRE_TIMEOUT_MS',
  'HTTP_REQUEST_TIMEOUT_MS',
  'HTTP_HEADERS_TIMEOUT_MS',
  'NODE_OPTIONS',
];

/**
 * The environment of a child: this process's, minus the service settings, plus `env`; the reports listener on a free
 * port (`REPORTS_PORT=0`) unless `env` names one, so that servers of parallel tests never compete for 3001.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVICE_VARIABLES) delete base[name];
  return { ...base, REPORTS_PORT: '0', ...env };
}

function assertBuilt(): void {
  if (!existsSync(MAIN_JS) || !existsSync(ADMIN_JS)) {
    throw new Error(
      `${MAIN_JS} is missing: these tests run the built server; run \`npm run build\` first (npm test does).`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Databases

/** Fresh databases and pg clients come from the persistence package's test harness. */
export {
  createFreshDatabase as createPostgresDatabase,
  withPostgres,
  type FreshPostgresDatabase,
} from '@employee/persistence-typeorm/testing';

/**
 * A fresh temporary directory for the embedded database (`DATA_DIR`), removed by `remove`. It holds a copy of the
 * jest run's migrated, empty database (`migratedTemplateDataDir`), which a server or an admin CLI meets as it would
 * an empty directory (no company: the first start seeds the demo) without PGlite's initdb, 6 to 8 s of a loaded
 * machine (docs/development.md#test-tiers); `{ empty: true }` gives an empty directory, for the suites whose
 * subject is what a first start on nothing does and for a directory that holds no database (files only, or the
 * outbox folders beside `DATABASE_URL`).
 */
export async function createDataDir(options: { empty?: boolean } = {}): Promise<{
  path: string;
  remove(): Promise<void>;
}> {
  const path = await mkdtemp(join(tmpdir(), 'employee-e2e-'));
  const template = options.empty ? null : await migratedTemplateDataDir();
  if (template !== null) await cp(template, path, { recursive: true });
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

// ---------------------------------------------------------------------------------------------------------
// The server process

/** A running server process. */
export interface ServerProcess {
  /** The API's port; `null` when the process runs no API (`SERVICES` without `api`). */
  readonly port: number | null;
  /** The reports listener's port (`reports_port` of the listening line), `null` when it does not run. */
  readonly reportsPort: number | null;
  /** `http://127.0.0.1:<port>` (the API is under `/api`). */
  readonly baseUrl: string;
  /** Everything the process wrote on stdout so far. */
  stdout(): string;
  /** Everything the process wrote on stderr so far (JSON log lines). */
  stderr(): string;
  /** The stderr lines that parse as JSON objects (pino log lines). */
  logs(): Array<Record<string, unknown>>;
  /** SIGTERM, waits for the exit and asserts the exit code is 0 (a graceful stop). */
  stop(): Promise<void>;
  /** SIGKILL, for clean-up after a failure; does nothing once the process has exited. */
  kill(): Promise<void>;
  /** True while the process has not exited (the same process still serves: it was never restarted). */
  running(): boolean;
}

function parseLogLines(text: string): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // a partial line or a message that is not JSON
    }
  }
  return lines;
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
}

/**
 * Starts `node dist/main.js` with PORT=0, LOG_LEVEL=info, FIRING_SETTLE_DELAY_SECONDS=1,
 * FIRING_SETTLE_INTERVAL_MS=200 and `env` (which names the database: DATABASE_URL or DATA_DIR), and waits
 * (120 s at most) for the log line `"msg":"listening"`, which gives the ports.
 * @throws Error when the process exits or stays silent before listening (its stderr is in the message).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  assertBuilt();
  const child = spawn(process.execPath, [MAIN_JS], {
    env: childEnv({
      PORT: '0',
      LOG_LEVEL: 'info',
      FIRING_SETTLE_DELAY_SECONDS: '1',
      FIRING_SETTLE_INTERVAL_MS: '200',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = exitOf(child);

  const listening = await new Promise<Record<string, unknown>>((resolveLine, reject) => {
    const timer = setTimeout(
      () => fail(`no "listening" log line within ${LISTEN_TIMEOUT_MS / 1000} s`),
      LISTEN_TIMEOUT_MS,
    );
    const check = (): void => {
      const line = parseLogLines(err).find((l) => l.msg === 'listening');
      if (line) {
        done();
        resolveLine(line);
      }
    };
    const fail = (why: string): void => {
      done();
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${why}\nstderr:\n${err}\nstdout:\n${out}`));
    };
    const onExit = (code: number | null): void => fail(`exited with ${code}`);
    const done = (): void => {
      clearTimeout(timer);
      child.stderr?.off('data', check);
      child.off('exit', onExit);
    };
    child.stderr?.on('data', check);
    child.once('exit', onExit);
  });
  // The first-start message is written just after the listening line: give stdout a moment to drain.
  await new Promise((r) => setTimeout(r, 100));

  const port = typeof listening.port === 'number' ? listening.port : null;
  return {
    port,
    reportsPort: typeof listening.reports_port === 'number' ? listening.reports_port : null,
    baseUrl: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    logs: () => parseLogLines(err),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const { code, signal } = await exited;
      expect({ code, signal, stderrTail: code === 0 ? '' : err.slice(-2000) }).toEqual({
        code: 0,
        signal: null,
        stderrTail: '',
      });
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/**
 * What a production server needs besides its storage (docs/configuration.md): `APP_ENV`, its public origin and the
 * secrets its cursors and webhook signing secrets are sealed under.
 */
export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
  CURSOR_KEY: 'the cursor secret of the server e2e tests only',
  WEBHOOK_SECRET_KEY: 'the webhook secret key of the server e2e tests only',
} as const;

/**
 * A production server ({@link PRODUCTION_ENV} plus `settings`) over a fresh
 * database of `TEST_POSTGRES_URL` when set, else over a fresh embedded `DATA_DIR`: its environment (for
 * `admin(...)`), the running process, and `removeStorage`, which drops the database or removes the directory
 * (stop the server first).
 */
export async function startProductionServer(settings: Record<string, string> = {}): Promise<{
  env: Record<string, string>;
  server: ServerProcess;
  removeStorage: () => Promise<void>;
}> {
  const production = { ...PRODUCTION_ENV, ...settings };
  let env: Record<string, string>;
  let removeStorage: () => Promise<void>;
  if (process.env.TEST_POSTGRES_URL) {
    const database = await createFreshDatabase(process.env.TEST_POSTGRES_URL);
    env = { DATABASE_URL: database.url, ...production };
    removeStorage = () => database.drop();
  } else {
    const dataDir = await createDataDir();
    env = { DATA_DIR: dataDir.path, ...production };
    removeStorage = () => dataDir.remove();
  }
  return { env, server: await startServerProcess(env), removeStorage };
}

// ---------------------------------------------------------------------------------------------------------
// The admin CLI

/** What one admin command gave: its JSON document on success, else the parsed stderr and the exit code. */
export type AdminResult =
  | { readonly ok: true; readonly code: 0; readonly json: Record<string, unknown>; readonly stderr: string }
  | {
      readonly ok: false;
      readonly code: number;
      readonly json: Record<string, unknown> | null;
      readonly stderr: string;
      readonly stdout: string;
    };

function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text.trim()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Runs `node dist/admin/admin.js ...args` with `env` (DATABASE_URL or DATA_DIR). Success: exit 0 and one
 * JSON document on stdout (asserted). Failure: the parsed `{"error": …}` of stderr and the exit code.
 */
export async function runAdmin(env: Record<string, string>, args: string[]): Promise<AdminResult> {
  assertBuilt();
  return new Promise((resolveResult) => {
    execFile(
      process.execPath,
      [ADMIN_JS, ...args],
      { env: childEnv(env), timeout: 60_000 },
      (error, stdout, stderr) => {
        if (!error) {
          const json = parseJson(stdout);
          if (json === null) {
            resolveResult({ ok: false, code: 0, json: null, stderr, stdout });
            return;
          }
          resolveResult({ ok: true, code: 0, json, stderr });
          return;
        }
        const code = typeof error.code === 'number' ? error.code : -1;
        resolveResult({ ok: false, code, json: parseJson(stderr), stderr, stdout });
      },
    );
  });
}

/** Runs an admin command that must succeed and returns its document (fails the test with stderr otherwise). */
export async function admin(env: Record<string, string>, ...args: string[]): Promise<Record<string, unknown>> {
  const result = await runAdmin(env, args);
  if (!result.ok)
    throw new Error(`admin ${args.join(' ')} failed (exit ${result.code}): ${result.stderr}${result.stdout}`);
  return result.json;
}

// ---------------------------------------------------------------------------------------------------------
// HTTP and time

/**
 * A parsed JSON response body as tests read it: `any`, as supertest's `res.body` is, because tests only read
 * into it to assert (eslint.config.mjs, "employee/tests"). Give it a type before it feeds further code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place test bodies are `any`, see above
export type ResponseBody = any;

/**
 * A JSON request to `baseUrl` + `path` with the key; returns status, headers and the parsed body. The answer is
 * checked against `docs/openapi.yaml` (`every-answer.setup.ts`): a test whose answer departs from it fails.
 */
export async function api(
  baseUrl: string,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: ResponseBody }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  recordFetchedAnswer({ method, url: `${baseUrl}${path}`, status: response.status, headers: response.headers, text });
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * An employee named `name` (a fresh CPF, out of campaigns) created with `key` and soft-deleted at once (DELETE with
 * `If-Match: "1"`), as the dashboard's list of deleted employees shows it; returns its id.
 */
export async function softDeletedEmployee(baseUrl: string, key: string, name: string): Promise<string> {
  const created = await api(baseUrl, key, 'POST', '/api/v1/employees', {
    name,
    document: uniqueCpf(),
    include_campaign: false,
  });
  expect(created.status).toBe(201);
  const id = String(created.body.data.id);
  const deleted = await fetch(`${baseUrl}/api/v1/employees/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${key}`, 'If-Match': '"1"' },
  });
  expect(deleted.status).toBe(204);
  return id;
}

/** Today in `timeZone` as `dd/mm/yyyy` (the API's date format). */
export function todayIn(timeZone = 'America/Sao_Paulo'): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
}

/** Polls `probe` every 200 ms until it returns true, for at most `timeoutMs`; returns whether it did. */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
}
