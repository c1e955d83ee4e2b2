import type { AuditChange, AuditEvent } from './audit-event';

/**
 * Which events of a company to list (`GET /v1/audit-events`), newest first: each given filter must match
 * (`since` inclusive, `until` exclusive), and `beforeSeq` continues a listing after its last event (a cursor).
 */
export interface AuditQuery {
  readonly entity?: string;
  readonly entityId?: string;
  readonly actorId?: string;
  readonly action?: string;
  readonly since?: Date;
  readonly until?: Date;
  readonly beforeSeq?: number;
  /** How many events at most (the listing's `per_page`, 1..100, plus one to know whether more follow). */
  readonly limit: number;
}

/**
 * Port: the audit trail (decisions change-history.md#audit-trail). Part of a unit of work: `record` appends an event
 * for a change made in the same transaction, with the context's actor, request id and IP (the adapter's
 * `ChangeContext`), so the event exists if and only if the change committed. Each company's events form a hash
 * chain in commit order (`seq`). Events are never updated or deleted, except by `purgeOccurredBefore` (retention).
 */
export interface AuditTrail {
  /** Appends one event for `change` when the unit of work commits. */
  record(change: AuditChange): Promise<void>;
  /** The company's events matching `query`, newest first (highest `seq` first), at most `query.limit`. */
  list(companyId: string, query: AuditQuery): Promise<AuditEvent[]>;
  /**
   * The company's events in chain order (ascending `seq`) after `afterSeq` (`null`: from the first kept), at most
   * `limit`.
   */
  chainOf(companyId: string, afterSeq: number | null, limit: number): Promise<AuditEvent[]>;
  /** Removes every event that occurred before `cutoff` (the retention purge); returns how many. */
  purgeOccurredBefore(cutoff: Date): Promise<number>;
}
