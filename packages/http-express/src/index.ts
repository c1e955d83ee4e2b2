import 'reflect-metadata';

export { createApp, type AppDeps, type AppSettings } from './app';
export { REST_USE_CASES, restApiModule, type RestUseCases } from './rest-api.module';
export type { CompanyUseCases } from './routes/companies.router';
export type { EmployeeUseCases } from './routes/employees.router';
export type { FilterUseCases } from './routes/filters.router';
export type { CampaignUseCases } from './routes/campaigns.router';
export type { InvitationUseCases } from './routes/campaign-invitations.router';
export type { PermissionUseCases } from './routes/permissions.router';
export type { ApiKeyUseCases } from './routes/api-keys.router';
export type { AuditEventUseCases } from './routes/audit-events.router';
export type { ProfileUseCases } from './routes/profiles.router';
export type { ScopeUseCases } from './routes/scopes.router';
export type { UserUseCases } from './routes/users.router';
export type { WebhookUseCases } from './routes/webhook-endpoints.router';
