import { formatTimestamp, type AuditEvent } from '@employee/domain';

/** An audit event in the API's JSON form (docs/change-history.md#audit-trail): field names only, never values. */
export interface AuditEventView {
  id: string;
  occurred_at: string;
  company_id: string;
  actor: { type: string; id: string | null; prefix?: string };
  action: string;
  entity: string;
  entity_id: string;
  changed: string[];
  request_id: string | null;
  ip: string | null;
}

/** The API form of `event`, `occurred_at` in `timeZone` with a numeric offset; the chain's hashes stay inside. */
export function toAuditEventView(event: AuditEvent, timeZone: string): AuditEventView {
  const { type, id, prefix } = event.actor;
  return {
    id: event.id,
    occurred_at: formatTimestamp(event.occurredAt, timeZone),
    company_id: event.companyId,
    actor: prefix ? { type, id, prefix } : { type, id },
    action: event.action,
    entity: event.entity,
    entity_id: event.entityId,
    changed: [...event.changed],
    request_id: event.requestId,
    ip: event.ip,
  };
}
