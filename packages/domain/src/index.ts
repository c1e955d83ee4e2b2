/**
 * `@employee/domain`: every business rule of the Employee Integration API, framework-free, behind
 * repository ports. Source: docs/contract.md.
 */
export * from './shared/domain-error';
export * from './shared/violations';
export * from './shared/clock';
export * from './shared/id-generator';
export * from './shared/page';
export * from './shared/text';
export * from './shared/time-zone';
export * from './shared/settings';
export * from './shared/unit-of-work';

export * from './employee/cpf';
export * from './employee/ddd';
export * from './employee/brazilian-mobile';
export * from './employee/full-name';
export * from './employee/date-br';
export * from './employee/email';
export * from './employee/language';
export * from './employee/employee.errors';
export * from './employee/employee-profile';
export * from './employee/campaign-flags';
export * from './employee/employee';
export * from './employee/soft-delete-effects';
export * from './employee/employees';
export * from './employee/uniqueness';

export * from './company/company';
export * from './company/company.errors';
export * from './company/companies';

export * from './filter/filter';
export * from './filter/filter.errors';
export * from './filter/filters';
export * from './filter/field-entries';

export * from './campaign/campaign';
export * from './campaign/campaigns';
export * from './campaign/campaign.errors';

export * from './api-key/api-key';
export * from './api-key/api-key.errors';
export * from './api-key/api-keys';
export * from './api-key/api-key-codec';

export * from './access/scope';
export * from './access/principal';
export * from './access/company-access';
export * from './access/access.errors';
export * from './access/profile';
export * from './access/builtin-profiles';
export * from './access/profiles';
export * from './access/campaign-access';
export * from './access/user';
export * from './access/users';
export * from './access/permission';
export * from './access/permissions';
export * from './access/user-token';
export * from './access/user-tokens';
export * from './access/user-token-codec';
export * from './access/secret-token-issuer';
export * from './access/scope-descriptions';
export * from './access/grants';
export * from './access/grant-rules';
export * from './access/lock-out';
export * from './access/access-lookups';
export * from './access/sign-in';

export * from './use-cases/create-employee';
export * from './use-cases/update-employee';
export * from './use-cases/get-employee';
export * from './use-cases/list-employees';
export * from './use-cases/delete-employee';
export * from './use-cases/restore-employee';
export * from './use-cases/inspect-employee';
export * from './use-cases/find-value-holder';
export * from './use-cases/settle-due-firings';
export * from './use-cases/list-filters';
export * from './use-cases/create-filter';
export * from './use-cases/get-filter';
export * from './use-cases/update-filter';
export * from './use-cases/delete-filter';
export * from './use-cases/list-companies';
export * from './use-cases/resolve-target-company';
export * from './use-cases/create-company';
export * from './use-cases/set-company-rate-limit';
export * from './use-cases/set-company-otp';
export * from './use-cases/create-campaign';
export * from './use-cases/list-campaign-members';
export * from './use-cases/authenticate-api-key';
export * from './use-cases/issue-api-key';
export * from './use-cases/revoke-api-key';
export * from './use-cases/check-storage';
export * from './use-cases/list-scopes';
export * from './use-cases/list-profiles';
export * from './use-cases/get-profile';
export * from './use-cases/create-profile';
export * from './use-cases/update-profile';
export * from './use-cases/delete-profile';
export * from './use-cases/list-users';
export * from './use-cases/get-user';
export * from './use-cases/create-user';
export * from './use-cases/invite-user-as-operator';
export * from './use-cases/disable-user-as-operator';
export * from './use-cases/update-user';
export * from './use-cases/disable-user';
export * from './use-cases/reissue-invitation';
export * from './use-cases/list-permissions';
export * from './use-cases/get-permission';
export * from './use-cases/create-permission';
export * from './use-cases/update-permission';
export * from './use-cases/delete-permission';
export * from './use-cases/create-user-token';
export * from './use-cases/list-user-tokens';
export * from './use-cases/revoke-user-token';
export * from './use-cases/authenticate-user-token';
