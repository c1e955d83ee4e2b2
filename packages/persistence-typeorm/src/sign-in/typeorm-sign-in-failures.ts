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

/**
 * `SignInFailures` in the database (table `sign_in_failures`, migration `SignInState1764300000000`), shared by every
 * instance of a service without Redis. The key (a submitted e-mail) is stored only as its SHA-256. `record` is one
 * `INSERT … ON CONFLICT DO UPDATE`, so failures recorded at once all count, and a count whose last failure is 24
 * hours old starts again at 1; it also deletes the counts nobody remembers any more. Passes
 * `signInFailuresContract`. Source: docs/sign-in.md#back-off, docs/persistence.md#sessions-and-sign-in-failures.
 */
export class TypeOrmSignInFailures implements SignInFailures {
  constructor(private readonly dataSource: DataSource) {}

  async of(key: string, now: Date): Promise<SignInFailureCount> {
    const rows = await this.dataSource.query<Row[]>(
      `SELECT failures, last_failure_at FROM sign_in_failures
       WHERE key_hash = $1 AND last_failure_at > $2::timestamptz - $3 * interval '1 millisecond'`,
      [sha256Hex(key), now, SIGN_IN_FAILURE_MEMORY_MS],
    );
    const row = rows[0];
    return row ? countOf(row) : NO_SIGN_IN_FAILURES;
  }

  async record(key: string, now: Date): Promise<SignInFailureCount> {
    await this.dataSource.query(
      `DELETE FROM sign_in_failures WHERE last_failure_at <= $1::timestamptz - $2 * interval '1 millisecond'
       AND key_hash <> $3`,
      [now, SIGN_IN_FAILURE_MEMORY_MS, sha256Hex(key)],
    );
    const result = await this.dataSource.query<Row[] | [Row[], number]>(
      `INSERT INTO sign_in_failures AS f (key_hash, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (key_hash) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at > $2::timestamptz - $3 * interval '1 millisecond'
           THEN f.failures + 1 ELSE 1 END,
         last_failure_at = $2
       RETURNING failures, last_failure_at`,
      [sha256Hex(key), now, SIGN_IN_FAILURE_MEMORY_MS],
    );
    return countOf(rowsOf(result)[0] as Row);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sign_in_failures WHERE key_hash = $1', [sha256Hex(key)]);
  }
}

function countOf(row: Row): SignInFailureCount {
  return { failures: Number(row.failures), lastFailureAt: new Date(row.last_failure_at) };
}
