import type { Company } from '../company';
import { pageRequest, type Page, type PageQuery } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../ports';

/** GET /v1/companies. */
export interface ListCompaniesQuery extends PageQuery {
  companyId: string;
}

/**
 * One page of the target company and every company below it in the parent → branch tree, ordered by
 * `created_at` then `id` (docs/contract.md#lists-and-pagination).
 * @throws ValidationError `LIST.INVALID` on `page` or `per_page`.
 */
export class ListCompanies {
  constructor(private readonly uow: UnitOfWork<TenancyRepositories>) {}

  async execute(query: ListCompaniesQuery): Promise<Page<Company>> {
    const request = pageRequest(query);
    return this.uow.run((r) => r.companies.treeOf(query.companyId, request));
  }
}
