import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import type { Filter, FilterInput } from '../filter';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { FILTER_INVALID } from '../filter.errors';
import { checkKeyFree, requireVisibleFilter } from '../visible-filter';
import { recordChange } from '../../history';

/** PUT /v1/filters/{id}: the properties to change, with what the caller already rejected ({@link PriorRejections}). */
export interface UpdateFilterCommand extends FilterInput, PriorRejections, ExpectedVersion {
  companyId: string;
  id: string;
}

/**
 * Changes the properties present in the body of an active filter of the target company (partial PUT, as
 * for employees). Stored employee values stay, and are shown under the filter's new key when it changes.
 * @throws NotFoundError `FILTER.NOT_FOUND`.
 * @throws ValidationError `FILTER.INVALID` with every violation, including `FILTER.KEY_TAKEN` and the caller's
 *   `rejected` ones.
 */
export class UpdateFilter {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateFilterCommand): Promise<Filter> {
    return this.uow.run(async (r) => {
      const filter = await requireVisibleFilter(r.filters, command.companyId, command.id);
      assertExpectedVersion(filter.version, command.expectedVersion);
      const before = filter.toProps();
      const violations = new Violations(command.rejected);
      violations.attempt(() => filter.update(command, this.clock.now()));
      await checkKeyFree(r.filters, { companyId: filter.companyId, key: command.key, exceptId: filter.id }, violations);
      violations.throwIfAny(FILTER_INVALID);
      await r.filters.save(filter);
      await recordChange(r.audit, 'filter.updated', before, filter.toProps());
      return filter;
    });
  }
}
