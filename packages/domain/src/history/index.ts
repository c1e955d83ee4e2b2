/**
 * The history context: the audit trail (events, hash chain, change contexts), the changes feeds, idempotency
 * keys and sealed cursors. Source: docs/architecture.md#bounded-contexts.
 */
export * from './use-cases/list-audit-events';
export * from './use-cases/purge-audit-events';
export * from './idempotency-keys';
export * from './audit-event';
export * from './audit-chain';
export * from './audit-trail';
export * from './change-contexts';
export * from './changed-fields';
export * from './record-change';
export * from './change-feed';
export * from './changes-page';
export * from './feed-request';
export * from './cursor-seal';
export * from './outbox';
export * from './ports';
