import type { AuditTrail } from '../history';
import { recordChange } from '../history';
import { Employee, type EmployeeProps } from './employee';

/** API names of the employee props whose names differ from their snake_case (docs/contract.md#employee-fields). */
const EMPLOYEE_NAMES = { fieldValues: 'fields', campaignIds: 'campaigns', campaignChoice: 'campaign_choice' };

/**
 * The audit action of an employee's change, by the lifecycle transition from `before` (`null`: none yet) to `after`:
 * `employee.created`, `employee.deleted` (soft delete), `employee.anonymised`, `employee.restored`, `employee.firing_recorded`,
 * `employee.firing_cancelled`, else `employee.updated`. Source: decisions change-history.md#audit-trail.
 */
export function employeeAction(before: EmployeeProps | null, after: Employee): string {
  if (before === null) return 'employee.created';
  const was = Employee.fromProps(before).state;
  if (after.state === was) return 'employee.updated';
  if (after.state === 'anonymised') return 'employee.anonymised';
  if (after.state === 'soft-deleted') return 'employee.deleted';
  if (was === 'soft-deleted') return 'employee.restored';
  return after.state === 'firing-recorded' ? 'employee.firing_recorded' : 'employee.firing_cancelled';
}

/**
 * Records the audit event of saving `employee`, changed from `before` (its props when read; `null` when created):
 * the action of {@link employeeAction} and the API names of the changed properties (`fields`, `campaigns`,
 * `deleted_at`, …; `firing_settles_at` is internal and never named).
 */
export function recordEmployeeChange(
  audit: AuditTrail,
  before: EmployeeProps | null,
  employee: Employee,
): Promise<void> {
  return recordChange(audit, employeeAction(before, employee), before, employee.toProps(), {
    names: EMPLOYEE_NAMES,
    ignore: ['firingSettlesAt'],
  });
}
