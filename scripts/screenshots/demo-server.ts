import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the first start of an empty embedded database printed (docs/contract.md#running-the-service). */
export interface DemoFirstStart {
  readonly companyId: string;
  readonly key: string;
  /** The demo administrator's e-mail and invitation token, when the first start prints them. */
  readonly admin: { readonly email: string; readonly invitationToken: string } | null;
}

/** A running server on a temporary embedded database. */
export interface DemoServer {
  /** `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  readonly demo: DemoFirstStart;
  /** Stops the server (SIGTERM, then waits for its exit) and removes the data directory. */
  stop(): Promise<void>;
}

/**
 * Reads the first start's message: `Company id: …`, `API key (shown only now): …` and, when present, the demo
 * administrator's line (`Administrator <e-mail>, invitation …: <base>/admin/invitations/<token>`).
 * @throws Error when the company id or the key is missing (not a first start).
 */
export function parseFirstStart(stdout: string): DemoFirstStart {
  const companyId = /^Company id: (\S+)$/m.exec(stdout)?.[1];
  const key = /^API key \(shown only now\): (\S+)$/m.exec(stdout)?.[1];
  if (!companyId || !key) throw new Error(`the server printed no first-start message:\n${stdout}`);
  const admin = /^Administrator (\S+?),.*\/admin\/invitations\/([A-Za-z0-9_-]+)\s*$/m.exec(stdout);
  return { companyId, key, admin: admin ? { email: admin[1] ?? '', invitationToken: admin[2] ?? '' } : null };
}

const START_TIMEOUT_MS = 120_000;

/**
 * Starts the built server (`packages/server/dist/main.js` under `root`) on a new temporary `DATA_DIR`, so that its
 * first start creates the demo company, on a free port (`PORT=0`, `REPORTS_PORT=0`); resolves once it logs
 * `listening` and has printed the first-start message.
 * @throws Error (with the server's output) when it exits or does not listen within two minutes.
 */
export async function startDemoServer(root: string): Promise<DemoServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'employee-screenshots-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', REPORTS_PORT: '0', LOG_LEVEL: 'info' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_BASE_URL', 'SERVICES', 'APP_ENV', 'NODE_OPTIONS'])
    delete env[name];
  const child = spawn(process.execPath, [join(root, 'packages', 'server', 'dist', 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let port: number | undefined;
  while (port === undefined || !out.includes('API key')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${err}\n${out}`);
    }
    port ??= listeningPort(err);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, demo: parseFirstStart(out), stop };
}

/** The API port of the `"msg":"listening"` log line, once it is written. */
function listeningPort(log: string): number | undefined {
  for (const line of log.split('\n')) {
    if (!line.includes('"listening"')) continue;
    try {
      const parsed = JSON.parse(line) as { msg?: string; port?: number };
      if (parsed.msg === 'listening' && typeof parsed.port === 'number') return parsed.port;
    } catch {
      // a partial line
    }
  }
  return undefined;
}
