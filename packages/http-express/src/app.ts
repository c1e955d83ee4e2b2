import type { ChangeContexts, IdempotencyKeys, ResolveTargetCompany } from '@employee/domain';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { adminApiRouter, type AdminSessionUseCases } from './admin/admin-api.router';
import { authenticate, type Authenticator } from './auth/authenticate';
import { SignInIpThrottle } from './auth/sign-in-ip-throttle';
import { resolveTargetCompany } from './auth/target-company';
import { errorHandler } from './errors/error-handler';
import { idempotency } from './idempotency/idempotency.middleware';
import type { CompanyConcurrency } from './fairness/company-bulkhead';
import { companyBulkhead, companyBulkheadsOf } from './fairness/company-bulkhead.middleware';
import { requestLogger } from './logging/request-logger';
import { jsonContentType } from './middleware/json-content-type';
import { notFound } from './middleware/not-found';
import { requestClass, type RequestClassScope } from './middleware/request-class';
import { requestId } from './middleware/request-id';
import { changeContext } from './middleware/change-context';
import { singleHeaders } from './middleware/single-headers';
import { docsRouter, loadOpenApiDocument } from './openapi/docs.router';
import { RequestRateLimiter } from './rate-limit/request-rate-limiter';
import { PROBE_BUDGET_WINDOW_SECONDS, uniquenessProbeBudget } from './rate-limit/uniqueness-probe-budget';
import { DEFAULT_SURVEY_RATE_LIMIT, surveyLimits, type SurveyRateLimit } from './rate-limit/survey-limits';
import { CachedHealthProbe } from './routes/cached-health-probe';
import { auditEventsRouter, type AuditEventUseCases } from './routes/audit-events.router';
import { companiesRouter, type CompanyUseCases } from './routes/companies.router';
import { employeesRouter, type EmployeeUseCases } from './routes/employees.router';
import { filtersRouter, type FilterUseCases } from './routes/filters.router';
import { campaignsRouter, type CampaignUseCases } from './routes/campaigns.router';
import { questionnairesRouter } from './routes/questionnaires.router';
import { healthRouter, type HealthProbe } from './routes/health.router';
import { permissionsRouter, type PermissionUseCases } from './routes/permissions.router';
import { profilesRouter, type ProfileUseCases } from './routes/profiles.router';
import { scopesRouter, type ScopeUseCases } from './routes/scopes.router';
import { surveyRouter, type SurveyUseCases } from './routes/survey.router';
import { usersRouter, type UserUseCases } from './routes/users.router';

/** Who calls (`Authorization`) and on which company (`Resource-Id`): the steps before every `/api/v1` route. */
export interface AccessUseCases {
  /** The domain's `AuthenticateApiKey`. */
  readonly authenticate: Authenticator;
  /** The domain's `AuthenticateUserToken`, for Bearer credentials starting `usr_`. */
  readonly authenticateUserToken: Authenticator;
  /** The domain's `AuthenticateSession`, for a request with the session cookie and no `Authorization`. */
  readonly authenticateSession: Authenticator;
  readonly resolveTarget: ResolveTargetCompany;
}

/** The service settings the REST API reads. */
export interface AppSettings {
  /** IANA time zone of the timestamps in bodies (`APP_TIMEZONE`). */
  readonly timeZone: string;
  /** Requests per key per 60 s window unless the company has its own limit (`RATE_LIMIT_PER_MINUTE`). */
  readonly rateLimitPerMinute: number;
  /**
   * Uniqueness refusals (`document`, `email`, `phone` already in use) per API key per hour before its employee
   * writes get 429 (`UNIQUENESS_PROBE_BUDGET_PER_HOUR`); default 100. Source: docs/security.md#uniqueness-probes.
   */
  readonly uniquenessProbeBudgetPerHour?: number;
  /** Origin of absolute pagination links (`PUBLIC_BASE_URL`); default: the request's own. */
  readonly publicBaseUrl?: string | null;
  /**
   * Express `trust proxy`: how many proxies (a number) or which addresses (a string) stand in front of the
   * app, so that failed authentications are counted per real client IP. Default: none. `true` is not
   * accepted: it would let clients choose their IP with `X-Forwarded-For`.
   */
  readonly trustProxy?: number | string;
  /**
   * The bulkhead per company (`COMPANY_MAX_CONCURRENCY`, `COMPANY_MAX_SEARCHES`, `COMPANY_QUEUE_LENGTH`,
   * `COMPANY_QUEUE_TIMEOUT_MS`): how many requests (and searches) of one company (of its key) run at once,
   * authentication included, and how many wait.
   * Absent or `null`: no bulkhead. Source: docs/reliability.md#fairness-a-bulkhead-per-company.
   */
  readonly companyConcurrency?: CompanyConcurrency | null;
  /**
   * Survey submissions per invitation token and per client IP per minute (`SURVEY_RATE_LIMIT_PER_TOKEN_PER_MINUTE`,
   * `SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE`); default 10 and 600. Source: docs/surveys.md#rate-limits.
   */
  readonly surveyRateLimit?: SurveyRateLimit;
}

/**
 * Everything the REST API needs from the composition root: the use cases grouped per router, the health
 * probe and the settings. It builds nothing of the domain itself.
 */
export interface AppDeps {
  readonly access: AccessUseCases;
  readonly employees: EmployeeUseCases;
  readonly filters: FilterUseCases;
  /** `/v1/campaigns` (shared/decisions/surveys.md#campaign). */
  readonly campaigns: CampaignUseCases;
  /** `POST /survey/v1/responses`, a respondent's answers (shared/decisions/surveys.md#invitations-and-answers). */
  readonly survey: SurveyUseCases;
  readonly companies: CompanyUseCases;
  readonly scopes: ScopeUseCases;
  readonly profiles: ProfileUseCases;
  readonly users: UserUseCases;
  readonly permissions: PermissionUseCases;
  /** The audit trail, `GET /v1/audit-events` (docs/change-history.md#audit-trail). */
  readonly auditEvents: AuditEventUseCases;
  /** Accepting invitations and signing in and out, under `/admin/api` (docs/access.md#sign-in). */
  readonly signIn: AdminSessionUseCases;
  /** The `Idempotency-Key`s of POST and PUT requests and their answers (docs/change-history.md#idempotency-key). */
  readonly idempotencyKeys: IdempotencyKeys;
  /**
   * Where each request's change context (actor, request id, IP) is kept for the audit events its use cases record;
   * the composition root gives the same one to the unit of work (docs/change-history.md#audit-trail).
   */
  readonly changeContexts: ChangeContexts;
  readonly health: HealthProbe;
  readonly settings: AppSettings;
  /** When given (`REDIS_URL`), rate-limit counters live in Redis, shared by every instance. */
  readonly redis?: Redis | null;
  /** Request and error log; default: silent. */
  readonly logger?: Logger;
  /** Runs each request in the scope of its class, for its database time bound; default: none. */
  readonly requestClassScope?: RequestClassScope;
  /** The OpenAPI document served at `/api/openapi.json`; default: `docs/openapi.yaml`. */
  readonly openApiDocument?: Record<string, unknown>;
}

/** Uniqueness refusals per key per hour when `AppSettings` names no budget (docs/security.md#uniqueness-probes). */
const DEFAULT_PROBE_BUDGET_PER_HOUR = 100;

/**
 * `Cache-Control: no-store` on every answer under `/api/v1`: they carry personal data (or say whether a key
 * works), and no cache on the way (a proxy, a browser) may keep them. Source: docs/security.md (API8).
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * The Express `trust proxy` value for `AppSettings.trustProxy`: `false` when absent, `false` or `null` (no
 * proxy); a count of proxies (an integer ≥ 0) or their addresses/subnets (a string such as
 * `'loopback, 10.0.0.0/8'`) as given. Arrays and functions, which Express would also take, are outside `AppSettings`'
 * type.
 * @throws TypeError for `true` (it would trust every `X-Forwarded-For`, so each client could pick the IP its
 * failed authentications are counted under: docs/security.md, API2), a negative or fractional count, and a
 * string of digits (Express would read `'1'` as the address 0.0.0.1 and silently trust no proxy: pass a number).
 */
function trustProxySetting(value: unknown): number | string | false {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && value.trim() !== '' && !/^\s*(\d+|true)\s*$/.test(value)) return value;
  throw new TypeError(
    `trustProxy must be a number of proxies or their addresses, not ${JSON.stringify(value)} ` +
      '(true or a digit string would trust no proxy or every client)',
  );
}

/**
 * The REST API as an Express 5 app (no `listen`): `/api/v1/employees`, `/api/v1/filters`,
 * `/api/v1/companies`, and access (`/api/v1/scopes`, `/profiles`, `/users`, `/permissions`, docs/access.md) behind
 * Bearer authentication (an API key or a user token) or the dashboard's session cookie, `Resource-Id`
 * targeting, per-key rate limits, `Idempotency-Key` on POST and PUT, and each route's scope, plus
 * `/api/openapi.json`, `/api/docs`, `/api/health`, the sign-in endpoints under `/admin/api`
 * (docs/access.md#sign-in) and the respondents' `POST /survey/v1/responses` (an invitation token, its own rate
 * limits). Every error is the standard body with `X-Request-Id`; every JSON response is
 * `application/json; charset=UTF-8`. Source: docs/contract.md; docs/http.md.
 */
export function createApp(deps: AppDeps): Express {
  const { settings } = deps;
  const { timeZone } = settings;
  const publicBaseUrl = settings.publicBaseUrl ?? null;
  const redis = deps.redis ?? null;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(settings.trustProxy));
  app.set('query parser', 'simple');

  // No `upgrade-insecure-requests`: the service is also reached over plain http (localhost, behind a TLS proxy).
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  app.use(requestId, jsonContentType, securityHeaders, requestLogger(deps.logger ?? pino({ level: 'silent' })));
  app.use(singleHeaders);
  if (deps.requestClassScope) app.use(requestClass(deps.requestClassScope));
  const health = healthRouter(new CachedHealthProbe(deps.health), {
    limiter: new RequestRateLimiter(redis, 'health-ip'),
    perMinute: settings.rateLimitPerMinute,
  });
  app.use('/api', docsRouter(deps.openApiDocument ?? loadOpenApiDocument()), health);
  app.use(
    '/api/v1',
    noStore,
    ...(settings.companyConcurrency ? [companyBulkhead(companyBulkheadsOf(settings.companyConcurrency))] : []),
    authenticate({
      authenticator: deps.access.authenticate,
      userTokenAuthenticator: deps.access.authenticateUserToken,
      sessionAuthenticator: deps.access.authenticateSession,
      publicBaseUrl,
      keyLimiter: new RequestRateLimiter(redis, 'key'),
      userTokenLimiter: new RequestRateLimiter(redis, 'user-token'),
      ipLimiter: new RequestRateLimiter(redis, 'ip'),
      defaultPerMinute: settings.rateLimitPerMinute,
    }),
    resolveTargetCompany(deps.access.resolveTarget),
    changeContext(deps.changeContexts, 'authenticated'),
    idempotency(deps.idempotencyKeys),
  );
  const probeBudget = uniquenessProbeBudget({
    limiter: new RequestRateLimiter(redis, 'uniqueness-probe', PROBE_BUDGET_WINDOW_SECONDS),
    perHour: settings.uniquenessProbeBudgetPerHour ?? DEFAULT_PROBE_BUDGET_PER_HOUR,
  });
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
  app.use('/api/v1/users', usersRouter(deps.users, timeZone, publicBaseUrl));
  app.use('/api/v1/permissions', permissionsRouter(deps.permissions, timeZone, publicBaseUrl));
  app.use('/api/v1/audit-events', auditEventsRouter(deps.auditEvents, timeZone, publicBaseUrl));
  const surveyGuards = surveyLimits(
    { perToken: new RequestRateLimiter(redis, 'survey-token'), perIp: new RequestRateLimiter(redis, 'survey-ip') },
    settings.surveyRateLimit ?? DEFAULT_SURVEY_RATE_LIMIT,
  );
  app.use('/survey/v1', noStore, surveyRouter(deps.survey, surveyGuards, timeZone));
  const ipThrottle = new SignInIpThrottle(redis);
  app.use(
    '/admin/api',
    changeContext(deps.changeContexts, 'signing-in'),
    adminApiRouter(deps.signIn, { ipThrottle, timeZone, publicBaseUrl }),
  );
  app.use(notFound, errorHandler);
  return app;
}
