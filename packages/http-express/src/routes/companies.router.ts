import type { Company, ListCompanies } from '@employee/domain';
import { toCompanyView } from '@employee/wire';
import { Router } from 'express';
import { targetCompanyId } from '../auth/target-company';
import { listBody } from './list-body';
import { methodNotAllowed } from './method-not-allowed';

/**
 * `/v1/companies`: the target company and every company below it, paginated (spec, Companies; product
 * decisions, Lists).
 */
export function companiesRouter(listCompanies: ListCompanies, timeZone: string, publicBaseUrl: string | null): Router {
  const router = Router();
  const view = (company: Company) => toCompanyView(company, timeZone);
  router
    .route('/')
    .get(async (req, res) => {
      const { page, per_page } = req.query;
      const found = await listCompanies.execute({ companyId: targetCompanyId(res), page, perPage: per_page });
      res.json(listBody(found, view, req, publicBaseUrl));
    })
    .all(methodNotAllowed('GET'));
  return router;
}
