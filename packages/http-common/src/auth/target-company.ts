import type { CompanyAccess, ResolveTargetCompany } from '@employee/domain';
import type { RequestHandler, Response } from 'express';
import { principalOf } from './authenticate';

/** The company this request acts on and what the principal may do there (set by {@link resolveTargetCompany}). */
export function targetAccess(res: Response): CompanyAccess {
  return res.locals.target as CompanyAccess;
}

/** Id of the company this request acts on (set by {@link resolveTargetCompany}). */
export function targetCompanyId(res: Response): string {
  return targetAccess(res).companyId;
}

/**
 * The `Resource-Id` header → the target company and the principal's scopes there: the principal's own company
 * when absent, else that company when the principal may act on it (for a key: its own company or one below
 * it); 403 otherwise (docs/contract.md#authentication-and-tenancy, #scopes-and-principals).
 */
export function resolveTargetCompany(resolve: ResolveTargetCompany): RequestHandler {
  return async (req, res, next) => {
    res.locals.target = await resolve.execute({ principal: principalOf(res), resourceId: req.get('resource-id') });
    next();
  };
}
