import {
  CreateEmployee,
  CreateFilter,
  DeleteEmployee,
  DeleteFilter,
  FindValueHolder,
  GetEmployee,
  GetFilter,
  InspectEmployee,
  ListDeletedEmployees,
  ListEmployeeChanges,
  ListEmployees,
  ListFilterChanges,
  ListFilters,
  RestoreEmployee,
  SettleDueFirings,
  UpdateEmployee,
  UpdateFilter,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, ids, settings, cursorSeal } = PORTS;

/**
 * The directory (employees and filters): the use cases of `/v1/employees` and `/v1/filters` and their changes
 * feeds, the admin CLI's
 * `employee inspect`, `employee holder`, `employee restore` and `filter create`, the dashboard's soft-deleted
 * employees and their restore, and the settlement of recorded firings that the scheduler runs.
 */
export const directoryModule = new ContainerModule(({ bind }) => {
  bind(ListEmployees).toDynamicValue((c) => new ListEmployees(c.get(unitOfWork)));
  bind(ListEmployeeChanges).toDynamicValue((c) => new ListEmployeeChanges(c.get(unitOfWork), c.get(cursorSeal)));
  bind(ListFilterChanges).toDynamicValue((c) => new ListFilterChanges(c.get(unitOfWork), c.get(cursorSeal)));
  bind(CreateEmployee).toDynamicValue(
    (c) => new CreateEmployee(c.get(unitOfWork), c.get(clock), c.get(ids), c.get(settings)),
  );
  bind(GetEmployee).toDynamicValue((c) => new GetEmployee(c.get(unitOfWork)));
  bind(UpdateEmployee).toDynamicValue((c) => new UpdateEmployee(c.get(unitOfWork), c.get(clock), c.get(settings)));
  bind(DeleteEmployee).toDynamicValue((c) => new DeleteEmployee(c.get(unitOfWork), c.get(clock)));
  bind(InspectEmployee).toDynamicValue((c) => new InspectEmployee(c.get(unitOfWork)));
  bind(FindValueHolder).toDynamicValue((c) => new FindValueHolder(c.get(unitOfWork)));
  bind(RestoreEmployee).toDynamicValue((c) => new RestoreEmployee(c.get(unitOfWork), c.get(clock)));
  bind(ListDeletedEmployees).toDynamicValue((c) => new ListDeletedEmployees(c.get(unitOfWork)));
  bind(SettleDueFirings).toDynamicValue((c) => new SettleDueFirings(c.get(unitOfWork), c.get(clock)));
  bind(ListFilters).toDynamicValue((c) => new ListFilters(c.get(unitOfWork)));
  bind(CreateFilter).toDynamicValue((c) => new CreateFilter(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(GetFilter).toDynamicValue((c) => new GetFilter(c.get(unitOfWork)));
  bind(UpdateFilter).toDynamicValue((c) => new UpdateFilter(c.get(unitOfWork), c.get(clock)));
  bind(DeleteFilter).toDynamicValue((c) => new DeleteFilter(c.get(unitOfWork), c.get(clock)));
});
