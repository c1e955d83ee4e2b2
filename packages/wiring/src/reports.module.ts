import { ReadComments, ReadReport } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

/**
 * Reports (docs/reports.md): `ReadReport` and `ReadComments` over the bound respondent tables and minimum group size.
 */
export const reportsModule = new ContainerModule(({ bind }) => {
  bind(ReadReport).toDynamicValue(
    (c) =>
      new ReadReport(
        c.get(PORTS.unitOfWork),
        c.get(PORTS.reportSources),
        c.get(PORTS.clock),
        c.get(PORTS.settings),
        c.get(PORTS.reportSettings),
      ),
  );
  bind(ReadComments).toDynamicValue(
    (c) =>
      new ReadComments(
        c.get(PORTS.unitOfWork),
        c.get(PORTS.reportSources),
        c.get(PORTS.clock),
        c.get(PORTS.randomSource),
        c.get(PORTS.reportSettings),
      ),
  );
});
