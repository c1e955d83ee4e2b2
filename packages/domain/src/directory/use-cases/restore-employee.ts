import type { Employee } from '../employee';
import { EMPLOYEE_RESTORE_CONFLICT, employeeNotFound } from '../employee.errors';
import { uniqueProbeOf, uniqueValueTaken } from '../uniqueness';
import { ValidationError } from '../../kernel/violations';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { recordEmployeeChange } from '../employee-audit';

/** Admin `employee restore --id ID`, or the dashboard's `POST /admin/api/employees/{id}/restore`. */
export interface RestoreEmployeeCommand {
  id: string;
  /**
   * The company the caller acts on (the dashboard's target company): an employee of another company is then not
   * found. Absent for the admin CLI, which may restore an employee of any company.
   */
  companyId?: string;
}

/**
 * Brings a soft-deleted employee back to active: the spec's "restore, only through an administrative command on
 * the server" (States and transitions), run by the admin CLI and by the administrative dashboard
 * (docs/access.md#dashboard-only-endpoints). Field values and campaign links removed by the deletion do not come
 * back; a settled firing is cleared. The audit event `employee.restored` names the change context's actor.
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` for an unknown id, or one of another company than `companyId`.
 * @throws StateError `EMPLOYEE.NOT_DELETED` when the employee is not soft-deleted.
 * @throws ValidationError `EMPLOYEE.RESTORE_CONFLICT` when an active employee now holds the same document,
 *   email or phone (or internal_id in the company), naming those fields (docs/contract.md#admin-cli), also
 *   when that employee was saved concurrently.
 */
export class RestoreEmployee {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: RestoreEmployeeCommand): Promise<Employee> {
    return this.uow.run(async (r) => {
      const employee = await r.employees.ofId(command.id);
      if (!employee || (command.companyId !== undefined && employee.companyId !== command.companyId)) {
        throw employeeNotFound();
      }
      const before = employee.toProps();
      employee.restore(this.clock.now());
      const taken = await r.employees.clashesWith(
        uniqueProbeOf({ companyId: employee.companyId, exceptId: employee.id, profile: employee.profile }),
      );
      if (taken.length > 0) throw uniqueValueTaken(taken, EMPLOYEE_RESTORE_CONFLICT);
      await r.employees.save(employee).catch((error: unknown) => {
        // A concurrent write took a value after the check: storage reports it as EMPLOYEE.INVALID.
        throw error instanceof ValidationError
          ? new ValidationError(EMPLOYEE_RESTORE_CONFLICT, error.violations)
          : error;
      });
      await recordEmployeeChange(r.audit, before, employee);
      return employee;
    });
  }
}
