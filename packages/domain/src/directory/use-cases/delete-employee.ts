import { assertExpectedVersion, type ExpectedVersion } from '../../kernel/versions';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { CampaignMembershipPorts, DirectoryRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { requireVisibleEmployee } from '../visible-employee';
import { recordEmployeeChange } from '../employee-audit';

/** DELETE /v1/employees/{id}. */
export interface DeleteEmployeeCommand extends ExpectedVersion {
  companyId: string;
  id: string;
}

/**
 * Soft-deletes a visible employee of the target company at once: `deleted_at` set, field values and
 * campaign links removed, everything else kept (docs/contract.md#states-and-transitions: DELETE; #firing-and-deletion).
 * A second DELETE is a 404.
 * @throws NotFoundError `EMPLOYEE.NOT_FOUND` when missing, already soft-deleted or of another company.
 */
export class DeleteEmployee {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & CampaignMembershipPorts & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: DeleteEmployeeCommand): Promise<void> {
    await this.uow.run(async (r) => {
      await r.invitations.lockMembership(command.companyId, 'shared');
      const employee = await requireVisibleEmployee(r.employees, command.companyId, command.id);
      assertExpectedVersion(employee.version, command.expectedVersion);
      const before = employee.toProps();
      employee.softDelete(this.clock.now());
      await r.employees.save(employee);
      await recordEmployeeChange(r.audit, before, employee);
    });
  }
}
