import {
  CreateEmployee,
  DeleteEmployee,
  GetEmployee,
  FindValueHolder,
  InspectEmployee,
  ListDeletedEmployees,
  ListEmployeeChanges,
  ListEmployees,
  RestoreEmployee,
  SettleDueFirings,
  UpdateEmployee,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids, settings, cursorSeal } = TOKENS;

/**
 * The employee capability: the use cases of `/v1/employees` and its changes feed (one by one and grouped for the
 * router), the admin CLI's `employee inspect`, `employee holder` and `employee restore`, the dashboard's list of
 * soft-deleted employees and restore (grouped for `/admin/api/employees`), and the settlement of recorded firings
 * that the scheduler runs.
 */
export const employeesModule = new ContainerModule(({ bind }) => {
  bind(ListEmployees).toResolvedValue((...ports) => new ListEmployees(...ports), [unitOfWork]);
  bind(CreateEmployee).toResolvedValue((...ports) => new CreateEmployee(...ports), [unitOfWork, clock, ids, settings]);
  bind(GetEmployee).toResolvedValue((...ports) => new GetEmployee(...ports), [unitOfWork]);
  bind(UpdateEmployee).toResolvedValue((...ports) => new UpdateEmployee(...ports), [unitOfWork, clock, settings]);
  bind(DeleteEmployee).toResolvedValue((...ports) => new DeleteEmployee(...ports), [unitOfWork, clock]);
  bind(ListEmployeeChanges).toResolvedValue((...ports) => new ListEmployeeChanges(...ports), [unitOfWork, cursorSeal]);
  bind(InspectEmployee).toResolvedValue((...ports) => new InspectEmployee(...ports), [unitOfWork]);
  bind(FindValueHolder).toResolvedValue((...ports) => new FindValueHolder(...ports), [unitOfWork]);
  bind(RestoreEmployee).toResolvedValue((...ports) => new RestoreEmployee(...ports), [unitOfWork, clock]);
  bind(ListDeletedEmployees).toResolvedValue((...ports) => new ListDeletedEmployees(...ports), [unitOfWork]);
  bind(SettleDueFirings).toResolvedValue((...ports) => new SettleDueFirings(...ports), [unitOfWork, clock]);
  bind(TOKENS.employeeUseCases).toResolvedValue(
    (listEmployees, createEmployee, getEmployee, updateEmployee, deleteEmployee, listEmployeeChanges) => ({
      listEmployees,
      createEmployee,
      getEmployee,
      updateEmployee,
      deleteEmployee,
      listEmployeeChanges,
    }),
    [ListEmployees, CreateEmployee, GetEmployee, UpdateEmployee, DeleteEmployee, ListEmployeeChanges],
  );
  bind(TOKENS.adminEmployeeUseCases).toResolvedValue(
    (listDeletedEmployees, restoreEmployee) => ({ listDeletedEmployees, restoreEmployee }),
    [ListDeletedEmployees, RestoreEmployee],
  );
});
