export { createListener, type ListenerDeps } from './listener/create-listener';
export {
  authLimiters,
  authenticatedApi,
  bulkheadsOf,
  type AccessUseCases,
  type AuthLimiters,
  type AuthenticatedApiDeps,
} from './listener/authenticated-api';
export type { ListenerSettings } from './listener/listener-settings';
export { principalOf, type Authenticator } from './auth/authenticate';
export { requireScope } from './auth/require-scope';
export { requireUser } from './auth/require-user';
export { targetCompanyId } from './auth/target-company';
export { sameOriginOnly } from './auth/same-origin';
export { SESSION_COOKIE, clearSessionCookie, sessionIdOf, setSessionCookie } from './auth/session-cookie';
export { errorHandler } from './errors/error-handler';
export { HttpError } from './errors/http-error';
export { sendErrorBody } from './errors/error-body';
export type { CompanyConcurrency } from './fairness/company-bulkhead';
export type { CompanyBulkheads } from './fairness/company-bulkhead.middleware';
export { requestLog } from './logging/request-logger';
export { noStore } from './middleware/no-store';
export { notFound } from './middleware/not-found';
export type { RequestClass, RequestClassScope } from './middleware/request-class';
export { loadOpenApiDocument, OPENAPI_PATH } from './openapi/docs.router';
export { tooManyRequests } from './rate-limit/rate-limit-headers';
export { RequestRateLimiter, WINDOW_SECONDS, type RateLimitOutcome } from './rate-limit/request-rate-limiter';
export { methodNotAllowed } from './routes/method-not-allowed';
export type { HealthProbe } from './routes/health.router';
export { SIGN_IN_IP_MAX_FAILURES, SIGN_IN_IP_WINDOW_SECONDS, SignInIpThrottle } from './auth/sign-in-ip-throttle';
export { changeContext } from './middleware/change-context';
export { jsonObjectBody, jsonObjectBodyWithText, jsonTextOf, parseJsonBody } from './middleware/json-body';
export { JSON_TYPE } from './errors/json-type';
export { listBody, originOf, type ListBody } from './lists/list-body';
export { listRequestOf, type ListRequest } from './lists/list-cursor';
export { bracketParameters, type BracketParameters } from './lists/bracket-parameters';
