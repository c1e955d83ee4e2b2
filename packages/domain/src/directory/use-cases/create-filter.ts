import { Filter, type FilterInput } from '../filter';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { FILTER_INVALID } from '../filter.errors';
import { requireCompany } from '../../tenancy';
import { checkKeyFree } from '../visible-filter';
import { recordChange } from '../../history';

/** POST /v1/filters (and admin `filter create`), with what the caller already rejected ({@link PriorRejections}). */
export interface CreateFilterCommand extends FilterInput, PriorRejections {
  companyId: string;
}

/**
 * Creates an active filter in the target company (docs/contract.md#filters).
 * @throws ValidationError `FILTER.INVALID` with every violation, including `FILTER.KEY_TAKEN` and the caller's
 *   `rejected` ones.
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 */
export class CreateFilter {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: CreateFilterCommand): Promise<Filter> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const violations = new Violations(command.rejected);
      const filter = violations.attempt(() =>
        Filter.create({ ...command, id: this.ids.next(), companyId: company.id, now: this.clock.now() }),
      );
      await checkKeyFree(r.filters, { companyId: company.id, key: command.key, exceptId: null }, violations);
      violations.throwIfAny(FILTER_INVALID);
      await r.filters.save(filter as Filter);
      await recordChange(r.audit, 'filter.created', null, (filter as Filter).toProps());
      return filter as Filter;
    });
  }
}
