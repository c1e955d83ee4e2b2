import { mkdir, readFile, realpath, rename, unlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { BackupEndpointAddress } from './backup-endpoint';

/** Name of the file in `DATA_DIR` that says which process serves the embedded database, and on which port. */
export const OWNER_RECORD_FILE = 'embedded-postgres.json';

/** Where the owner serves: the database's socket port, and where it takes `db backup` requests. */
export interface OwnerEndpoints {
  readonly port: number;
  readonly backup: BackupEndpointAddress;
}

interface OwnerRecord {
  readonly pid: number;
  readonly port: number | null;
  /** Absent in the record of an owner that does not take backup requests (an older version). */
  readonly backup?: BackupEndpointAddress;
}

/**
 * What `claimEmbeddedDatabase` found: this process now owns the database, or another one serves it (and takes
 * backup requests at `backup`, `null` when it does not).
 */
export type EmbeddedClaim =
  | { readonly role: 'owner'; publish(endpoints: OwnerEndpoints): Promise<void>; release(): Promise<void> }
  | {
      readonly role: 'client';
      readonly port: number;
      readonly ownerPid: number;
      readonly backup: BackupEndpointAddress | null;
    };

/** The record is readable by the owner's user only: it holds the secret of the backup requests. */
const RECORD_MODE = 0o600;

/** Owner records this process holds: opening the same `DATA_DIR` twice in one process is a mistake. */
const heldHere = new Set<string>();

const WAIT_FOR_PORT_MS = 15_000;
const POLL_MS = 100;

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The record, `null` when there is none, `'being-written'` when it is not whole JSON yet. */
async function readRecord(file: string): Promise<OwnerRecord | null | 'being-written'> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as OwnerRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    if (error instanceof SyntaxError) return 'being-written';
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something accepts connections on the loopback `port`. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * Decides who opens the embedded database in `dataDir`: PGlite files must never be opened by two processes.
 * The first process creates `embedded-postgres.json` exclusively, readable by its user only, and becomes the owner
 * (it opens PGlite and publishes there its socket port and the address and secret of its backup requests); a
 * later process (the admin CLI while the server runs) finds a live owner and becomes a client of its port. A
 * record left by a dead process is removed and claimed again, and so is one whose process is alive but has not
 * answered on its port for 15 s (its pid was reused by another program after a crash); an owner that is starting
 * or closing answers or ends well within that time.
 * @throws Error when this process already holds `dataDir`.
 */
export async function claimEmbeddedDatabase(dataDir: string): Promise<EmbeddedClaim> {
  await mkdir(dataDir, { recursive: true });
  const file = join(await realpath(dataDir), OWNER_RECORD_FILE);
  if (heldHere.has(file)) throw new Error(`The embedded database in ${dataDir} is already open in this process`);
  const deadline = Date.now() + WAIT_FOR_PORT_MS;
  for (;;) {
    try {
      await writeFile(file, JSON.stringify({ pid: process.pid, port: null } satisfies OwnerRecord), {
        flag: 'wx',
        mode: RECORD_MODE,
      });
      return ownerClaim(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const record = await readRecord(file);
    if (record === null) continue;
    if (record !== 'being-written') {
      if (!isAlive(record.pid) || Date.now() > deadline) {
        await unlink(file).catch(() => undefined);
        continue;
      }
      if (record.port !== null && (await answers(record.port))) {
        return { role: 'client', port: record.port, ownerPid: record.pid, backup: record.backup ?? null };
      }
    }
    await sleep(POLL_MS);
  }
}

function ownerClaim(file: string): EmbeddedClaim {
  heldHere.add(file);
  return {
    role: 'owner',
    async publish({ port, backup }: OwnerEndpoints) {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ pid: process.pid, port, backup } satisfies OwnerRecord), {
        mode: RECORD_MODE,
      });
      await rename(temporary, file);
    },
    async release() {
      heldHere.delete(file);
      const record = await readRecord(file);
      if (record !== null && record !== 'being-written' && record.pid === process.pid)
        await unlink(file).catch(() => undefined);
    },
  };
}
