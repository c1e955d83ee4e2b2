import type { Filter } from '../filter/filter';
import { changesPageOf, type ChangesPage } from '../history/changes-page';
import { feedRequest } from '../history/feed-request';
import type { CursorSeal } from '../history/cursor-seal';
import type { UnitOfWork } from '../shared/unit-of-work';
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
    private readonly uow: UnitOfWork,
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
