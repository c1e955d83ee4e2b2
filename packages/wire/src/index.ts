/**
 * `@employee/wire`: the JSON forms of the domain's objects, as the API and the admin CLI print them
 * (snake_case properties, `dd/mm/yyyy` dates, timestamps in the service's time zone with a numeric offset).
 * It depends on `@employee/domain` only, so the adapters that print these forms share them without importing
 * each other. Sources: docs/contract.md#employee-fields (JSON); #filters, #lists-and-pagination, #admin-cli;
 * docs/access.md (profiles, users, permissions, user tokens); docs/webhooks.md (endpoints, deliveries).
 */
export * from './employee-view';
export * from './company-view';
export * from './filter-view';
export * from './profile-view';
export * from './user-view';
export * from './permission-view';
export * from './user-token-view';
export * from './audit-event-view';
export * from './campaign-view';
export * from './invitation-view';
export * from './webhook-endpoint-view';
export * from './webhook-delivery-view';
export * from './link-origin';
export * from './personal-data-view';
