import type { Employee } from '../employee';
import { readFieldValueMatches } from '../field-value-filter';
import { LIST_INVALID, pageRequest, readSearch, type Page, type PageQuery } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import { Violations } from '../../kernel/violations';

/** GET /v1/employees: query-string values as received (strings or numbers). */
export interface ListEmployeesQuery extends PageQuery {
  companyId: string;
  search?: unknown;
  /** The `filter[<key>]` parameters as `{key: raw value}`; absent or empty narrows nothing. */
  filter?: Readonly<Record<string, unknown>>;
}

/**
 * Lists or searches the target company's visible employees, one page at a time (docs/contract.md#lists-and-pagination,
 * #search): `search` is trimmed, at most 255 characters, matched
 * case-insensitively as a substring of name, social_name, document, email, phone and internal_id, with `%`,
 * `_` and `\` taken literally; empty means no search. `filter` narrows to the employees holding each given value of
 * the company's filters, exactly as stored (`readFieldValueMatches`), on top of `search`: it only ever removes
 * employees from the company's list. `page` ≥ 1, `per_page` 1..100 (default 10). Order: `created_at`, then `id`. A
 * page past the end is empty with the right totals.
 * @throws ValidationError `LIST.INVALID` on `search`, `page`, `per_page` or `filter[<key>]` (an unknown key, an
 *   empty or repeated value) (422), all at once.
 */
export class ListEmployees {
  constructor(private readonly uow: UnitOfWork<DirectoryRepositories>) {}

  async execute(query: ListEmployeesQuery): Promise<Page<Employee>> {
    const violations = new Violations();
    const search = readSearch(query.search, violations);
    const request = pageRequest(query, violations);
    const filter = query.filter ?? {};
    return this.uow.run(async (r) => {
      const filters = Object.keys(filter).length === 0 ? [] : await r.filters.activeOfCompany(query.companyId);
      const fieldValues = readFieldValueMatches(filter, filters, violations);
      violations.throwIfAny(LIST_INVALID);
      return r.employees.search(query.companyId, { ...request, search, fieldValues });
    });
  }
}
