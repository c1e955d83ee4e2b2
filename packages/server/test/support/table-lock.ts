import { withPostgres } from './server-process';

/** An open transaction holding a lock on its own connection, until `release` (ROLLBACK). */
export interface HeldLock {
  /** The backend pid of the holding connection (for `pg_blocking_pids`). */
  readonly pid: number;
  /** Rolls the transaction back and closes the connection; does nothing the second time. */
  release(): Promise<void>;
}

/**
 * Opens a connection to `url`, runs `BEGIN` and `statement` (e.g. `LOCK TABLE campaign_links IN SHARE
 * MODE`), and keeps the transaction open until `release`: a fault test uses it to stop another process at a
 * known statement, deterministically.
 * @throws the error of `BEGIN` or `statement` (the connection is closed).
 */
export async function holdTableLock(url: string, statement: string): Promise<HeldLock> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let acquired!: (pid: number) => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<number>((resolvePid, reject) => {
    acquired = resolvePid;
    failed = reject;
  });
  const finished = withPostgres(url, async (client) => {
    await client.query('BEGIN');
    await client.query(statement);
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    acquired(rows[0]!.pid);
    await released;
    await client.query('ROLLBACK');
  }).catch((error: unknown) => {
    failed(error);
  });
  const pid = await ready;
  let done = false;
  return {
    pid,
    async release() {
      if (done) return;
      done = true;
      release();
      await finished;
    },
  };
}
