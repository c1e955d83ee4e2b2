import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import {
  employeeNotFound,
  recordEmployeeChange,
  type CampaignMembershipPorts,
  type DirectoryRepositories,
  type Employee,
} from '../../directory';
import type { HistoryRepositories } from '../../history';
import type { DataSubjectRepositories } from '../ports';
import { PersonalValues } from '../personal-values';
import { voluntaryDepartureOf } from '../data-subjects';

/**
 * `POST /v1/employees/{id}/anonymise` (the target company), the admin CLI (`companyId` absent or `null`: any
 * company) or the retention pass.
 */
export interface AnonymiseEmployeeCommand {
  employeeId: string;
  companyId?: string | null;
}

/**
 * Removes a person's personal data for good, in one transaction (LGPD Art. 18 IV and VI; docs/lgpd.md#anonymisation):
 * an active employee is soft-deleted first, with the effects and the audit event of a DELETE (`employee.deleted`);
 * then `Employee.anonymise` (the personal values `null`, the hiring and firing dates kept as 01/01/<year>, unique
 * values freed), the links from their survey responses to them removed (the answers stay in every aggregate), their
 * values scrubbed from the idempotency answers and webhook records (`PersonalDataCopies`), and the audit event
 * `employee.anonymised` (field names only), which the outbox turns into the webhook event of that type; the changes
 * feed gets a tombstone. Idempotent: an employee already anonymised is answered as it is, and nothing is written.
 * @returns the anonymised employee.
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` for an unknown id, or one of another company than `companyId`.
 */
export class AnonymiseEmployee {
  constructor(
    private readonly uow: UnitOfWork<
      DirectoryRepositories & CampaignMembershipPorts & HistoryRepositories & DataSubjectRepositories
    >,
    private readonly clock: Clock,
  ) {}

  async execute(command: AnonymiseEmployeeCommand): Promise<Employee> {
    return this.uow.run(async (r) => {
      const seen = await r.employees.ofId(command.employeeId, 'read');
      const companyId = command.companyId ?? null;
      if (!seen || (companyId !== null && seen.companyId !== companyId)) throw employeeNotFound();
      if (seen.state === 'anonymised') return seen;
      // As a DELETE: the membership lock before the employee is read for change (docs/surveys.md#invitations).
      await r.invitations.lockMembership(seen.companyId, 'shared');
      const employee = await r.employees.ofId(seen.id);
      if (!employee) throw employeeNotFound();
      if (employee.state === 'anonymised') return employee;
      const now = this.clock.now();
      const values = PersonalValues.of(employee, await r.dataSubjects.responsesOf(employee.id));
      const before = employee.toProps();
      if (!employee.isDeleted) {
        employee.softDelete(now);
        await recordEmployeeChange(r.audit, before, employee);
      }
      const deleted = employee.toProps();
      employee.anonymise(now);
      await r.dataSubjects.unlinkResponses(employee.id, voluntaryDepartureOf(deleted));
      await r.employees.save(employee);
      await r.personalDataCopies.scrub(employee.id, values);
      await recordEmployeeChange(r.audit, deleted, employee);
      return employee;
    });
  }
}
