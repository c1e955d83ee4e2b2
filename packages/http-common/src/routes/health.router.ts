import { Router } from 'express';
import { sendErrorBody } from '../errors/error-body';
import { applyRateLimit } from '../rate-limit/rate-limit-headers';
import type { RequestRateLimiter } from '../rate-limit/request-rate-limiter';
import { methodNotAllowed } from './method-not-allowed';

/**
 * Whether the service can serve: resolves when it can, rejects when it cannot (the domain's `CheckStorage`: a
 * database transaction opens and commits).
 */
export interface HealthProbe {
  execute(): Promise<unknown>;
}

/** The per-client-IP limit of `/api/health`: its counters and the requests allowed per 60-second window. */
export interface HealthLimit {
  readonly limiter: RequestRateLimiter;
  readonly perMinute: number;
}

/**
 * `GET /health` (mounted under `/api`), outside authentication: each request counts against its client IP's
 * `limit` (with `X-RateLimit-*`; over it, the standard 429 with `Retry-After`), then 200 `{"status": "ok"}`
 * when `probe` resolves, else 503 with the standard error body. The server hands in a
 * `CachedHealthProbe`, so polling costs the database at most one round trip per second.
 * Source: docs/contract.md#running-the-service, docs/reliability.md#health.
 */
export function healthRouter(probe: HealthProbe, limit: HealthLimit): Router {
  const router = Router();
  router
    .route('/health')
    .get(async (req, res) => {
      const overLimit = applyRateLimit(res, await limit.limiter.consume(req.ip ?? 'unknown', limit.perMinute));
      if (overLimit) throw overLimit;
      try {
        await probe.execute();
      } catch {
        return sendErrorBody(res, 503, 'The database cannot be reached');
      }
      res.json({ status: 'ok' });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
