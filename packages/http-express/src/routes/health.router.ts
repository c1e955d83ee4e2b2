import type { UnitOfWork } from '@employee/domain';
import { Router } from 'express';
import { sendProblem } from '../errors/problem';
import { methodNotAllowed } from './method-not-allowed';

/**
 * `GET /health` (mounted under `/api`), outside authentication and rate limits: 200 `{"status": "ok"}` when a
 * database transaction can be opened and committed, else 503 with the standard error body. Source: issue 5.
 */
export function healthRouter(uow: UnitOfWork): Router {
  const router = Router();
  router
    .route('/health')
    .get(async (_req, res) => {
      try {
        await uow.run(async () => undefined);
      } catch {
        return sendProblem(res, 503, 'The database cannot be reached');
      }
      res.json({ status: 'ok' });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
