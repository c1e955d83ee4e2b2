import type { Filter } from '../filter';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import { requireVisibleFilter } from '../visible-filter';

/** GET /v1/filters/{id}. */
export interface GetFilterQuery {
  companyId: string;
  id: string;
}

/**
 * Reads an active filter of the target company.
 * @throws NotFoundError `FILTER.NOT_FOUND` when missing, deleted or of another company.
 */
export class GetFilter {
  constructor(private readonly uow: UnitOfWork<DirectoryRepositories>) {}

  async execute(query: GetFilterQuery): Promise<Filter> {
    return this.uow.run((r) => requireVisibleFilter(r.filters, query.companyId, query.id));
  }
}
