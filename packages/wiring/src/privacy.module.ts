import { AnonymiseEmployee, AnonymiseExpiredEmployees, ExportPersonalData } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock } = PORTS;

/**
 * The privacy context (data-subject rights, docs/lgpd.md): the export of a person's data and their anonymisation,
 * for `/v1/employees/{id}/personal-data` and `/v1/employees/{id}/anonymise`, the admin CLI, and the retention pass
 * (`RETENTION_DAYS_AFTER_DELETION`).
 */
export const privacyModule = new ContainerModule(({ bind }) => {
  bind(ExportPersonalData).toDynamicValue((c) => new ExportPersonalData(c.get(unitOfWork), c.get(clock)));
  bind(AnonymiseEmployee).toDynamicValue((c) => new AnonymiseEmployee(c.get(unitOfWork), c.get(clock)));
  bind(AnonymiseExpiredEmployees).toDynamicValue(
    (c) => new AnonymiseExpiredEmployees(c.get(unitOfWork), c.get(clock), c.get(PORTS.deletionRetention)),
  );
});
