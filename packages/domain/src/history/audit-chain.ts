import { createHash } from 'node:crypto';
import type { AuditChange, AuditEvent, ChangeContext } from './audit-event';

/** The fields of an event its hash covers: everything but `seq` (a storage position) and `hash` itself. */
export type ChainedFields = Omit<AuditEvent, 'seq' | 'hash'>;

/**
 * The hash of an audit event in its company's chain: lower-case hex SHA-256 of a canonical JSON array of the event's
 * fields in a fixed order (`previousHash` first; `occurredAt` as ISO 8601 UTC with milliseconds), so that changing any
 * field of any event, deleting one or reordering them breaks the chain from there on. Computed here, not behind a
 * port: a deterministic digest that every adapter stores and the verification recomputes, the one `node:crypto` use
 * the domain keeps (docs/house-rules.md#time-and-ids). Source: decisions change-history.md#audit-trail ("each event
 * carries the hash of the previous event of its company").
 */
export function auditEventHash(event: ChainedFields): string {
  const canonical = JSON.stringify([
    event.previousHash,
    event.id,
    event.occurredAt.toISOString(),
    event.companyId,
    event.actor.type,
    event.actor.id,
    event.actor.prefix ?? null,
    event.action,
    event.entity,
    event.entityId,
    [...event.changed],
    event.requestId,
    event.ip,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The event of `change` made in `context` (the change's own actor, if any, wins), with its `id`, time and place in its
 * company's chain (`previousHash`), hashed with {@link auditEventHash}: everything an adapter stores but `seq`.
 */
export function chainedEvent(
  change: AuditChange,
  context: ChangeContext,
  at: { readonly id: string; readonly occurredAt: Date; readonly previousHash: string | null },
): Omit<AuditEvent, 'seq'> {
  const fields: ChainedFields = {
    id: at.id,
    occurredAt: at.occurredAt,
    companyId: change.companyId,
    actor: change.actor ?? context.actor,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    changed: [...change.changed],
    requestId: context.requestId,
    ip: context.ip,
    previousHash: at.previousHash,
  };
  return { ...fields, hash: auditEventHash(fields) };
}

/** The outcome of checking a company's chain: how many events were read, and the first broken one, if any. */
export interface ChainVerification {
  readonly events: number;
  readonly firstBroken: { readonly id: string; readonly seq: number; readonly reason: 'hash' | 'link' } | null;
}

/**
 * Checks a run of one company's events in `seq` order, continuing from `previous` (the last event checked before
 * this run; `undefined` at the start of what is kept, where the first event's `previousHash` is taken as given,
 * since the retention purge removes older events). An event is broken when its `hash` does not match its fields
 * (`hash`: it was edited) or its `previousHash` is not the previous event's `hash` (`link`: an event before it was
 * removed, inserted or edited along with its hash).
 * @returns the number of events checked and the first broken one, or `null`.
 */
export function verifyAuditRun(
  events: readonly AuditEvent[],
  previous?: Pick<AuditEvent, 'hash'>,
): ChainVerification['firstBroken'] {
  let before = previous;
  for (const event of events) {
    if (before !== undefined && event.previousHash !== before.hash) {
      return { id: event.id, seq: event.seq, reason: 'link' };
    }
    if (auditEventHash(event) !== event.hash) return { id: event.id, seq: event.seq, reason: 'hash' };
    before = event;
  }
  return null;
}
