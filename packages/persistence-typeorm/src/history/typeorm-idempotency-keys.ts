import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_RETENTION_MS,
  type IdempotencyClaim,
  type IdempotencyKeys,
  type StoredAnswer,
} from '@employee/domain';
import type { DataSource } from 'typeorm';
import { rowsOf } from '../access/sign-in/typeorm-sessions';

/** An `idempotency_keys` row as read back. */
interface Row {
  readonly fingerprint: string;
  readonly status: number | null;
  readonly headers: Record<string, string> | string | null;
  readonly body: string | null;
}

/** "The row `k` still holds its key at $3": an answer for 24 hours, a claim without one for the lease ($4, $5 ms). */
const HELD = `k.claimed_at > $3::timestamptz
  - (CASE WHEN k.status IS NULL THEN $5::bigint ELSE $4::bigint END) * interval '1 millisecond'`;

/**
 * `IdempotencyKeys` in the database (table `idempotency_keys`, migration `IdempotencyKeys1764300000001`), shared by
 * every instance. A claim is one `INSERT … ON CONFLICT DO UPDATE … WHERE <no longer held>`: it inserts a new key,
 * or takes over an expired answer or an abandoned claim, atomically, so of concurrent claims exactly one wins; the
 * others read the row that holds the key. Each claim also deletes answers older than 24 hours
 * (`idempotency_keys_claimed_at_idx`). Runs its own short statements, outside any unit of work (the answer is
 * stored after the request's own transaction committed). Passes `idempotencyKeysContract`. Source:
 * docs/change-history.md#idempotency-key, docs/persistence.md#idempotency-keys.
 */
export class TypeOrmIdempotencyKeys implements IdempotencyKeys {
  constructor(private readonly dataSource: DataSource) {}

  async claim(scope: string, key: string, fingerprint: string, now: Date): Promise<IdempotencyClaim> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE claimed_at <= $1::timestamptz - $2 * interval '1 millisecond'`,
      [now, IDEMPOTENCY_RETENTION_MS],
    );
    const claimed = await this.dataSource.query<Row[] | [Row[], number]>(
      `INSERT INTO idempotency_keys AS k (scope, key, fingerprint, claimed_at) VALUES ($1, $2, $6, $3)
       ON CONFLICT (scope, key) DO UPDATE
         SET fingerprint = $6, claimed_at = $3, status = NULL, headers = NULL, body = NULL
         WHERE NOT (${HELD})
       RETURNING fingerprint`,
      [scope, key, now, IDEMPOTENCY_RETENTION_MS, IDEMPOTENCY_LEASE_MS, fingerprint],
    );
    if (rowsOf(claimed).length > 0) return { kind: 'claimed' };
    const [row] = await this.dataSource.query<Row[]>(
      'SELECT fingerprint, status, headers, body FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    // Released between the two statements: the caller may claim again; answering "running" asks it to retry.
    if (!row) return { kind: 'running' };
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status === null) return { kind: 'running' };
    const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;
    return { kind: 'answered', answer: { status: row.status, headers: headers ?? {}, body: row.body ?? '' } };
  }

  async complete(scope: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.dataSource.query(
      'UPDATE idempotency_keys SET status = $3, headers = $4::jsonb, body = $5 WHERE scope = $1 AND key = $2',
      [scope, key, answer.status, JSON.stringify(answer.headers), answer.body],
    );
  }

  async release(scope: string, key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  }
}
