import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import { readUpdateCampaignFlags, type CampaignFlagsInput } from '../campaign-flags';
import { DateBR } from '../../kernel/br/date-br';
import type { Employee } from '../employee';
import { mergeProfile, type EmployeeInput } from '../employee-profile';
import { EMPLOYEE_INVALID } from '../employee.errors';
import { resolveFieldEntries } from '../field-entries';
import type { Clock } from '../../kernel/clock';
import type { DomainSettings } from '../../kernel/settings';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { CampaignMembershipPorts, DirectoryRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { Violations, type PriorRejections } from '../../kernel/violations';
import { checkUniqueness } from '../check-uniqueness';
import { requireCompany } from '../../tenancy';
import { requireVisibleEmployee } from '../visible-employee';
import { recordEmployeeChange } from '../employee-audit';

/**
 * PUT /v1/employees/{id}: the properties to change (as in {@link CreateEmployeeCommand}), the target company,
 * the path id, and what the caller already rejected (see {@link PriorRejections}).
 */
export interface UpdateEmployeeCommand extends EmployeeInput, CampaignFlagsInput, PriorRejections, ExpectedVersion {
  companyId: string;
  id: string;
  fields?: unknown;
}

/**
 * Updates an employee of the target company with partial-PUT semantics (docs/contract.md#employee-fields): only
 * the properties present change, `null` clears a nullable one, the rules run on the merged result, the
 * identify-key field cannot be cleared, `fields` when present replaces the whole set (required filters must
 * all be there) and when absent keeps it. `remove_campaign` is required; `include_campaign: true` links every
 * active campaign, `remove_campaign: true` unlinks them, both true is a 422. A `firing_date` records a firing
 * (settled later); `firing_date: null` cancels a pending one (docs/contract.md#states-and-transitions).
 *
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` for a missing, soft-deleted or other company's employee.
 * @throws ValidationError `EMPLOYEE.INVALID` with every violation, the caller's `rejected` ones included (422).
 */
export class UpdateEmployee {
  constructor(
    private readonly uow: UnitOfWork<
      DirectoryRepositories & CampaignMembershipPorts & TenancyRepositories & HistoryRepositories
    >,
    private readonly clock: Clock,
    private readonly settings: DomainSettings,
  ) {}

  async execute(command: UpdateEmployeeCommand): Promise<Employee> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      if (command.includeCampaign === true || command.removeCampaign === true)
        await r.invitations.lockMembership(company.id, 'shared');
      const employee = await requireVisibleEmployee(r.employees, company.id, command.id);
      assertExpectedVersion(employee.version, command.expectedVersion);
      const before = employee.toProps();
      const now = this.clock.now();
      const violations = new Violations(command.rejected);
      const today = DateBR.today(now, this.settings.timeZone);
      const profile = mergeProfile(employee.profile, command, { company, today, violations });
      const fieldValues =
        command.fields === undefined
          ? undefined
          : resolveFieldEntries(command.fields, await r.filters.activeOfCompany(company.id), violations);
      const campaigns = readUpdateCampaignFlags(command, violations);
      await checkUniqueness(r.employees, { companyId: company.id, exceptId: employee.id, profile }, violations);
      violations.throwIfAny(EMPLOYEE_INVALID);
      employee.revise(profile, now, this.settings.firingSettleDelaySeconds);
      if (fieldValues) employee.replaceFieldValues(fieldValues, now);
      if (campaigns.include || campaigns.remove) {
        const active = await r.campaigns.activeIdsOf(company.id);
        if (campaigns.include) employee.joinCampaigns(active, now);
        else employee.leaveCampaigns(active, now);
      }
      await r.employees.save(employee);
      await recordEmployeeChange(r.audit, before, employee);
      return employee;
    });
  }
}
