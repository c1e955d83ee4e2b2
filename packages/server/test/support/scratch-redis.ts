import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { portOutsideEphemeralRange } from './free-port';

/**
 * A Redis server of the test's own (`redis-server` on a free loopback port, nothing kept on disk), for fault
 * tests that stop Redis: the machine's shared Redis must never be stopped. Needs `redis-server` in PATH.
 */
export interface ScratchRedis {
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** SIGKILL: Redis vanishes at once, as in a crash. */
  crash(): Promise<void>;
  /** Starts it again on the same port (empty), waiting until it accepts connections. */
  start(): Promise<void>;
  /** Kills it if running. */
  remove(): Promise<void>;
}

/** Why a scratch Redis cannot be started on this machine, or `null` when it can. */
export function scratchRedisUnavailable(): string | null {
  return spawnSync('redis-server', ['--version']).status === 0 ? null : 'redis-server not found in PATH';
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a scratch Redis (`--save "" --appendonly no`, bound to 127.0.0.1).
 * @throws Error when `redis-server` is missing or does not accept connections within 10 s.
 */
export async function startScratchRedis(): Promise<ScratchRedis> {
  const port = await portOutsideEphemeralRange();
  let child: ChildProcess | null = null;
  const kill = async (): Promise<void> => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  // Ready only when THIS redis-server says so: a connection to the port could reach another process that
  // holds it (then redis-server fails to bind and exits).
  const start = async (): Promise<void> => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = started;
    let output = '';
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 10_000);
      started.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      started.once('exit', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    if (!ready || !(await accepting(port))) {
      await kill();
      throw new Error(`redis-server did not start on port ${port}:\n${output.slice(-1000)}`);
    }
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, crash: kill, start, remove: kill };
}
