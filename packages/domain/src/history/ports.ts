import type { AuditTrail } from './audit-trail';
import type { Outbox } from './outbox';

export type { AuditTrail } from './audit-trail';
export type { ChangeFeed } from './change-feed';
export type { CursorSeal } from './cursor-seal';
export type { IdempotencyKeys } from './idempotency-keys';
export type { Outbox } from './outbox';

/** The history repositories a unit of work hands out (docs/architecture.md#bounded-contexts). */
export interface HistoryRepositories {
  /** The audit trail: one event per change, appended in this unit of work's transaction. */
  readonly audit: AuditTrail;
  /** The outbox: events written in this unit of work's transaction (docs/webhooks.md#outbox-and-delivery). */
  readonly outbox: Outbox;
}
