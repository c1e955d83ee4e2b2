import { randomUUID } from 'node:crypto';
import {
  chainedEvent,
  SYSTEM_CHANGE,
  type AuditChange,
  type AuditEvent,
  type AuditQuery,
  type AuditTrail,
  type ChangeContext,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { rowsOf } from '../access/sign-in/typeorm-sessions';

/** An `audit_events` row as read back. */
interface AuditRow {
  readonly seq: string;
  readonly id: string;
  readonly occurred_at: Date;
  readonly company_id: string;
  readonly actor_type: AuditEvent['actor']['type'];
  readonly actor_id: string | null;
  readonly actor_prefix: string | null;
  readonly action: string;
  readonly entity: string;
  readonly entity_id: string;
  readonly changed: string[];
  readonly request_id: string | null;
  readonly ip: string | null;
  readonly previous_hash: string | null;
  readonly hash: string;
}

/** The hash of the last event of each company of `$1` (`null` for a company without events), by index. */
const LAST_HASHES = `SELECT c.id AS company_id,
  (SELECT hash FROM audit_events e WHERE e.company_id = c.id ORDER BY e.seq DESC LIMIT 1) AS hash
  FROM unnest($1::uuid[]) AS c(id)`;

/** The start of an insert of events; `seq` is drawn in the order of the rows that follow. */
const INSERT_EVENTS = `INSERT INTO audit_events (id, occurred_at, company_id, actor_type, actor_id, actor_prefix,
  action, entity, entity_id, changed, request_id, ip, previous_hash, hash) VALUES`;

const COLUMNS = `seq, id, occurred_at, company_id, actor_type, actor_id, actor_prefix, action, entity, entity_id,
  changed, request_id, ip, previous_hash, hash`;

function eventOf(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    seq: Number(row.seq),
    occurredAt: new Date(row.occurred_at),
    companyId: row.company_id,
    actor: {
      type: row.actor_type,
      id: row.actor_id,
      ...(row.actor_prefix === null ? {} : { prefix: row.actor_prefix }),
    },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changed: row.changed,
    requestId: row.request_id,
    ip: row.ip,
    previousHash: row.previous_hash,
    hash: row.hash,
  };
}

/** An appended event, without its `seq`, and the version its change reported (`null`: none). */
export interface AppendedEvent {
  readonly event: Omit<AuditEvent, 'seq'>;
  readonly version: number | null;
}

/** A recorded change waiting for its transaction's end, with its time and context. */
interface Pending {
  readonly change: AuditChange;
  readonly occurredAt: Date;
  readonly context: ChangeContext;
}

/**
 * `AuditTrail` in the database (table `audit_events`, migration `AuditEvents1764400000000`), bound to one
 * transaction. `record` keeps the change; `flush` (called by the unit of work once the work succeeded, before the
 * commit, under the companies' history locks: `lockCompanyHistories`, held until commit) reads the hash of each
 * company's last event and inserts the events chained to it; `seq` is drawn after the lock, so a company's chain
 * follows commit order and two transactions never chain to the same event. Passes `auditTrailContract`. Source:
 * docs/change-history.md#audit-trail.
 */
export class TypeOrmAuditTrail implements AuditTrail {
  private pending: Pending[] = [];

  constructor(
    private readonly manager: EntityManager,
    private readonly context: () => ChangeContext | null = () => null,
  ) {}

  async record(change: AuditChange): Promise<void> {
    this.pending.push({ change, occurredAt: new Date(), context: this.context() ?? SYSTEM_CHANGE });
  }

  /** The companies of the recorded events. */
  companyIds(): string[] {
    return this.pending.map((p) => p.change.companyId);
  }

  /**
   * Appends the recorded events (see the class) in two statements: the hash of each company's last event, then one
   * insert of every event, chained. The caller holds the companies' history locks (`lockCompanyHistories`), so that
   * no other transaction appends to these chains before this one commits. Does nothing when none was recorded.
   * @returns the appended events (without `seq`), each with the version its change reported (`null`: none), for
   *   the outbox.
   */
  async flush(): Promise<AppendedEvent[]> {
    const pending = this.pending;
    this.pending = [];
    if (pending.length === 0) return [];
    const appended: AppendedEvent[] = [];
    const companies = [...new Set(pending.map((p) => p.change.companyId))];
    const lasts = rowsOf(
      await this.manager.query<Array<{ company_id: string; hash: string | null }>>(LAST_HASHES, [companies]),
    );
    const previous = new Map(lasts.map((row) => [row.company_id, row.hash]));
    const rows = pending.map(({ change, occurredAt, context }) => {
      const event = chainedEvent(change, context, {
        id: randomUUID(),
        occurredAt,
        previousHash: previous.get(change.companyId) ?? null,
      });
      previous.set(change.companyId, event.hash);
      appended.push({ event, version: change.version ?? null });
      return [
        event.id,
        occurredAt,
        event.companyId,
        event.actor.type,
        event.actor.id,
        event.actor.prefix ?? null,
        event.action,
        event.entity,
        event.entityId,
        event.changed,
        event.requestId,
        event.ip,
        event.previousHash,
        event.hash,
      ];
    });
    const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`);
    await this.manager.query(`${INSERT_EVENTS} ${values.join(', ')}`, rows.flat());
    return appended;
  }

  async list(companyId: string, query: AuditQuery): Promise<AuditEvent[]> {
    const params: unknown[] = [companyId];
    const where = ['company_id = $1'];
    const add = (sql: string, value: unknown): void => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.entity !== undefined) add('entity = ?', query.entity);
    if (query.entityId !== undefined) add('entity_id = ?', query.entityId);
    if (query.actorId !== undefined) add('actor_id = ?', query.actorId);
    if (query.action !== undefined) add('action = ?', query.action);
    if (query.since !== undefined) add('occurred_at >= ?', query.since);
    if (query.until !== undefined) add('occurred_at < ?', query.until);
    if (query.beforeSeq !== undefined) add('seq < ?', query.beforeSeq);
    params.push(query.limit);
    const rows = await this.manager.query<AuditRow[]>(
      `SELECT ${COLUMNS} FROM audit_events WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT $${params.length}`,
      params,
    );
    return rowsOf(rows).map(eventOf);
  }

  async chainOf(companyId: string, afterSeq: number | null, limit: number): Promise<AuditEvent[]> {
    const rows = await this.manager.query<AuditRow[]>(
      `SELECT ${COLUMNS} FROM audit_events WHERE company_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [companyId, afterSeq ?? 0, limit],
    );
    return rowsOf(rows).map(eventOf);
  }

  async purgeOccurredBefore(cutoff: Date): Promise<number> {
    await this.manager.query(`SELECT set_config('audit.retention_purge', 'on', true)`);
    const [purged] = rowsOf(
      await this.manager.query<Array<{ n: number }>>(
        'WITH d AS (DELETE FROM audit_events WHERE occurred_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
        [cutoff],
      ),
    );
    await this.manager.query(`SELECT set_config('audit.retention_purge', 'off', true)`);
    return purged?.n ?? 0;
  }
}
