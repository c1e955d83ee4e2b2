import { afterEach, describe, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { startBackupEndpoint, type BackupEndpoint } from '../src/data-source/backup-endpoint';
import { openPGlite } from '../src/data-source/embedded-postgres';
import { archiveBetweenTransactions } from '../src/data-source/pglite-archive';

/**
 * The owner's side of `db backup` beside a running server (docs/operations.md#backups): the archive holds committed
 * transactions only, and the request channel answers only who holds the owner record's secret, one job at a time.
 */
describe('the backup of an embedded database that a server serves', () => {
  const open: PGlite[] = [];
  let endpoint: BackupEndpoint | null = null;
  afterEach(async () => {
    await endpoint?.close();
    endpoint = null;
    for (const db of open.splice(0)) await db.close();
  });
  const pglite = async (archive?: Buffer): Promise<PGlite> => {
    const db = await openPGlite(null, archive ? new Blob([archive]) : undefined);
    open.push(db);
    return db;
  };
  const values = async (db: PGlite) =>
    (await db.query<{ v: string }>('SELECT v FROM t ORDER BY v')).rows.map((r) => r.v);

  it('waits for the open transaction to end, and holds what it committed [hang 60 s]', async () => {
    const db = await pglite();
    await db.exec("CREATE TABLE t (v text); INSERT INTO t VALUES ('before')");
    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES ('first half')");
      await committed;
      await tx.query("INSERT INTO t VALUES ('second half')");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let archived = false;
    const archive = archiveBetweenTransactions(db).finally(() => (archived = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(archived).toBe(false);
    commit();
    await transaction;
    const bytes = await archive;
    await db.exec("INSERT INTO t VALUES ('after')");

    expect(await values(await pglite(bytes))).toEqual(['before', 'first half', 'second half']);
  }, 60_000);

  it('gives up when a transaction stays open longer than it may wait [hang 60 s]', async () => {
    const db = await pglite();
    await db.exec('BEGIN');
    await expect(archiveBetweenTransactions(db, 200)).rejects.toThrow('stayed inside a transaction');
    await db.exec('ROLLBACK');
  }, 60_000);

  it('answers only a request with the secret, and one at a time [hang 60 s]', async () => {
    let finish: () => void = () => undefined;
    const started = startBackupEndpoint(
      () => new Promise<Buffer>((resolve) => (finish = () => resolve(Buffer.from('the archive')))),
    );
    endpoint = await started;
    const url = `http://127.0.0.1:${endpoint.port}/backup`;
    const ask = (secret: string, path = url) =>
      fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });

    expect((await ask('not the secret')).status).toBe(401);
    expect((await fetch(url, { method: 'POST' })).status).toBe(401);
    expect((await ask(endpoint.secret, `http://127.0.0.1:${endpoint.port}/other`)).status).toBe(404);
    const first = ask(endpoint.secret);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ask(endpoint.secret)).status).toBe(409);
    finish();
    const answered = await first;
    expect({ status: answered.status, body: await answered.text() }).toEqual({ status: 200, body: 'the archive' });
  }, 60_000);
});
