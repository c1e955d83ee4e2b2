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
  const start = async (): Promise<void> => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await accepting(port))) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await kill();
        throw new Error(`redis-server did not start on port ${port}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, crash: kill, start, remove: kill };
}
