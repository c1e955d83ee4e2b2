/**
 * The directory context: employees, custom filters, the firing -> soft-delete lifecycle and their changes feeds.
 * Source: docs/architecture.md#bounded-contexts.
 */
export * from './employee.errors';
export * from './employee-profile';
export * from './employee-audit';
export * from './campaign-flags';
export * from './campaign-choice';
export * from './employee';
export * from './soft-delete-effects';
export * from './anonymisation';
export * from './employees';
export * from './search-digits';
export * from './field-value-filter';
export * from './uniqueness';
export * from './filter';
export * from './filter.errors';
export * from './filters';
export * from './field-entries';
export * from './use-cases/create-employee';
export * from './use-cases/update-employee';
export * from './use-cases/get-employee';
export * from './use-cases/list-employees';
export * from './use-cases/list-deleted-employees';
export * from './use-cases/list-employee-changes';
export * from './use-cases/delete-employee';
export * from './use-cases/restore-employee';
export * from './use-cases/inspect-employee';
export * from './use-cases/find-value-holder';
export * from './use-cases/settle-due-firings';
export * from './use-cases/list-filters';
export * from './use-cases/list-filter-changes';
export * from './use-cases/create-filter';
export * from './use-cases/get-filter';
export * from './use-cases/update-filter';
export * from './use-cases/delete-filter';
export * from './ports';
