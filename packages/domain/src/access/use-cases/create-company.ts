import { builtinProfilesOf } from '../builtin-profiles';
import { Company } from '../../tenancy';
import { COMPANY_INVALID } from '../../tenancy';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import { isUuid } from '../../kernel/text';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations } from '../../kernel/violations';
import { recordChange } from '../../history';

/** Admin `company create --name N --identify-key document|email [--parent COMPANY_ID]`. */
export interface CreateCompanyCommand {
  name: unknown;
  /** `document` or `email` (API field `identify_key`). */
  identifyKey: unknown;
  /** The parent company of a branch (API field `parent_id`). */
  parentId?: string | null;
}

/**
 * Creates a company, as a branch of `parentId` when given (docs/contract.md#admin-cli), with its three built-in
 * profiles in the same transaction (docs/access.md#profiles).
 * @throws ValidationError `COMPANY.INVALID` on `name`, `identify_key` or `parent_id` (unknown parent).
 */
export class CreateCompany {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(command: CreateCompanyCommand): Promise<Company> {
    return this.uow.run(async (r) => {
      const parentId = command.parentId ?? null;
      const violations = new Violations();
      const company = violations.attempt(() =>
        Company.create({ ...command, id: this.ids.next(), parentId, now: this.clock.now() }),
      );
      if (parentId !== null && (!isUuid(parentId) || !(await r.companies.ofId(parentId)))) {
        violations.add('parent_id', 'COMPANY.PARENT_UNKNOWN', 'does not name an existing company');
      }
      violations.throwIfAny(COMPANY_INVALID);
      const created = company as Company;
      await r.companies.save(created);
      await recordChange(r.audit, 'company.created', null, created.toProps());
      for (const profile of builtinProfilesOf(created.id, this.ids, created.createdAt)) await r.profiles.save(profile);
      return created;
    });
  }
}
