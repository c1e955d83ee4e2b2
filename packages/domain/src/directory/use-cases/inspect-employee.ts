import type { Employee } from '../employee';
import { employeeNotFound } from '../employee.errors';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';

/**
 * Reads the stored record of an employee of any company, soft-deleted too: admin `employee inspect`
 * (docs/contract.md#admin-cli). Never reachable through the REST API.
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` for an unknown id.
 */
export class InspectEmployee {
  constructor(private readonly uow: UnitOfWork<DirectoryRepositories>) {}

  async execute(query: { id: string }): Promise<Employee> {
    return this.uow.run(async (r) => {
      const employee = await r.employees.ofId(query.id, 'read');
      if (!employee) throw employeeNotFound();
      return employee;
    });
  }
}
