/**
 * `@employee/domain`: every business rule of the Employee Integration API, framework-free, behind
 * repository ports. Source: docs/contract.md.
 */
export * from './kernel';
export * from './history';
export * from './tenancy';
export * from './access';
export * from './directory';
export * from './surveys';
export * from './reports';
export * from './webhooks';
export * from './privacy';
export * from './notifications';
// The package's `UnitOfWork` defaults to every context's repositories (it shadows the kernel's generic one).
export type { Repositories, UnitOfWork } from './repositories';
