import type { ResolveTargetCompany } from '@employee/domain';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { authenticate, type Authenticator } from '../auth/authenticate';
import { resolveTargetCompany } from '../auth/target-company';
import { companyBulkhead, companyBulkheadsOf, type CompanyBulkheads } from '../fairness/company-bulkhead.middleware';
import type { CompanyConcurrency } from '../fairness/company-bulkhead';
import { noStore } from '../middleware/no-store';
import { RequestRateLimiter } from '../rate-limit/request-rate-limiter';
import type { ListenerSettings } from './listener-settings';

/** Who calls (`Authorization`) and on which company (`Resource-Id`): the steps before every authenticated route. */
export interface AccessUseCases {
  /** The domain's `AuthenticateApiKey`. */
  readonly authenticate: Authenticator;
  /** The domain's `AuthenticateUserToken`, for Bearer credentials starting `usr_`. */
  readonly authenticateUserToken: Authenticator;
  /** The domain's `AuthenticateSession`, for a request with the session cookie and no `Authorization`. */
  readonly authenticateSession: Authenticator;
  readonly resolveTarget: ResolveTargetCompany;
}

/**
 * The rate-limit counters of authentication: per API key (by its company), per user token or session user, and
 * per client IP for failures. Listeners of one process given the same instances count a caller's requests to
 * any of them together (docs/reports.md#the-listener: the same rate limit counters); with Redis, the
 * counters are shared by every listener and instance anyway.
 */
export interface AuthLimiters {
  readonly key: RequestRateLimiter;
  readonly userToken: RequestRateLimiter;
  readonly ip: RequestRateLimiter;
}

/** New authentication counters, in Redis when `redis` is given, else in process memory. */
export function authLimiters(redis: Redis | null = null): AuthLimiters {
  return {
    key: new RequestRateLimiter(redis, 'key'),
    userToken: new RequestRateLimiter(redis, 'user-token'),
    ip: new RequestRateLimiter(redis, 'ip'),
  };
}

/** New per-company bulkheads of `limits` (the settings' `companyConcurrency`), or `null` without limits. */
export function bulkheadsOf(limits: CompanyConcurrency | null | undefined): CompanyBulkheads | null {
  return limits ? companyBulkheadsOf(limits) : null;
}

/** What {@link authenticatedApi} needs. */
export interface AuthenticatedApiDeps {
  readonly access: AccessUseCases;
  readonly settings: ListenerSettings;
  /** When given (`REDIS_URL`), rate-limit counters live in Redis, shared by every instance. */
  readonly redis?: Redis | null;
  /** The counters to use, shared with the process's other listeners; default: new ones ({@link authLimiters}). */
  readonly limiters?: AuthLimiters;
  /**
   * The per-company bulkheads to admit requests through, shared by every mount of one origin (the API's `/api/v1`,
   * and the dashboard's `/admin/api` reads), so that a company's share of the database is one share there;
   * default: new ones of `settings.companyConcurrency`, none when it names none.
   */
  readonly bulkheads?: CompanyBulkheads | null;
}

/**
 * The steps before every authenticated route (`/api/v1`), in order: `Cache-Control: no-store`, the company's
 * bulkhead when the settings name one, authentication (an API key, a user token or the session cookie) with the
 * rate limit of the key, token or user (and of the client IP for failures), then `Resource-Id`: the target
 * company and the principal's scopes there. Mount them before the routes, which then check their scope.
 * Source: docs/http.md#order-of-a-request; docs/contract.md#authentication-and-tenancy, #rate-limit.
 */
export function authenticatedApi(deps: AuthenticatedApiDeps): RequestHandler[] {
  const { access, settings, redis = null, limiters } = deps;
  const counters = limiters ?? authLimiters(redis);
  const bulkheads = deps.bulkheads ?? bulkheadsOf(settings.companyConcurrency);
  return [
    noStore,
    ...(bulkheads ? [companyBulkhead(bulkheads)] : []),
    authenticate({
      authenticator: access.authenticate,
      userTokenAuthenticator: access.authenticateUserToken,
      sessionAuthenticator: access.authenticateSession,
      publicBaseUrl: settings.publicBaseUrl ?? null,
      keyLimiter: counters.key,
      userTokenLimiter: counters.userToken,
      ipLimiter: counters.ip,
      defaultPerMinute: settings.rateLimitPerMinute,
    }),
    resolveTargetCompany(access.resolveTarget),
  ];
}
