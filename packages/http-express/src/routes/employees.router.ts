import type {
  CreateEmployee,
  DeleteEmployee,
  Employee,
  GetEmployee,
  ListEmployeeChanges,
  ListEmployees,
  UpdateEmployee,
} from '@employee/domain';
import { toEmployeeView } from '@employee/wire';
import { bracketParameters } from '@employee/http-common';
import { Router } from 'express';
import { EmployeeBodyRequest, UpdateEmployeeRequest, employeeInputOf } from '../dto/employee-body.request';
import { changesRouter } from './changes.router';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/employees`. */
export interface EmployeeUseCases {
  readonly listEmployees: ListEmployees;
  readonly createEmployee: CreateEmployee;
  readonly getEmployee: GetEmployee;
  readonly updateEmployee: UpdateEmployee;
  readonly deleteEmployee: DeleteEmployee;
  readonly listEmployeeChanges: ListEmployeeChanges;
}

/**
 * `/v1/employees`: list and search (`search`, `filter[<key>]`, `page`, `per_page`), create, get, update (partial;
 * firing and campaign flags), delete (soft delete, 204); another company's or a soft-deleted employee is a 404. Source:
 * docs/contract.md#endpoints, #employee-fields, #firing-and-deletion, #lists-and-pagination,
 * #narrowing-by-a-filters-value. `GET /changes`: the
 * employees' changes feed (docs/change-history.md#the-changes-feeds), before `/:id`.
 */
export function employeesRouter(useCases: EmployeeUseCases, timeZone: string, publicBaseUrl: string | null): Router {
  const view = (employee: Employee) => toEmployeeView(employee, timeZone);
  const changes = changesRouter<Employee>({
    page: (companyId, query) => useCases.listEmployeeChanges.execute({ companyId, ...query }),
    property: 'employee',
    view,
    scope: 'employees:read',
  });
  const resource = resourceRouter<Employee, EmployeeBodyRequest, UpdateEmployeeRequest>(
    {
      list: (companyId, query, after) => {
        const { search, page, per_page } = query;
        const filter = bracketParameters(query, 'filter').values;
        return useCases.listEmployees.execute({ companyId, search, page, perPage: per_page, after, filter });
      },
      listFilters: (query) => bracketParameters(query, 'filter').names,
      create: (companyId, body, rejected) =>
        useCases.createEmployee.execute({ ...employeeInputOf(body), companyId, rejected }),
      get: (companyId, id) => useCases.getEmployee.execute({ companyId, id }),
      update: (companyId, id, body, rejected, _principal, expectedVersion) =>
        useCases.updateEmployee.execute({ ...employeeInputOf(body), companyId, id, rejected, expectedVersion }),
      remove: (companyId, id, expectedVersion) => useCases.deleteEmployee.execute({ companyId, id, expectedVersion }),
      versionOf: (employee) => employee.version,
      view,
      createBody: EmployeeBodyRequest,
      updateBody: UpdateEmployeeRequest,
      scopes: { read: 'employees:read', write: 'employees:write' },
    },
    publicBaseUrl,
  );
  return Router().use(changes, resource);
}
