import { pageOf, pageRequest, offsetOf, type ListScopes } from '@employee/domain';
import { Router } from 'express';
import { listBody, methodNotAllowed, requireScope } from '@employee/http-common';

/** The use cases behind `/v1/scopes`. */
export interface ScopeUseCases {
  readonly listScopes: ListScopes;
}

/**
 * `/v1/scopes`: the fixed scope catalogue, each scope with its description, paged like every list; needs
 * `users:read` (docs/access.md#scopes, docs/contract.md#lists-and-pagination).
 */
export function scopesRouter({ listScopes }: ScopeUseCases, publicBaseUrl: string | null): Router {
  const router = Router();
  router
    .route('/')
    .get(requireScope('users:read'), async (req, res) => {
      const request = pageRequest({ page: req.query.page, perPage: req.query.per_page });
      const all = await listScopes.execute();
      const start = offsetOf(request);
      const page = pageOf(all.slice(start, start + request.perPage), all.length, request);
      res.json(listBody(page, (entry) => ({ scope: entry.scope, description: entry.description }), req, publicBaseUrl));
    })
    .all(methodNotAllowed('GET'));
  return router;
}
