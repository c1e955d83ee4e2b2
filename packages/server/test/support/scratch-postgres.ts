import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { portOutsideEphemeralRange } from './free-port';

/**
 * A PostgreSQL server of the test's own (initdb into a temporary directory, `pg_ctl` on a free loopback
 * port), for fault tests that stop and restart the database: the machine's shared server must never be
 * stopped. PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` user
 * (`runuser`). Needs `initdb` and `pg_ctl` (PATH, or `/usr/lib/postgresql/<version>/bin`).
 */
export interface ScratchPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  readonly url: string;
  readonly port: number;
  /**
   * `pg_ctl stop -m immediate`: every backend dies at once, as in a crash (recovery runs at the next start).
   * @throws Error when the server has not stopped within {@link PG_CTL_WAIT_SECONDS} s.
   */
  crash(): Promise<void>;
  /**
   * `pg_ctl start`, waiting until it accepts connections.
   * @throws Error (with the tail of the server log) when it does not within {@link PG_CTL_WAIT_SECONDS} s.
   */
  start(): Promise<void>;
  /** Stops the server (if running) and removes its directory; never throws for a server that is already gone. */
  remove(): Promise<void>;
}

function findBinaries(): { initdb: string; pgCtl: string } | null {
  const inPath = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => ({ initdb: join(dir, 'initdb'), pgCtl: join(dir, 'pg_ctl') }));
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const debian = versions.map((v) => ({
    initdb: `/usr/lib/postgresql/${v}/bin/initdb`,
    pgCtl: `/usr/lib/postgresql/${v}/bin/pg_ctl`,
  }));
  return [...inPath, ...debian].find((b) => existsSync(b.initdb) && existsSync(b.pgCtl)) ?? null;
}

const isRoot = (): boolean => userInfo().uid === 0;

/**
 * `pg_ctl -t`: how long `pg_ctl start -w` / `stop -w` wait for the server before giving up (a loaded CI machine
 * is slow).
 */
export const PG_CTL_WAIT_SECONDS = 30;
/** Kill bound of one `pg_ctl` child: above its own `-t`, so pg_ctl normally reports the failure itself. */
const PG_CTL_TIMEOUT_MS = (PG_CTL_WAIT_SECONDS + 15) * 1000;
/** Kill bound of `initdb`. */
const INITDB_TIMEOUT_MS = 60_000;

/** Why a scratch PostgreSQL cannot be made on this machine, or `null` when it can. */
export function scratchPostgresUnavailable(): string | null {
  if (!findBinaries()) return 'initdb/pg_ctl not found (PATH, /usr/lib/postgresql/*/bin)';
  if (isRoot() && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return 'running as root without runuser';
  if (isRoot() && postgresUid() === null) return 'running as root and no postgres user to run PostgreSQL as';
  return null;
}

function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) =>
    execFile(file, argv, { timeout: timeoutMs }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args[0]} failed: ${stderr || stdout || error.message}`)) : resolve(),
    ),
  );
}

/**
 * Creates and starts a scratch PostgreSQL (trust authentication, user `postgres`, `fsync=off`), listening
 * on 127.0.0.1 only. ~1-2 s. When the set-up fails half-way, what it made is cleaned up as by `remove()`
 * (server stopped, directory deleted) before the error is rethrown: the caller gets nothing to remove.
 * @throws Error when {@link scratchPostgresUnavailable} gives a reason, or initdb/start fails.
 */
export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const unavailable = scratchPostgresUnavailable();
  const binaries = findBinaries();
  if (unavailable || !binaries) throw new Error(`no scratch PostgreSQL: ${unavailable}`);
  const dir = await mkdtemp(join(tmpdir(), 'scratch-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  let port = 0; // chosen inside the try below
  const options = (): string =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = (): Promise<void> =>
    run(
      binaries.pgCtl,
      ['start', '-w', '-t', String(PG_CTL_WAIT_SECONDS), '-D', data, '-l', log, '-o', options()],
      PG_CTL_TIMEOUT_MS,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nserver log (tail):\n${tail(log)}`);
    });
  const stop = (mode: 'immediate' | 'fast'): Promise<void> =>
    run(binaries.pgCtl, ['stop', '-w', '-t', String(PG_CTL_WAIT_SECONDS), '-D', data, '-m', mode], PG_CTL_TIMEOUT_MS);
  let running = false;
  /** What `remove()` does, also used when the set-up itself fails. */
  const removeAll = async (): Promise<void> => {
    // Also when a start() failed half-way: a postmaster.pid left behind may name a server still running.
    if (running || existsSync(join(data, 'postmaster.pid'))) await stop('immediate').catch(() => undefined);
    running = false;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (isRoot()) await chown(dir, postgresUid() as number, -1);
    port = await portOutsideEphemeralRange();
    await run(
      binaries.initdb,
      ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions'],
      INITDB_TIMEOUT_MS,
    );
    await start();
    running = true;
  } catch (error) {
    await removeAll().catch(() => undefined);
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async crash() {
      await stop('immediate');
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    remove: removeAll,
  };
}

/** The last lines of the server's log file, for the message of a failed start. */
function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The uid of the `postgres` user, or `null` when there is none. */
function postgresUid(): number | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  return line ? Number(line.split(':')[2]) : null;
}
