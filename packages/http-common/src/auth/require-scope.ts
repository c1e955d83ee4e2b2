import type { Scope } from '@employee/domain';
import type { RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';
import { targetAccess } from './target-company';

/**
 * The scope a route needs: a principal without it on the request's target company gets 403 with the standard
 * body and `meta.required_scope` naming it, before the body is read. Mount after `resolveTargetCompany`.
 * Source: docs/contract.md#scopes-and-principals.
 */
export function requireScope(scope: Scope): RequestHandler {
  return (_req, res, next) => {
    if (!targetAccess(res).allows(scope)) {
      throw new HttpError(
        403,
        `The caller lacks the scope ${scope} on the target company`,
        {},
        { required_scope: scope },
      );
    }
    next();
  };
}
