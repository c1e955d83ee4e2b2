import type { Employee } from './employee';
import { employeeNotFound } from './employee.errors';
import type { EmployeeAccess, Employees } from './employees';
import { isUuid } from '../kernel/text';

/**
 * The employee `id` as the API may see it from `companyId`: it must exist, belong to that company and not be
 * soft-deleted; anything else is the same 404 (docs/contract.md#endpoints: "404 when missing or soft-deleted";
 * #authentication-and-tenancy: "An employee id of another company is 404, never 200, for every method").
 * `purpose` as in `Employees.ofId` (default `'change'`: locked until the unit of work ends).
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND`.
 */
export async function requireVisibleEmployee(
  employees: Employees,
  companyId: string,
  id: unknown,
  purpose: EmployeeAccess = 'change',
): Promise<Employee> {
  const employee = isUuid(id) ? await employees.ofId(id.toLowerCase(), purpose) : null;
  if (!employee || !employee.isVisibleTo(companyId)) throw employeeNotFound();
  return employee;
}
