import type { AuditActor } from './audit-event';
import type { AuditTrail } from './audit-trail';
import { changedFields } from './changed-fields';

/** The stored props of an audited aggregate: at least its id and company. */
export interface AuditedProps {
  readonly id: string;
  /** The owning company; absent for a company itself (its own id). */
  readonly companyId?: string;
  /** The version after the change, for aggregates that have one (handed to the outbox with the event). */
  readonly version?: number;
}

/** How to name what changed: renames of props (`fieldValues` → `fields`), props never named, and an actor override. */
export interface RecordOptions {
  readonly names?: Readonly<Record<string, string>>;
  readonly ignore?: readonly string[];
  readonly actor?: AuditActor;
}

/**
 * Records the audit event of one aggregate's change in the unit of work: `action` (`<entity>.<verb>`, the entity
 * being the part before the dot), the aggregate's id and company (its own id for a company) from `after`, and the
 * names of the props that differ
 * from `before` (`null` for a creation: the props it sets), per {@link changedFields}, and `after.version` when the
 * aggregate has one (for the outbox: docs/webhooks.md#outbox-and-delivery). Source: decisions
 * change-history.md#audit-trail.
 */
export function recordChange<P extends AuditedProps>(
  audit: AuditTrail,
  action: string,
  before: P | null,
  after: P,
  options: RecordOptions = {},
): Promise<void> {
  return audit.record({
    companyId: after.companyId ?? after.id,
    action,
    entity: action.slice(0, action.indexOf('.')),
    entityId: after.id,
    changed: changedFields(before, after, options.names, options.ignore),
    ...(options.actor ? { actor: options.actor } : {}),
    ...(after.version === undefined ? {} : { version: after.version }),
  });
}
