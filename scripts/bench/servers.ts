import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The repository root (this file runs from `scripts/dist/bench/`). */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

const OUR_MAIN = join(REPOSITORY_ROOT, 'packages', 'server', 'dist', 'main.js');
const ADMIN_CLI = join(REPOSITORY_ROOT, 'packages', 'server', 'dist', 'admin', 'admin.js');
const BASELINE_MAIN = join(__dirname, 'baseline-server.js');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** A server process the bench started. */
export interface ServerProcess {
  readonly name: 'ours' | 'baseline';
  readonly pid: number;
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  /** Sends SIGTERM and waits for the exit (SIGKILL after 15 s); resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Connections in each server's pool to PostgreSQL (ours: `createDataSource`'s default; the baseline's `pg.Pool`). */
export const POOL_SIZE = 10;

/**
 * The per-company bulkhead our server runs with (docs/configuration.md, `COMPANY_MAX_CONCURRENCY` and
 * `COMPANY_MAX_SEARCHES`): explicit limits, or `null` for the service's defaults (3 at once, 1 search, on PostgreSQL).
 */
export type Bulkhead = { readonly maxConcurrency: number; readonly maxSearches: number } | null;

/**
 * The comparison scenarios' bulkhead: one company may use the whole pool, searches included, so that ours and the
 * bulkhead-less baseline do the same work with the same connections (docs/performance.md).
 */
export const WHOLE_POOL: Bulkhead = { maxConcurrency: POOL_SIZE, maxSearches: POOL_SIZE };

/** `bulkhead` in words, for the report. */
export function describeBulkhead(bulkhead: Bulkhead): string {
  return bulkhead === null
    ? 'the defaults (COMPANY_MAX_CONCURRENCY 3, COMPANY_MAX_SEARCHES 1 on PostgreSQL)'
    : `COMPANY_MAX_CONCURRENCY=${bulkhead.maxConcurrency} COMPANY_MAX_SEARCHES=${bulkhead.maxSearches}`;
}

/**
 * The environment both servers run with: production keys and origin, our settings for a bench, no Redis, and
 * `bulkhead` (the bench's own, whatever its environment holds). Ours serves the API alone (`SERVICES=api`): the
 * scheduler's passes (the seed's soft-deleted employees would be anonymised a few a second throughout the run),
 * webhook and notification loops are no request's work, the baseline has none, and their statements would mix with
 * the requests' in the SQL check.
 */
function serverEnvironment(databaseUrl: string, port: number, bulkhead: Bulkhead = null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    APP_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    SERVICES: 'api',
    PORT: String(port),
  };
  for (const name of ['REDIS_URL', 'TRUST_PROXY', 'NODE_OPTIONS', 'COMPANY_MAX_CONCURRENCY', 'COMPANY_MAX_SEARCHES'])
    delete env[name];
  if (bulkhead !== null) {
    env.COMPANY_MAX_CONCURRENCY = String(bulkhead.maxConcurrency);
    env.COMPANY_MAX_SEARCHES = String(bulkhead.maxSearches);
  }
  // A production server needs its public origin (docs/security.md#api82023-security-misconfiguration) and a
  // secret to seal its cursors under (docs/configuration.md).
  return {
    ...env,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    CURSOR_KEY: 'the cursor secret of the benchmarks only',
    WEBHOOK_SECRET_KEY: 'the webhook secret key of the benchmarks only',
  };
}

/**
 * Issues a fresh API key for `companyId` with the admin CLI (`key issue`; the company's earlier key stops
 * working) and returns it. The key is never logged.
 * @throws Error with the CLI's message when it fails.
 */
export function issueKey(databaseUrl: string, companyId: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      [ADMIN_CLI, 'key', 'issue', '--company', companyId],
      { env: serverEnvironment(databaseUrl, 0) },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`admin key issue failed: ${stderr.trim() || error.message}`));
        resolvePromise((JSON.parse(stdout) as { key: string }).key);
      },
    );
  });
}

async function healthStatus(origin: string): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** Forwards a child's stderr lines to ours, prefixed, and keeps the last ones for error messages. */
function forwardStderr(child: ChildProcess, name: string): string[] {
  const tail: string[] = [];
  let partial = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      process.stderr.write(`[${name}] ${line}\n`);
      tail.push(line);
      if (tail.length > 20) tail.shift();
    }
  });
  return tail;
}

/**
 * What a caller adds to a server's start: Node.js flags before the script (a `--require` probe) and environment
 * variables over {@link serverEnvironment}'s (another `SERVICES` list, `REPORTS_PORT`).
 */
export interface ServerExtras {
  readonly nodeArgs?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

async function start(
  name: ServerProcess['name'],
  script: string,
  databaseUrl: string,
  port: number,
  profileDir: string | null,
  bulkhead: Bulkhead = null,
  extras: ServerExtras = {},
): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${port}`;
  if ((await healthStatus(origin)) !== null)
    throw new Error(`port ${port} already answers: stop what runs there or choose another port`);
  const nodeArgs =
    profileDir === null
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`];
  const child = spawn(process.execPath, [...nodeArgs, ...(extras.nodeArgs ?? []), script], {
    cwd: REPOSITORY_ROOT,
    env: { ...serverEnvironment(databaseUrl, port, bulkhead), ...extras.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const tail = forwardStderr(child, name);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async (): Promise<number | null> => {
    if (!gone) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while ((await healthStatus(origin)) !== 200) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(
        `${name} server did not become ready on port ${port}${tail.length > 0 ? `:\n${tail.join('\n')}` : ''}`,
      );
    }
    await sleep(200);
  }
  if (child.pid === undefined) throw new Error(`${name} server has no pid`);
  return { name, pid: child.pid, origin, stop };
}

/**
 * Starts our server (`packages/server/dist/main.js`) on `port` with `bulkhead`; resolves once `GET /api/health`
 * answers 200. With `profileDir`, under `node --cpu-prof` (the profile is written there when it stops); `extras`
 * adds Node.js flags and environment variables.
 */
export function startOurServer(
  databaseUrl: string,
  port: number,
  profileDir: string | null,
  bulkhead: Bulkhead,
  extras: ServerExtras = {},
): Promise<ServerProcess> {
  return start('ours', OUR_MAIN, databaseUrl, port, profileDir, bulkhead, extras);
}

/** Starts the baseline (`baseline-server.js`) on `port`, like {@link startOurServer}. */
export function startBaselineServer(
  databaseUrl: string,
  port: number,
  profileDir: string | null = null,
): Promise<ServerProcess> {
  return start('baseline', BASELINE_MAIN, databaseUrl, port, profileDir);
}
