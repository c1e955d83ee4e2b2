import type { ChangeContexts, IdempotencyKeys } from '@employee/domain';
import {
  authenticatedApi,
  bulkheadsOf,
  changeContext,
  createListener,
  errorHandler,
  HttpError,
  loadOpenApiDocument,
  notFound,
  RequestRateLimiter,
  type AccessUseCases,
  type AuthLimiters,
  type CompanyBulkheads,
  type ListenerDeps,
  type ListenerSettings,
} from '@employee/http-common';
import type { Express, RequestHandler } from 'express';
import { idempotency } from './idempotency/idempotency.middleware';
import { PROBE_BUDGET_WINDOW_SECONDS, uniquenessProbeBudget } from './rate-limit/uniqueness-probe-budget';
import { apiKeysRouter, type ApiKeyUseCases } from './routes/api-keys.router';
import { auditEventsRouter, type AuditEventUseCases } from './routes/audit-events.router';
import { companiesRouter, type CompanyUseCases } from './routes/companies.router';
import { employeesRouter, type EmployeeUseCases } from './routes/employees.router';
import { personalDataRouter, type PersonalDataUseCases } from './routes/personal-data.router';
import { filtersRouter, type FilterUseCases } from './routes/filters.router';
import { campaignsRouter, type CampaignUseCases } from './routes/campaigns.router';
import { questionnairesRouter } from './routes/questionnaires.router';
import { permissionsRouter, type PermissionUseCases } from './routes/permissions.router';
import { profilesRouter, type ProfileUseCases } from './routes/profiles.router';
import { scopesRouter, type ScopeUseCases } from './routes/scopes.router';
import { usersRouter, type UserUseCases } from './routes/users.router';
import { webhookEndpointsRouter, type WebhookUseCases } from './routes/webhook-endpoints.router';

/**
 * The service settings the REST API reads: those of every listener ({@link ListenerSettings}: the rate limit,
 * `PUBLIC_BASE_URL`, `trust proxy`, the company bulkhead) and its own.
 */
export interface AppSettings extends ListenerSettings {
  /** IANA time zone of the timestamps in bodies (`APP_TIMEZONE`). */
  readonly timeZone: string;
  /**
   * Uniqueness refusals (an employee's `document`, `email`, `phone` or a user's `email` already in use) per API key
   * per hour before its employee and user writes get 429 (`UNIQUENESS_PROBE_BUDGET_PER_HOUR`); default 100.
   * Source: docs/security.md#uniqueness-probes.
   */
  readonly uniquenessProbeBudgetPerHour?: number;
}

/**
 * Everything the REST API needs from the composition root: what every listener needs ({@link ListenerDeps}: the
 * health probe, Redis, the logger, the request-class scope), the use cases grouped per router and the settings.
 * It builds nothing of the domain itself.
 */
export interface AppDeps extends Omit<ListenerDeps, 'settings' | 'openApiDocument'> {
  readonly access: AccessUseCases;
  /** Authentication's rate-limit counters, shared with the reports listener of the process; default: new ones. */
  readonly limiters?: AuthLimiters;
  /**
   * The per-company bulkheads of this origin, shared by `/api/v1`, `/admin/api/employees` and the dashboard's
   * reports (which the composition root builds with the same ones: give them to `dashboardBackend` too);
   * default: new ones of the settings.
   */
  readonly bulkheads?: CompanyBulkheads | null;
  readonly employees: EmployeeUseCases;
  /** The data-subject rights of employees, `/v1/employees/{id}/personal-data` and `/anonymise` (docs/lgpd.md). */
  readonly personalData: PersonalDataUseCases;
  readonly filters: FilterUseCases;
  /** `/v1/campaigns` (docs/surveys.md#campaigns). */
  readonly campaigns: CampaignUseCases;
  readonly companies: CompanyUseCases;
  readonly scopes: ScopeUseCases;
  readonly profiles: ProfileUseCases;
  readonly users: UserUseCases;
  readonly permissions: PermissionUseCases;
  /** The target company's API key, `/v1/api-keys` (docs/access.md#api-keys). */
  readonly apiKeys: ApiKeyUseCases;
  /** The audit trail, `GET /v1/audit-events` (docs/change-history.md#audit-trail). */
  readonly auditEvents: AuditEventUseCases;
  /** The webhook endpoints and their deliveries, `/v1/webhook-endpoints` (docs/webhooks.md). */
  readonly webhooks: WebhookUseCases;
  /** The `Idempotency-Key`s of POST and PUT requests and their answers (docs/change-history.md#idempotency-key). */
  readonly idempotencyKeys: IdempotencyKeys;
  /**
   * Where each request's change context (actor, request id, IP) is kept for the audit events its use cases record;
   * the composition root gives the same one to the unit of work (docs/change-history.md#audit-trail).
   */
  readonly changeContexts: ChangeContexts;
  readonly settings: AppSettings;
  /**
   * The dashboard's backend (`@employee/http-dashboard`'s `dashboardBackend`: `/survey/v1`, `/admin/api/employees`,
   * the sign-in routes of `/admin/api`), mounted after the API's routes (docs/dashboard.md#the-backend).
   */
  readonly dashboardBackend: RequestHandler;
  /**
   * The dashboard and the survey page (`@employee/http-dashboard`'s `dashboardRouter`), mounted after the dashboard's
   * backend; default: none, when the web application is not built (docs/dashboard.md).
   */
  readonly dashboard?: RequestHandler;
  /** The OpenAPI document served at `/api/openapi.json`; default: `docs/openapi.yaml`. */
  readonly openApiDocument?: Record<string, unknown>;
}

/**
 * 404 for anything under `/api/v1/reports`, before authentication: the reports are served on their own base address
 * (the reports listener, `REPORTS_PORT`), never by this API (docs/reports.md#the-listener).
 */
const reportsElsewhere: RequestHandler = () => {
  throw new HttpError(404, 'Reports are served on the reports base address (REPORTS_PORT), not by this API');
};

/** Uniqueness refusals per key per hour when `AppSettings` names no budget (docs/security.md#uniqueness-probes). */
const DEFAULT_PROBE_BUDGET_PER_HOUR = 100;

/**
 * The REST API as an Express 5 app (no `listen`): `/api/v1/employees` (with their personal data, docs/lgpd.md),
 * `/api/v1/filters`, `/api/v1/companies`,
 * access (`/api/v1/scopes`, `/profiles`, `/users`, `/permissions`, `/api-keys`, docs/access.md) and
 * `/api/v1/webhook-endpoints` (docs/webhooks.md) behind Bearer
 * authentication (an API key or a user token) or the dashboard's session cookie, `Resource-Id` targeting, per-key
 * rate limits, `Idempotency-Key` on POST and PUT, and each route's scope, plus `/api/openapi.json`, `/api/docs`,
 * `/api/health`; then the dashboard's backend it is handed (`/survey/v1`, `/admin/api`: docs/dashboard.md#the-backend)
 * and, when given, the dashboard's pages. Every error is the standard body with `X-Request-Id`; every JSON response
 * is `application/json; charset=UTF-8`. Source: docs/contract.md; docs/http.md.
 */
export function createApp(deps: AppDeps): Express {
  const { settings } = deps;
  const { timeZone } = settings;
  const publicBaseUrl = settings.publicBaseUrl ?? null;
  const redis = deps.redis ?? null;

  const app = createListener({ ...deps, openApiDocument: deps.openApiDocument ?? loadOpenApiDocument() });
  const authenticated = { ...deps, bulkheads: deps.bulkheads ?? bulkheadsOf(settings.companyConcurrency) };
  app.use('/api/v1/reports', reportsElsewhere);
  app.use(
    '/api/v1',
    ...authenticatedApi(authenticated),
    changeContext(deps.changeContexts, 'authenticated'),
    idempotency(deps.idempotencyKeys),
  );
  const probeBudget = uniquenessProbeBudget({
    limiter: new RequestRateLimiter(redis, 'uniqueness-probe', PROBE_BUDGET_WINDOW_SECONDS),
    perHour: settings.uniquenessProbeBudgetPerHour ?? DEFAULT_PROBE_BUDGET_PER_HOUR,
  });
  app.use('/api/v1/employees', personalDataRouter(deps.personalData, timeZone));
  app.use(
    '/api/v1/employees',
    probeBudget.guard,
    employeesRouter(deps.employees, timeZone, publicBaseUrl),
    probeBudget.count,
  );
  app.use('/api/v1/filters', filtersRouter(deps.filters, timeZone, publicBaseUrl));
  app.use('/api/v1/campaigns', campaignsRouter(deps.campaigns, timeZone, publicBaseUrl));
  app.use('/api/v1/questionnaires', questionnairesRouter());
  app.use('/api/v1/companies', companiesRouter(deps.companies, timeZone, publicBaseUrl));
  app.use('/api/v1/scopes', scopesRouter(deps.scopes, publicBaseUrl));
  app.use('/api/v1/profiles', profilesRouter(deps.profiles, timeZone, publicBaseUrl));
  app.use('/api/v1/users', probeBudget.guard, usersRouter(deps.users, timeZone, publicBaseUrl), probeBudget.count);
  app.use('/api/v1/permissions', permissionsRouter(deps.permissions, timeZone, publicBaseUrl));
  app.use('/api/v1/api-keys', apiKeysRouter(deps.apiKeys, timeZone));
  app.use('/api/v1/audit-events', auditEventsRouter(deps.auditEvents, timeZone, publicBaseUrl));
  app.use('/api/v1/webhook-endpoints', webhookEndpointsRouter(deps.webhooks, timeZone, publicBaseUrl));
  app.use(deps.dashboardBackend);
  if (deps.dashboard) app.use(deps.dashboard);
  app.use(notFound, errorHandler);
  return app;
}
