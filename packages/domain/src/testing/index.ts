/**
 * `@employee/domain/testing`: in-memory adapters for every port, a fixed clock, deterministic ids, a plain API key
 * codec, builders, generators of valid CPFs and mobiles, and the contract suites every repository adapter runs.
 * Test-only: the contract suites import `@jest/globals`.
 */
export * from './fixed-clock';
export * from './sequential-id-generator';
export * from './plain-api-key-codec';
export * from './plain-secret-token-issuer';
export * from './sequential-secret-token-issuer';
export * from './plain-cursor-seal';
export * from './plain-secret-box';
export * from './webhook-test-ports';
export * from './minute-sending-rate';
export * from './generators';
export * from './builders';
export * from './in-memory/in-memory-store';
export * from './in-memory/in-memory-change-feed';
export * from './in-memory/in-memory-employees';
export * from './in-memory/in-memory-idempotency-keys';
export * from './in-memory/in-memory-audit-trail';
export * from './in-memory/in-memory-filters';
export * from './in-memory/in-memory-companies';
export * from './in-memory/in-memory-campaigns';
export * from './in-memory/in-memory-invitations';
export * from './in-memory/in-memory-responses';
export * from './in-memory/in-memory-api-keys';
export * from './in-memory/in-memory-profiles';
export * from './in-memory/in-memory-users';
export * from './in-memory/in-memory-permissions';
export * from './in-memory/in-memory-user-tokens';
export * from './in-memory/in-memory-report-sources';
export * from './in-memory/in-memory-webhook-rows';
export * from './in-memory/in-memory-webhook-endpoints';
export * from './in-memory/in-memory-webhook-deliveries';
export * from './in-memory/in-memory-outbox';
export * from './in-memory/in-memory-data-subjects';
export * from './in-memory/in-memory-personal-data-copies';
export * from './in-memory/in-memory-unit-of-work';
export * from './sign-in';
export * from './contracts';
