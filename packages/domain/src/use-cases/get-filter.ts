import type { Filter } from '../filter/filter';
import type { UnitOfWork } from '../shared/unit-of-work';
import { requireVisibleFilter } from '../filter/visible-filter';

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
  constructor(private readonly uow: UnitOfWork) {}

  async execute(query: GetFilterQuery): Promise<Filter> {
    return this.uow.run((r) => requireVisibleFilter(r.filters, query.companyId, query.id));
  }
}
