import type { Employee } from '../employee/employee';
import { EMPLOYEE_RESTORE_CONFLICT, employeeNotFound } from '../employee/employee.errors';
import { uniqueProbeOf, uniqueValueTaken } from '../employee/uniqueness';
import { ValidationError } from '../shared/violations';
import type { Clock } from '../shared/clock';
import type { UnitOfWork } from '../shared/unit-of-work';
import { recordEmployeeChange } from '../employee/employee-audit';

/** Admin `employee restore --id ID`. */
export interface RestoreEmployeeCommand {
  id: string;
}

/**
 * Brings a soft-deleted employee of any company back to active: the spec's "restore, only through an
 * administrative command on the server" (States and transitions). Field values and campaign links removed
 * by the deletion do not come back; a settled firing is cleared.
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` for an unknown id.
 * @throws StateError `EMPLOYEE.NOT_DELETED` when the employee is not soft-deleted.
 * @throws ValidationError `EMPLOYEE.RESTORE_CONFLICT` when an active employee now holds the same document,
 *   email or phone (or internal_id in the company), naming those fields (docs/contract.md#admin-cli), also
 *   when that employee was saved concurrently.
 */
export class RestoreEmployee {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: RestoreEmployeeCommand): Promise<Employee> {
    return this.uow.run(async (r) => {
      const employee = await r.employees.ofId(command.id);
      if (!employee) throw employeeNotFound();
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
