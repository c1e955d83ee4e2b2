import type { Employee } from '../employee';
import { LIST_INVALID, pageRequest, readSearch, type Page } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import { Violations } from '../../kernel/violations';

/** `GET /admin/api/employees/deleted`: query-string values as received (strings or numbers). */
export interface ListDeletedEmployeesQuery {
  companyId: string;
  search?: unknown;
  page?: unknown;
  perPage?: unknown;
}

/**
 * Lists or searches the target company's soft-deleted employees, one offset page at a time, the most recently
 * deleted first (`deleted_at` descending, then `id`): the dashboard's list for `audit:read` holders, from which
 * an employee may be restored (docs/dashboard.md, docs/access.md#dashboard-only-endpoints). `search`,
 * `page` and `per_page` read as in {@link ListEmployees} (docs/contract.md#lists-and-pagination, #search); there is
 * no cursor paging. Only the dashboard reaches this: no `/api/v1` operation reads a soft-deleted employee.
 * @throws ValidationError `LIST.INVALID` on `search`, `page` or `per_page` (422).
 */
export class ListDeletedEmployees {
  constructor(private readonly uow: UnitOfWork<DirectoryRepositories>) {}

  async execute(query: ListDeletedEmployeesQuery): Promise<Page<Employee>> {
    const violations = new Violations();
    const search = readSearch(query.search, violations);
    const request = pageRequest({ page: query.page, perPage: query.perPage }, violations);
    violations.throwIfAny(LIST_INVALID);
    return this.uow.run((r) => r.employees.searchDeleted(query.companyId, { ...request, search }));
  }
}
