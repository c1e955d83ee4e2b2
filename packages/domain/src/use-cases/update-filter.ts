import type { Filter, FilterInput } from '../filter/filter';
import type { Clock } from '../shared/clock';
import type { UnitOfWork } from '../shared/unit-of-work';
import { assertKeyFree, requireVisibleFilter } from './visible-filter';

/** PUT /v1/filters/{id}: the properties to change. */
export interface UpdateFilterCommand extends FilterInput {
  company_id: string;
  id: string;
}

/**
 * Changes the properties present in the body of an active filter of the target company (partial PUT, as
 * for employees). Stored employee values are not touched.
 * @throws NotFoundError `FILTER.NOT_FOUND`.
 * @throws ValidationError `FILTER.INVALID` with every violation, including `FILTER.KEY_TAKEN`.
 */
export class UpdateFilter {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateFilterCommand): Promise<Filter> {
    return this.uow.run(async (r) => {
      const filter = await requireVisibleFilter(r.filters, command.company_id, command.id);
      filter.update(command, this.clock.now());
      await assertKeyFree(r.filters, filter);
      await r.filters.save(filter);
      return filter;
    });
  }
}
