import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { requireVisibleFilter } from '../visible-filter';
import { recordChange } from '../../history';

/** DELETE /v1/filters/{id}. */
export interface DeleteFilterCommand extends ExpectedVersion {
  companyId: string;
  id: string;
}

/**
 * Deletes a filter of the target company: it is deactivated (leaves lists and `fields` resolution, its key
 * becomes free) and every employee's value of it is removed, in one transaction (docs/contract.md#filters).
 * @throws NotFoundError `FILTER.NOT_FOUND` when missing, already deleted or of another company.
 */
export class DeleteFilter {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: DeleteFilterCommand): Promise<void> {
    await this.uow.run(async (r) => {
      const filter = await requireVisibleFilter(r.filters, command.companyId, command.id);
      assertExpectedVersion(filter.version, command.expectedVersion);
      const before = filter.toProps();
      filter.deactivate(this.clock.now());
      await r.filters.save(filter);
      await recordChange(r.audit, 'filter.deleted', before, filter.toProps());
      await r.employees.removeValuesOfFilter(filter.id);
    });
  }
}
