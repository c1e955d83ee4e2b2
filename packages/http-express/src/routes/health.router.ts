import { Router } from 'express';
import { sendProblem } from '../errors/problem';
import { methodNotAllowed } from './method-not-allowed';

/**
 * Whether the service can serve: resolves when it can, rejects when it cannot (the domain's `CheckStorage`: a
 * database transaction opens and commits).
 */
export interface HealthProbe {
  execute(): Promise<unknown>;
}

/**
 * `GET /health` (mounted under `/api`), outside authentication and rate limits: 200 `{"status": "ok"}` when
 * `probe` resolves, else 503 with the standard error body. Source: docs/contract.md#running-the-service.
 */
export function healthRouter(probe: HealthProbe): Router {
  const router = Router();
  router
    .route('/health')
    .get(async (_req, res) => {
      try {
        await probe.execute();
      } catch {
        return sendProblem(res, 503, 'The database cannot be reached');
      }
      res.json({ status: 'ok' });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
