import { randomBytes } from 'node:crypto';
import {
  isUuid,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionExpiresAt,
  type Session,
  type Sessions,
} from '@employee/domain';
import type { DataSource } from 'typeorm';
import { sha256Hex } from './sha256';

/** Bytes of randomness of a session id: 256 bits (docs/sign-in.md#sessions asks at least 128). */
const ID_BYTES = 32;

/** A `sessions` row as `RETURNING` gives it. */
interface Row {
  readonly user_id: string;
  readonly created_at: Date | string;
  readonly last_seen_at: Date | string;
}

/** "Still live at $2": before 30 minutes after its last use and 12 hours after it began ($3, $4 in ms). */
const LIVE = `$2::timestamptz < LEAST(last_seen_at + $3 * interval '1 millisecond',
  created_at + $4 * interval '1 millisecond')`;

/**
 * `Sessions` in the database (table `sessions`, migration `SignInState1764300000000`), shared by every instance of
 * a service without Redis. A session id is 256 random bits in base64url; only its SHA-256 is stored, with the user
 * and when it began and was last used. A use is one `UPDATE … WHERE <live> RETURNING`, so a use racing a sign-out
 * never brings the session back; an expired session found by a use is deleted, and each sign-in deletes the
 * sessions that began more than 12 hours before (they cannot be live). Runs its own short statements, outside any
 * unit of work. Passes `sessionsContract`. Source: docs/sign-in.md#sessions,
 * docs/persistence.md#sessions-and-sign-in-failures.
 */
export class TypeOrmSessions implements Sessions {
  constructor(private readonly dataSource: DataSource) {}

  async create(userId: string, now: Date): Promise<Session> {
    const id = randomBytes(ID_BYTES).toString('base64url');
    await this.dataSource.query(
      `DELETE FROM sessions WHERE created_at <= $1::timestamptz - $2 * interval '1 millisecond'`,
      [now, SESSION_ABSOLUTE_MS],
    );
    await this.dataSource.query(
      'INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
      [sha256Hex(id), userId, now],
    );
    return sessionOf(id, userId, now, now);
  }

  async touch(id: string, now: Date): Promise<Session | null> {
    const hash = sha256Hex(id);
    const used = await this.dataSource.query<Row[] | [Row[], number]>(
      `UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, $2::timestamptz)
       WHERE id_hash = $1 AND ${LIVE}
       RETURNING user_id, created_at, last_seen_at`,
      [hash, now, SESSION_IDLE_MS, SESSION_ABSOLUTE_MS],
    );
    const row = rowsOf(used)[0];
    if (row) return sessionOf(id, row.user_id, new Date(row.created_at), new Date(row.last_seen_at));
    await this.dataSource.query(`DELETE FROM sessions WHERE id_hash = $1 AND NOT (${LIVE})`, [
      hash,
      now,
      SESSION_IDLE_MS,
      SESSION_ABSOLUTE_MS,
    ]);
    return null;
  }

  async end(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sessions WHERE id_hash = $1', [sha256Hex(id)]);
  }

  async endAllOf(userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.dataSource.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }
}

/** The rows of a query: TypeORM answers an `UPDATE … RETURNING` as `[rows, count]` on PostgreSQL. */
export function rowsOf<T>(result: T[] | [T[], number]): T[] {
  const [first] = result;
  return Array.isArray(first) ? first : (result as T[]);
}

function sessionOf(id: string, userId: string, createdAt: Date, lastSeenAt: Date): Session {
  return { id, userId, createdAt, lastSeenAt, expiresAt: sessionExpiresAt(createdAt, lastSeenAt) };
}
