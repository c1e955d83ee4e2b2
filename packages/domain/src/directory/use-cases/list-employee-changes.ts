import type { Employee } from '../employee';
import { changesPageOf, type ChangesPage } from '../../history';
import { feedRequest } from '../../history';
import type { CursorSeal } from '../../history';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';

/** GET /v1/employees/changes: the target company, and the query's `cursor` and `limit` as received. */
export interface ListChangesQuery {
  companyId: string;
  cursor?: unknown;
  limit?: unknown;
}

/**
 * One page of the target company's employee changes feed, in commit order, from the beginning of its history or
 * after `cursor` (docs/change-history.md#the-changes-feeds): every version of every employee exactly once, a
 * soft delete (DELETE, settlement) as a tombstone; an `upsert` carries the employee as it is now, `null` when it
 * is soft-deleted since. Its cursors are sealed by `seal` for this feed and company.
 * @throws ValidationError `LIST.INVALID` on `cursor` or `limit` (422).
 */
export class ListEmployeeChanges {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories>,
    private readonly seal: CursorSeal,
  ) {}

  async execute(query: ListChangesQuery): Promise<ChangesPage<Employee>> {
    const cursors = this.seal.of('employee_changes', query.companyId);
    const request = feedRequest(query, cursors);
    return this.uow.run((r) =>
      changesPageOf(
        r.employeeChanges,
        query.companyId,
        request,
        async (ids) => (await r.employees.ofIds(ids)).filter((e) => e.isVisibleTo(query.companyId)),
        cursors,
      ),
    );
  }
}
