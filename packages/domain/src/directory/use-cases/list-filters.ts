import type { Filter } from '../filter';
import { pageRequest, type Page, type PageQuery } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';

/** GET /v1/filters. */
export interface ListFiltersQuery extends PageQuery {
  companyId: string;
}

/**
 * One page of the target company's active filters, ordered by `created_at` then `id` (docs/contract.md#filters,
 * #lists-and-pagination).
 * @throws ValidationError `LIST.INVALID` on `page` or `per_page`.
 */
export class ListFilters {
  constructor(private readonly uow: UnitOfWork<DirectoryRepositories>) {}

  async execute(query: ListFiltersQuery): Promise<Page<Filter>> {
    const request = pageRequest(query);
    return this.uow.run((r) => r.filters.listActive(query.companyId, request));
  }
}
