import type { Employee } from '../employee';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import { requireVisibleEmployee } from '../visible-employee';

/** GET /v1/employees/{id}. */
export interface GetEmployeeQuery {
  companyId: string;
  id: string;
}

/**
 * Reads one visible employee of the target company (docs/contract.md#endpoints).
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` when missing, soft-deleted or of another company.
 */
export class GetEmployee {
  constructor(private readonly uow: UnitOfWork<DirectoryRepositories>) {}

  async execute(query: GetEmployeeQuery): Promise<Employee> {
    return this.uow.run((r) => requireVisibleEmployee(r.employees, query.companyId, query.id, 'read'));
  }
}
