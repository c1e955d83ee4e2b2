import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { DomainSettings } from '../../kernel/settings';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { CampaignMembershipPorts, DirectoryRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { readCreateCampaignFlag, type CampaignFlagsInput } from '../campaign-flags';
import { DateBR } from '../../kernel/br/date-br';
import { Employee } from '../employee';
import { EMPTY_PROFILE, mergeProfile, type EmployeeInput } from '../employee-profile';
import { EMPLOYEE_INVALID } from '../employee.errors';
import { resolveFieldEntries } from '../field-entries';
import { checkUniqueness } from '../check-uniqueness';
import { requireCompany } from '../../tenancy';
import { recordEmployeeChange } from '../employee-audit';

/**
 * POST /v1/employees: the employee's properties (camelCase; violations name the API's snake_case fields), the
 * `fields` entries and campaign flags, the target company, and what the caller already rejected (see
 * {@link PriorRejections}). Unknown properties are ignored.
 */
export interface CreateEmployeeCommand extends EmployeeInput, CampaignFlagsInput, PriorRejections {
  companyId: string;
  fields?: unknown;
}

/**
 * Creates an employee in the target company (docs/contract.md#create-and-update, #states-and-transitions: (none) →
 * active).
 *
 * Validates every rule at once: each field's format, the rules between fields, the identify key, the
 * `fields` entries against the company's active filters (all required filters, also when `fields` is
 * absent), `include_campaign` (required unless `firing_date` is sent) and uniqueness of document, e-mail,
 * phone (all companies) and internal_id (the company), in one pass with the caller's `rejected` properties.
 * Then stores the employee with a new UUID, linked to
 * every active campaign when `include_campaign` is true; a `firing_date` records a firing.
 *
 * @throws ValidationError `EMPLOYEE.INVALID` with every violation (422).
 * @throws NotFoundError `COMPANY.NOT_FOUND` when the target company does not exist.
 */
export class CreateEmployee {
  constructor(
    private readonly uow: UnitOfWork<
      DirectoryRepositories & CampaignMembershipPorts & TenancyRepositories & HistoryRepositories
    >,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly settings: DomainSettings,
  ) {}

  async execute(command: CreateEmployeeCommand): Promise<Employee> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      await r.invitations.lockMembership(company.id, 'shared');
      const now = this.clock.now();
      const violations = new Violations(command.rejected);
      const today = DateBR.today(now, this.settings.timeZone);
      const profile = mergeProfile(EMPTY_PROFILE, command, { company, today, violations });
      const filters = await r.filters.activeOfCompany(company.id);
      const fieldValues = resolveFieldEntries(command.fields === undefined ? [] : command.fields, filters, violations);
      const include = readCreateCampaignFlag(command, violations);
      await checkUniqueness(r.employees, { companyId: company.id, exceptId: null, profile }, violations);
      violations.throwIfAny(EMPLOYEE_INVALID);
      const employee = Employee.register({
        id: this.ids.next(),
        companyId: company.id,
        profile,
        fieldValues: fieldValues ?? [],
        campaignIds: include ? await r.campaigns.activeIdsOf(company.id) : [],
        campaignChoice: include ? 'in' : 'out',
        now,
        settleDelaySeconds: this.settings.firingSettleDelaySeconds,
      });
      await r.employees.save(employee);
      await recordEmployeeChange(r.audit, null, employee);
      return employee;
    });
  }
}
