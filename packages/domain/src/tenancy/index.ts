/**
 * The tenancy context: companies (the tenants), their settings and the verification of their audit chain.
 * Source: docs/architecture.md#bounded-contexts.
 */
export * from './company';
export * from './company.errors';
export * from './companies';
export * from './use-cases/verify-audit-chain';
export * from './use-cases/list-companies';
export * from './use-cases/set-company-rate-limit';
export * from './use-cases/set-company-otp';
export * from './use-cases/set-company-report-min-group-size';
export * from './ports';
export * from './target-company';
