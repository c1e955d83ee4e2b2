import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root (this file runs from `scripts/dist/bench-processes/`). */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');
const SERVER_MAIN = join('packages', 'server', 'dist', 'main.js');
const ADMIN_CLI = join('packages', 'server', 'dist', 'admin', 'admin.js');
const START_TIMEOUT_MS = 60_000;

/** A server process a bench started: `node packages/server/dist/main.js` with one `SERVICES` list. */
export interface BenchServer {
  readonly pid: number;
  /** The API's origin (`http://127.0.0.1:<port>`), `null` for a process without the `api` role. */
  readonly origin: string | null;
  /** CPU seconds the process used so far (user + system, from `/proc`), `null` where there is no `/proc`. */
  cpuSeconds(): number | null;
  /** The process's peak resident set so far in MB (`VmHWM` of `/proc/<pid>/status`), `null` where there is none. */
  peakRssMb(): number | null;
  /** SIGKILL: the crash. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s. Resolves once the process is gone. */
  stop(): Promise<void>;
}

/** How a bench starts one server process. */
export interface ServerStart {
  readonly databaseUrl: string;
  /** `SERVICES`: the roles of the process (docs/configuration.md#roles). */
  readonly services: string;
  /** The bench's settings (docs/configuration.md), over the bench's own environment. */
  readonly settings: Readonly<Record<string, string>>;
  /** Where `node --cpu-prof` writes the process's profile when it stops (not when killed); none when `null`. */
  readonly profileDir?: string | null;
  /** Told each line the process writes to stderr (its JSON log lines), as it comes. */
  readonly onLine?: (line: string) => void;
  /** The checkout whose build runs (another commit's worktree, for `check:migrations`); this one by default. */
  readonly root?: string;
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
 * The environment of a server with `SERVICES=services` over `databaseUrl`: the bench's own environment (so that
 * `WEBHOOK_CONCURRENCY=32 npm run bench:webhooks` tries another setting) without the settings the bench chooses,
 * then `settings`, then the database, the roles and free ports.
 */
function serverEnvironment(
  databaseUrl: string,
  services: string,
  settings: Readonly<Record<string, string>>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CHOSEN_BY_THE_BENCH) delete env[name];
  return { ...env, ...settings, DATABASE_URL: databaseUrl, SERVICES: services, PORT: '0', REPORTS_PORT: '0' };
}

/** CPU seconds of process `pid` (fields utime and stime of `/proc/<pid>/stat`, in clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Peak resident set of process `pid` in MB (`VmHWM` of `/proc/<pid>/status`, in kB). */
function peakRssMbOf(pid: number): number | null {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/**
 * Starts the server (`start.services` over `start.databaseUrl`, with `start.settings`) and waits (60 s at most) for
 * its `listening` log line, which gives the API's port. With `profileDir`, under `node --cpu-prof`. Its log lines go
 * to `onLine` when given, else are dropped, but for the last 20, quoted when it fails to start.
 * @throws Error when it exits or stays silent before listening.
 */
export async function startServer(start: ServerStart): Promise<BenchServer> {
  const { services, profileDir = null } = start;
  const profile =
    profileDir === null
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${services}-${Date.now()}.cpuprofile`];
  const root = start.root ?? REPOSITORY_ROOT;
  const child = spawn(process.execPath, [...profile, join(root, SERVER_MAIN)], {
    cwd: root,
    env: serverEnvironment(start.databaseUrl, services, start.settings),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const tail: string[] = [];
  let partial = '';
  let listened = false;
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
        start.onLine?.(line);
        tail.push(line);
        if (tail.length > 20) tail.shift();
        if (listened || !line.includes('"msg":"listening"')) continue;
        listened = true;
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
    peakRssMb: () => peakRssMbOf(pid),
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
 * Runs the admin CLI (`packages/server/dist/admin/admin.js ...args`) on `databaseUrl`, in the environment a server
 * with `settings` would have, and answers its JSON document.
 * @throws Error with the CLI's stderr when it fails.
 */
export function admin(
  databaseUrl: string,
  settings: Readonly<Record<string, string>>,
  ...args: string[]
): Promise<Record<string, unknown>> {
  return adminIn(REPOSITORY_ROOT, databaseUrl, settings, ...args);
}

/**
 * {@link admin} of the checkout at `root` (another commit's worktree, for `check:migrations`).
 * @throws Error with the CLI's stderr when it fails.
 */
export function adminIn(
  root: string,
  databaseUrl: string,
  settings: Readonly<Record<string, string>>,
  ...args: string[]
): Promise<Record<string, unknown>> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [join(root, ADMIN_CLI), ...args],
      { cwd: root, env: serverEnvironment(databaseUrl, 'api', settings) },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`admin ${args[0]} ${args[1]} failed: ${stderr.trim() || error.message}`));
        else done(JSON.parse(stdout) as Record<string, unknown>);
      },
    );
  });
}
