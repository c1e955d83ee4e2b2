import type { AuditQuery } from '../audit-trail';
import type { AuditEvent } from '../audit-event';
import type { CursorSeal, StreamCursors } from '../cursor-seal';
import { pageRequest } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { HistoryRepositories } from '../ports';
import { Violations } from '../../kernel/violations';

/** GET /v1/audit-events: the target company and the query's raw values (strings of a query string, or absent). */
export interface ListAuditEventsQuery {
  companyId: string;
  entity?: unknown;
  entityId?: unknown;
  actorId?: unknown;
  action?: unknown;
  since?: unknown;
  until?: unknown;
  cursor?: unknown;
  perPage?: unknown;
}

/** One page of audit events, newest first, and the cursor of the next page (`null` on the last). */
export interface AuditEventPage {
  readonly items: readonly AuditEvent[];
  readonly perPage: number;
  readonly nextCursor: string | null;
}

/** An ISO 8601 date-time with seconds optional, fraction optional and a `Z` or numeric offset. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A filter value: 1..255 characters. */
const MAX_FILTER = 255;

/**
 * Reads and checks the query (every invalid parameter reported at once): text filters 1..255 characters, `since` and
 * `until` ISO 8601 date-times with an offset, `per_page` 1..100 (default 10), `cursor` one of `cursors` (the
 * company's sealed trail cursors: its `seq` is where the listing continues, before it).
 * @throws ValidationError `LIST.INVALID`.
 */
function auditQueryOf(query: ListAuditEventsQuery, cursors: StreamCursors): AuditQuery {
  const violations = new Violations();
  const text = (field: string, raw: unknown): string | undefined => {
    if (raw === undefined) return undefined;
    if (typeof raw === 'string' && raw.length >= 1 && raw.length <= MAX_FILTER) return raw;
    violations.add(field, 'AUDIT.FILTER', `must be text of 1 to ${MAX_FILTER} characters`);
    return undefined;
  };
  const time = (field: string, raw: unknown): Date | undefined => {
    if (raw === undefined) return undefined;
    if (typeof raw === 'string' && TIMESTAMP.test(raw) && !Number.isNaN(Date.parse(raw))) return new Date(raw);
    violations.add(
      field,
      'AUDIT.TIMESTAMP',
      'must be an ISO 8601 date-time with an offset (2026-11-25T09:00:00-03:00)',
    );
    return undefined;
  };
  let beforeSeq: number | undefined;
  if (query.cursor !== undefined) {
    beforeSeq = cursors.positionOf(query.cursor) ?? undefined;
    if (beforeSeq === undefined) violations.add('cursor', 'CURSOR.INVALID', 'is not a cursor of this list');
  }
  const filters = {
    entity: text('entity', query.entity),
    entityId: text('entity_id', query.entityId),
    actorId: text('actor_id', query.actorId),
    action: text('action', query.action),
    since: time('since', query.since),
    until: time('until', query.until),
  };
  // `per_page` is read as on every list; that throws `LIST.INVALID` with every violation added so far.
  const { perPage } = pageRequest({ perPage: query.perPage }, violations);
  return { ...filters, beforeSeq, limit: perPage };
}

/**
 * One page of the target company's audit events matching the filters (`entity`, `entity_id`, `actor_id`, `action`,
 * `since` inclusive, `until` exclusive), newest first, by cursor: `nextCursor` continues after the page's last event,
 * and stays valid however many events are appended meanwhile; it is sealed by `seal` for the trail and the company,
 * so it shows nothing of the service-wide `seq`. Source: docs/change-history.md#audit-trail.
 * @throws ValidationError `LIST.INVALID` for an invalid filter, `per_page` or `cursor`.
 */
export class ListAuditEvents {
  constructor(
    private readonly uow: UnitOfWork<HistoryRepositories>,
    private readonly seal: CursorSeal,
  ) {}

  async execute(query: ListAuditEventsQuery): Promise<AuditEventPage> {
    const cursors = this.seal.of('audit_events', query.companyId);
    const audit = auditQueryOf(query, cursors);
    const items = await this.uow.run((r) => r.audit.list(query.companyId, { ...audit, limit: audit.limit + 1 }));
    const page = items.slice(0, audit.limit);
    const last = page.at(-1);
    return {
      items: page,
      perPage: audit.limit,
      nextCursor: items.length > audit.limit && last ? cursors.cursorOf(last.seq) : null,
    };
  }
}
