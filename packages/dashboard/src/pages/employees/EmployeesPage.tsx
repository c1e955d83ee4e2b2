import { Route, Routes } from 'react-router';
import { EmployeeCreatePage } from './EmployeeCreatePage';
import { EmployeeEditPage } from './EmployeeEditPage';
import { EmployeeList } from './EmployeeList';
import { EmployeeRecord } from './EmployeeRecord';

/**
 * Employees (docs/dashboard.md#pages): the search over the company's employees, paged, a person's record at
 * `employees/:id` (`employees:read`; docs/openapi.yaml, `/v1/employees`), and for `employees:write` holders the new
 * employee's form at `employees/new` and the edit form at `employees/:id/edit`.
 */
export function EmployeesPage() {
  return (
    <Routes>
      <Route index element={<EmployeeList />} />
      <Route path="new" element={<EmployeeCreatePage />} />
      <Route path=":id" element={<EmployeeRecord />} />
      <Route path=":id/edit" element={<EmployeeEditPage />} />
    </Routes>
  );
}
