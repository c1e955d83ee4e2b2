import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (this file runs from `scripts/dist/bench-webhooks/`). */
const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');
const SERVER_MAIN = join(REPOSITORY_ROOT, 'packages', 'server', 'dist', 'main.js');
const ADMIN_CLI = join(REPOSITORY_ROOT, 'packages', 'server', 'dist', 'admin', 'admin.js');
const START_TIMEOUT_MS = 60_000;

/** A server process the bench started: `node packages/server/dist/main.js` with one `SERVICES` list. */
export interface BenchServer {
  readonly pid: number;
  /** The API's origin (`http://127.0.0.1:<port>`), `null` for a process without the `api` role. */
  readonly origin: string | null;
  /** CPU seconds the process used so far (user + system, from `/proc`), `null` where there is no `/proc`. */
  cpuSeconds(): number | null;
  /** SIGKILL: the crash. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s. Resolves once the process is gone. */
  stop(): Promise<void>;
}

/** Settings of the bench's own environment a server never inherits: the bench chooses them. */
const CHOSEN_BY_THE_BENCH = [
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'SERVICES',
  'PORT',
  'REPORTS_PORT',
  'NODE_OPTIONS',
];

/**
 * The settings the bench's servers run with (docs/configuration.md), over the bench's own environment (so that
 * `WEBHOOK_CONCURRENCY=32 npm run bench:webhooks` tries another setting): production mode with its origin and
 * secrets, and webhooks to the bench's loopback receiver allowed.
 */
export function benchSettings(): Record<string, string> {
  return {
    APP_ENV: 'production',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    CURSOR_KEY: 'the cursor secret of the webhooks benchmark only',
    WEBHOOK_SECRET_KEY: 'the webhook secret key of the webhooks benchmark only',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  };
}

/**
 * The settings the servers run with that the report shows: `APP_ENV`, `WEBHOOK_ALLOW_PRIVATE_URLS`, and every
 * `WEBHOOK_*` (but the secret key), `COMPANY_*`, `DATABASE_*` and `LOG_LEVEL` setting of the bench's environment or
 * its own choosing.
 */
export function shownSettings(): Record<string, string> {
  const all: Record<string, string | undefined> = { ...process.env, ...benchSettings() };
  return Object.fromEntries(
    Object.entries(all).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        entry[0] !== 'WEBHOOK_SECRET_KEY' &&
        (/^(WEBHOOK_|COMPANY_|DATABASE_[A-Z]+_)/.test(entry[0]) || ['APP_ENV', 'LOG_LEVEL'].includes(entry[0])),
    ),
  );
}

/** The environment of a server with `SERVICES=services` over `databaseUrl`: the bench's, then its settings. */
function serverEnvironment(databaseUrl: string, services: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CHOSEN_BY_THE_BENCH) delete env[name];
  return { ...env, ...benchSettings(), DATABASE_URL: databaseUrl, SERVICES: services, PORT: '0', REPORTS_PORT: '0' };
}

/** CPU seconds of process `pid` (fields utime and stime of `/proc/<pid>/stat`, in clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Starts the server with `SERVICES=services` over `databaseUrl` and waits (60 s at most) for its `listening` log line,
 * which gives the API's port. With `profileDir`, under `node --cpu-prof` (the profile is written there when it
 * stops, not when it is killed). Its log lines are read and dropped, but for the last 20, quoted when it fails to
 * start.
 * @throws Error when it exits or stays silent before listening.
 */
export async function startServer(
  databaseUrl: string,
  services: string,
  profileDir: string | null = null,
): Promise<BenchServer> {
  const profile =
    profileDir === null
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${services}-${Date.now()}.cpuprofile`];
  const child = spawn(process.execPath, [...profile, SERVER_MAIN], {
    cwd: REPOSITORY_ROOT,
    env: serverEnvironment(databaseUrl, services),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const tail: string[] = [];
  let partial = '';
  const listening = new Promise<Record<string, unknown>>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no "listening" line within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        if (!line.includes('"msg":"listening"')) continue;
        clearTimeout(timer);
        done(JSON.parse(line) as Record<string, unknown>);
      }
    });
  });
  let line: Record<string, unknown>;
  try {
    line = await listening;
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`server (${services}) did not start: ${(error as Error).message}\n${tail.join('\n')}`, {
      cause: error,
    });
  }
  const pid = child.pid as number;
  const gone = (): boolean => child.exitCode !== null || child.signalCode !== null;
  return {
    pid,
    origin: typeof line.port === 'number' ? `http://127.0.0.1:${line.port}` : null,
    cpuSeconds: () => cpuSecondsOf(pid),
    async kill() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs the admin CLI (`packages/server/dist/admin/admin.js ...args`) on `databaseUrl` and answers its JSON document.
 * @throws Error with the CLI's stderr when it fails.
 */
export function admin(databaseUrl: string, ...args: string[]): Promise<Record<string, unknown>> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [ADMIN_CLI, ...args],
      { env: serverEnvironment(databaseUrl, 'api') },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`admin ${args[0]} ${args[1]} failed: ${stderr.trim() || error.message}`));
        else done(JSON.parse(stdout) as Record<string, unknown>);
      },
    );
  });
}
