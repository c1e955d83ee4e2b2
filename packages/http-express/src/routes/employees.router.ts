import {
  toEmployeeView,
  type CreateEmployee,
  type DeleteEmployee,
  type Employee,
  type GetEmployee,
  type ListEmployees,
  type UpdateEmployee,
} from '@employee/domain';
import type { Router } from 'express';
import { EmployeeBodyRequest, UpdateEmployeeRequest } from '../dto/employee-body.request';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/employees`. */
export interface EmployeeUseCases {
  readonly listEmployees: ListEmployees;
  readonly createEmployee: CreateEmployee;
  readonly getEmployee: GetEmployee;
  readonly updateEmployee: UpdateEmployee;
  readonly deleteEmployee: DeleteEmployee;
}

/**
 * `/v1/employees`: list and search (`search`, `page`, `per_page`), create, get, update (partial; firing and
 * campaign flags), delete (soft delete, 204); another company's or a soft-deleted employee is a 404. Source:
 * spec, Endpoints (Employees); product decisions, Employee, Firing and deletion, Lists.
 */
export function employeesRouter(
  useCases: EmployeeUseCases,
  trial: Pick<EmployeeUseCases, 'createEmployee' | 'updateEmployee'>,
  timeZone: string,
  publicBaseUrl: string | null,
): Router {
  return resourceRouter<Employee, EmployeeBodyRequest, UpdateEmployeeRequest>(
    {
      trial: {
        create: (company_id, body) => trial.createEmployee.execute({ ...body, company_id }),
        update: (company_id, id, body) => trial.updateEmployee.execute({ ...body, company_id, id }),
      },
      list: (company_id, { search, page, per_page }) => useCases.listEmployees.execute({ company_id, search, page, per_page }),
      create: (company_id, body) => useCases.createEmployee.execute({ ...body, company_id }),
      get: (company_id, id) => useCases.getEmployee.execute({ company_id, id }),
      update: (company_id, id, body) => useCases.updateEmployee.execute({ ...body, company_id, id }),
      remove: (company_id, id) => useCases.deleteEmployee.execute({ company_id, id }),
      view: (employee) => toEmployeeView(employee, timeZone),
      createBody: EmployeeBodyRequest,
      updateBody: UpdateEmployeeRequest,
      scopes: { read: 'employees:read', write: 'employees:write' },
    },
    publicBaseUrl,
  );
}
