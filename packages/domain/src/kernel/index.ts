/**
 * What every context shares: errors, violations, versions, clock, ids, pages, text, time zone, settings, the
 * unit of work; `br/`: the Brazilian value objects (CPF, DDD, mobile, e-mail, full name, dd/mm/yyyy). Imports no
 * context. Source: docs/architecture.md#bounded-contexts.
 */
export * from './domain-error';
export * from './violations';
export * from './versions';
export * from './clock';
export * from './id-generator';
export * from './page';
export * from './text';
export * from './lookalike-key';
export * from './time-zone';
export * from './settings';
export * from './unit-of-work';
export * from './br/cpf';
export * from './br/ddd';
export * from './br/brazilian-mobile';
export * from './br/full-name';
export * from './br/date-br';
export * from './br/email';
export * from './check-storage';
export * from './language';
export * from './secret-token-issuer';
export * from './random-source';
export * from './secret-box';
