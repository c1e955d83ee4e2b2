import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { requestLogger } from '../logging/request-logger';
import { openApiWordsOf, routeWordsOf } from '../logging/route-words';
import { jsonContentType } from '../middleware/json-content-type';
import { requestClass, type RequestClassScope } from '../middleware/request-class';
import { requestId } from '../middleware/request-id';
import { singleHeaders } from '../middleware/single-headers';
import { noTrailingSlash } from '../middleware/trailing-slash';
import { docsRouter } from '../openapi/docs.router';
import { RequestRateLimiter } from '../rate-limit/request-rate-limiter';
import { CachedHealthProbe } from '../routes/cached-health-probe';
import { healthRouter, type HealthProbe } from '../routes/health.router';
import type { ListenerSettings } from './listener-settings';
import { trustProxySetting } from './trust-proxy-setting';

/** What every HTTP listener needs from the composition root, before its own routes. */
export interface ListenerDeps {
  readonly health: HealthProbe;
  readonly settings: ListenerSettings;
  /** When given (`REDIS_URL`), rate-limit counters live in Redis, shared by every instance. */
  readonly redis?: Redis | null;
  /** Request and error log; default: silent. */
  readonly logger?: Logger;
  /** Runs each request in the scope of its class, for its database time bound; default: none. */
  readonly requestClassScope?: RequestClassScope;
  /** The OpenAPI document the listener serves at `/api/openapi.json` and `/api/docs`. */
  readonly openApiDocument: Record<string, unknown>;
}

/**
 * An Express 5 app (no `listen`) with what every request of every listener goes through first: no
 * `X-Powered-By`, the `trust proxy` of the settings, the simple query parser, a fresh request id
 * (`X-Request-Id`), `application/json; charset=UTF-8` JSON, security headers (helmet), one log line per request,
 * a 400 for a repeated `Authorization` or `Host`, a 404 for an API path ending with `/` (`noTrailingSlash`), and the
 * request's class scope; then, without authentication,
 * `/api/openapi.json`, `/api/docs` and `/api/health` (rate-limited per client IP). The caller mounts its routes
 * (behind `authenticatedApi`) and ends with `notFound` and `errorHandler`.
 * Source: docs/http.md#order-of-a-request.
 * @throws TypeError for a `trustProxy` the settings may not hold (see `trustProxySetting`).
 */
export function createListener(deps: ListenerDeps): Express {
  const { settings } = deps;
  const redis = deps.redis ?? null;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(settings.trustProxy));
  app.set('query parser', 'simple');

  // No `upgrade-insecure-requests`: the service is also reached over plain http (localhost, behind a TLS proxy).
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  // The log's route words: those of every route mounted by the time of the first request, and of the document.
  let routeWords: ReadonlySet<string> | undefined;
  const wordsOfRoutes = () => (routeWords ??= new Set([...routeWordsOf(app), ...openApiWordsOf(deps.openApiDocument)]));
  app.use(
    requestId,
    jsonContentType,
    securityHeaders,
    requestLogger(deps.logger ?? pino({ level: 'silent' }), wordsOfRoutes),
  );
  app.use(singleHeaders, noTrailingSlash);
  if (deps.requestClassScope) app.use(requestClass(deps.requestClassScope));
  const health = healthRouter(new CachedHealthProbe(deps.health), {
    limiter: new RequestRateLimiter(redis, 'health-ip'),
    perMinute: settings.rateLimitPerMinute,
  });
  app.use('/api', docsRouter(deps.openApiDocument), health);
  return app;
}
