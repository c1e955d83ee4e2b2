import { Route, Routes } from 'react-router';
import { EmployeeList } from './EmployeeList';
import { EmployeeRecord } from './EmployeeRecord';

/**
 * Employees (docs/dashboard.md#pages): the search over the company's employees, paged, and a
 * person's record at `employees/:id` (`employees:read`; docs/openapi.yaml, `/v1/employees`).
 */
export function EmployeesPage() {
  return (
    <Routes>
      <Route index element={<EmployeeList />} />
      <Route path=":id" element={<EmployeeRecord />} />
    </Routes>
  );
}
