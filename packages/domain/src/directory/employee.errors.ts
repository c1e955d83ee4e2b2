import { NotFoundError, StateError } from '../kernel/domain-error';

export { EMPLOYEE_INVALID } from '../kernel/br/br.errors';
/** Code of a restore refused because an active employee now holds the same document, email or phone. */
export const EMPLOYEE_RESTORE_CONFLICT = 'EMPLOYEE.RESTORE_CONFLICT';
/** Code of a restore of an employee that is not soft-deleted. */
export const EMPLOYEE_NOT_DELETED = 'EMPLOYEE.NOT_DELETED';

/**
 * No visible employee with this id in the target company (docs/contract.md#endpoints: 404 when missing or
 * soft-deleted).
 */
export function employeeNotFound(): NotFoundError {
  return new NotFoundError('EMPLOYEE.NOT_FOUND', 'Employee not found');
}

/** Code of a change refused because the employee was anonymised: its personal data is gone for good. */
export const EMPLOYEE_ANONYMISED = 'EMPLOYEE.ANONYMISED';

/**
 * The employee was anonymised (docs/lgpd.md#anonymisation): it cannot be restored, its personal data being gone for
 * good. A conflict (409).
 */
export function employeeAnonymised(): StateError {
  return new StateError(EMPLOYEE_ANONYMISED, 'An anonymised employee cannot be restored');
}
