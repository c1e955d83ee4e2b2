import {
  NO_SIGN_IN_FAILURES,
  SIGN_IN_FAILURE_MEMORY_MS,
  type SignInFailureCount,
  type SignInFailures,
} from '@employee/domain';
import type { DataSource } from 'typeorm';
import { sha256Hex } from './sha256';
import { rowsOf } from './typeorm-sessions';

/** A `sign_in_failures` row. */
interface Row {
  readonly failures: number;
  readonly last_failure_at: Date | string;
}

/** `$2` (now) minus `$3` (24 hours, in ms): a count whose last try is at or before it is forgotten. */
const FORGOTTEN_BEFORE = `$2::timestamptz - $3 * interval '1 millisecond'`;

/**
 * `SignInFailures` in the database (table `sign_in_failures`, migration `SignInState1764300000000`), shared by every
 * instance of a service without Redis. The key (a submitted e-mail) is stored only as its SHA-256. `reserve` is one
 * statement that compares and sets: an `INSERT … ON CONFLICT DO UPDATE … WHERE` the count is forgotten against no
 * count, an `UPDATE … WHERE failures = … AND last_failure_at = …` against one (PostgreSQL re-reads the row under
 * its lock, so of concurrent reservations against one count exactly one counts); it also deletes the counts nobody
 * remembers any more. `release` locks the row (`SELECT … FOR UPDATE`) to take one try back or delete it at 0 (a
 * row holds at least one). Passes `signInFailuresContract`. Source: docs/sign-in.md#back-off,
 * docs/persistence.md#sessions-and-sign-in-failures.
 */
export class TypeOrmSignInFailures implements SignInFailures {
  constructor(private readonly dataSource: DataSource) {}

  async of(key: string, now: Date): Promise<SignInFailureCount> {
    const rows = await this.dataSource.query<Row[]>(
      `SELECT failures, last_failure_at FROM sign_in_failures
       WHERE key_hash = $1 AND last_failure_at > ${FORGOTTEN_BEFORE}`,
      [sha256Hex(key), now, SIGN_IN_FAILURE_MEMORY_MS],
    );
    const row = rows[0];
    return row ? countOf(row) : NO_SIGN_IN_FAILURES;
  }

  async reserve(key: string, seen: SignInFailureCount, now: Date): Promise<boolean> {
    const hash = sha256Hex(key);
    await this.dataSource.query(
      `DELETE FROM sign_in_failures WHERE last_failure_at <= ${FORGOTTEN_BEFORE} AND key_hash <> $1`,
      [hash, now, SIGN_IN_FAILURE_MEMORY_MS],
    );
    const result =
      seen.lastFailureAt === null
        ? await this.dataSource.query<Row[] | [Row[], number]>(
            `INSERT INTO sign_in_failures AS f (key_hash, failures, last_failure_at) VALUES ($1, 1, $2)
             ON CONFLICT (key_hash) DO UPDATE SET failures = 1, last_failure_at = $2
             WHERE f.last_failure_at <= ${FORGOTTEN_BEFORE}
             RETURNING failures`,
            [hash, now, SIGN_IN_FAILURE_MEMORY_MS],
          )
        : await this.dataSource.query<Row[] | [Row[], number]>(
            `UPDATE sign_in_failures SET failures = failures + 1, last_failure_at = $2
             WHERE key_hash = $1 AND last_failure_at > ${FORGOTTEN_BEFORE} AND failures = $4 AND last_failure_at = $5
             RETURNING failures`,
            [hash, now, SIGN_IN_FAILURE_MEMORY_MS, seen.failures, seen.lastFailureAt],
          );
    return rowsOf(result).length > 0;
  }

  async release(key: string): Promise<void> {
    const hash = sha256Hex(key);
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<Row[]>('SELECT failures FROM sign_in_failures WHERE key_hash = $1 FOR UPDATE', [
        hash,
      ]);
      const row = rows[0];
      if (!row) return;
      await manager.query(
        Number(row.failures) > 1
          ? 'UPDATE sign_in_failures SET failures = failures - 1 WHERE key_hash = $1'
          : 'DELETE FROM sign_in_failures WHERE key_hash = $1',
        [hash],
      );
    });
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sign_in_failures WHERE key_hash = $1', [sha256Hex(key)]);
  }
}

function countOf(row: Row): SignInFailureCount {
  return { failures: Number(row.failures), lastFailureAt: new Date(row.last_failure_at) };
}
