import { randomUUID } from 'node:crypto';
import { chainedEvent } from '../../history/audit-chain';
import { SYSTEM_CHANGE, type AuditChange, type AuditEvent, type ChangeContext } from '../../history/audit-event';
import type { AuditQuery, AuditTrail } from '../../history/audit-trail';
import type { InMemoryState } from './in-memory-store';

/** Whether `event` passes every filter of `query`. */
function matches(event: AuditEvent, query: AuditQuery): boolean {
  return (
    (query.entity === undefined || event.entity === query.entity) &&
    (query.entityId === undefined || event.entityId === query.entityId) &&
    (query.actorId === undefined || event.actor.id === query.actorId) &&
    (query.action === undefined || event.action === query.action) &&
    (query.since === undefined || event.occurredAt >= query.since) &&
    (query.until === undefined || event.occurredAt < query.until) &&
    (query.beforeSeq === undefined || event.seq < query.beforeSeq)
  );
}

/**
 * `AuditTrail` kept in memory: events are appended to the state at `record` (a run that rejects restores the state,
 * so its events go with it), chained per company with {@link auditEventHash}; the actor, request id and IP come from
 * `context()` (default: the system). Passes `auditTrailContract`.
 */
export class InMemoryAuditTrail implements AuditTrail {
  /** The events recorded since the last `takeRecorded`, with the version each change reported. */
  private recorded: Array<{ event: AuditEvent; version: number | null }> = [];

  constructor(
    private readonly state: () => InMemoryState,
    private readonly context: () => ChangeContext | null = () => null,
  ) {}

  async record(change: AuditChange): Promise<void> {
    const events = this.state().auditEvents;
    const context = this.context() ?? SYSTEM_CHANGE;
    const previous = events.filter((e) => e.companyId === change.companyId).at(-1);
    const event = chainedEvent(change, context, {
      id: randomUUID(),
      occurredAt: new Date(),
      previousHash: previous?.hash ?? null,
    });
    const appended = { ...event, seq: (events.at(-1)?.seq ?? 0) + 1 };
    events.push(appended);
    this.recorded.push({ event: appended, version: change.version ?? null });
  }

  /**
   * The events recorded since the last call, with their changes' versions, and forgets them: what the unit of work
   * hands to the outbox at the end of a run.
   */
  takeRecorded(): Array<{ event: AuditEvent; version: number | null }> {
    const recorded = this.recorded;
    this.recorded = [];
    return recorded;
  }

  async list(companyId: string, query: AuditQuery): Promise<AuditEvent[]> {
    return this.state()
      .auditEvents.filter((e) => e.companyId === companyId && matches(e, query))
      .reverse()
      .slice(0, query.limit);
  }

  async chainOf(companyId: string, afterSeq: number | null, limit: number): Promise<AuditEvent[]> {
    return this.state()
      .auditEvents.filter((e) => e.companyId === companyId && (afterSeq === null || e.seq > afterSeq))
      .slice(0, limit);
  }

  async purgeOccurredBefore(cutoff: Date): Promise<number> {
    const state = this.state();
    const kept = state.auditEvents.filter((e) => e.occurredAt >= cutoff);
    const purged = state.auditEvents.length - kept.length;
    state.auditEvents = kept;
    return purged;
  }
}
