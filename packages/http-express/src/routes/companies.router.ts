import type { Company, ListCompanies } from '@employee/domain';
import { toCompanyView } from '@employee/wire';
import { Router } from 'express';
import { listBody, listRequestOf, methodNotAllowed, requireScope, targetCompanyId } from '@employee/http-common';

/** The use cases behind `/v1/companies`. */
export interface CompanyUseCases {
  readonly listCompanies: ListCompanies;
}

/**
 * `/v1/companies`: the target company and every company below it, paginated; needs `companies:read`
 * (docs/contract.md#companies, #lists-and-pagination, #scopes-and-principals).
 */
export function companiesRouter(
  { listCompanies }: CompanyUseCases,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  const router = Router();
  const view = (company: Company) => toCompanyView(company, timeZone);
  router
    .route('/')
    .get(requireScope('companies:read'), async (req, res) => {
      const { page, per_page } = req.query;
      const list = listRequestOf(req, res);
      const found = await listCompanies.execute({
        companyId: targetCompanyId(res),
        page,
        perPage: per_page,
        after: list.after,
      });
      res.json(listBody(found, view, req, publicBaseUrl, list));
    })
    .all(methodNotAllowed('GET'));
  return router;
}
