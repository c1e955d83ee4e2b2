import type { Filter } from '../filter';
import { changesPageOf, type ChangesPage } from '../../history';
import { feedRequest } from '../../history';
import type { CursorSeal } from '../../history';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import type { ListChangesQuery } from './list-employee-changes';

/**
 * One page of the target company's filter changes feed (GET /v1/filters/changes), as {@link ListEmployeeChanges}
 * does for employees: a deactivated filter is a tombstone; an `upsert` carries the filter as it is now, `null`
 * when it is deactivated since; its cursors sealed by `seal` for this feed and company. Source:
 * docs/change-history.md#the-changes-feeds.
 * @throws ValidationError `LIST.INVALID` on `cursor` or `limit` (422).
 */
export class ListFilterChanges {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories>,
    private readonly seal: CursorSeal,
  ) {}

  async execute(query: ListChangesQuery): Promise<ChangesPage<Filter>> {
    const cursors = this.seal.of('filter_changes', query.companyId);
    const request = feedRequest(query, cursors);
    return this.uow.run((r) =>
      changesPageOf(
        r.filterChanges,
        query.companyId,
        request,
        async (ids) => (await r.filters.ofIds(ids)).filter((f) => f.active && f.companyId === query.companyId),
        cursors,
      ),
    );
  }
}
