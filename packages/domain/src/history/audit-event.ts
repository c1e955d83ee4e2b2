/**
 * Who made a change (decisions change-history.md#audit-trail): a company's API key (`id` the key's id, `prefix` its
 * non-secret prefix), a user (token, session or sign-in; `id` the user's id), the admin CLI, or the service itself
 * (`system`: the scheduler's settlement and purges). `id` is `null` for the CLI and the system.
 */
export type AuditActorType = 'api_key' | 'user' | 'admin_cli' | 'system';

/** The actor of an audit event: see {@link AuditActorType}. */
export interface AuditActor {
  readonly type: AuditActorType;
  readonly id: string | null;
  readonly prefix?: string | null;
}

/**
 * The door a change came through: its actor, and for HTTP requests the request id (`X-Request-Id`) and the client
 * IP. Set once per request, CLI command or scheduler pass by the composition root and read by the unit of work
 * when it appends the audit events of a transaction (architecture: cross-cutting concerns decided once).
 */
export interface ChangeContext {
  readonly actor: AuditActor;
  readonly requestId: string | null;
  readonly ip: string | null;
}

/** The context of work started by the service itself (no request, no operator): actor `system`. */
export const SYSTEM_CHANGE: ChangeContext = { actor: { type: 'system', id: null }, requestId: null, ip: null };

/** The context of an admin CLI command: actor `admin_cli`. */
export const ADMIN_CLI_CHANGE: ChangeContext = { actor: { type: 'admin_cli', id: null }, requestId: null, ip: null };

/**
 * One change as a use case reports it, inside its unit of work: the company whose data changed, the action
 * (`employee.created`, `filter.deleted`, `user.signed_in`, … docs/change-history.md#audit-trail), the entity and
 * its id, and the API names of the fields that changed (never their values). `actor` overrides the context's actor
 * where the use case knows better (a sign-in acts as the user who signs in).
 */
export interface AuditChange {
  readonly companyId: string;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly changed: readonly string[];
  readonly actor?: AuditActor;
  /**
   * The entity's version after the change, when it has one (`recordChange` takes it from `after.version`). Not part
   * of the stored event nor of its hash: the unit of work hands it to the outbox (`Outbox`) with the event
   * (docs/webhooks.md#outbox-and-delivery).
   */
  readonly version?: number;
}

/**
 * An appended audit event: the change, its context, when it happened, its position in its company's chain
 * (`seq`, ascending in commit order) and the chain's hashes (`previousHash` of the company's event before it,
 * `null` for its first; `hash` over this event and `previousHash`; lower-case hex SHA-256).
 */
export interface AuditEvent {
  readonly id: string;
  readonly seq: number;
  readonly occurredAt: Date;
  readonly companyId: string;
  readonly actor: AuditActor;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly changed: readonly string[];
  readonly requestId: string | null;
  readonly ip: string | null;
  readonly previousHash: string | null;
  readonly hash: string;
}
