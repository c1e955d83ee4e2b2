import type { ResolveTargetCompany } from '@employee/domain';
import type { RequestHandler, Response } from 'express';
import { authenticatedCompany } from './authenticate';

/** Id of the company this request acts on (set by {@link resolveTargetCompany}). */
export function targetCompanyId(res: Response): string {
  return res.locals.targetCompanyId as string;
}

/**
 * The `Resource-Id` header → the target company: the key's own company when absent, else that company when it
 * is the key's own or below it; 403 otherwise (spec, Authentication rule 6; product decisions, Authentication
 * and tenancy).
 */
export function resolveTargetCompany(resolve: ResolveTargetCompany): RequestHandler {
  return async (req, res, next) => {
    res.locals.targetCompanyId = await resolve.execute({ company_id: authenticatedCompany(res).id, resource_id: req.get('resource-id') });
    next();
  };
}
