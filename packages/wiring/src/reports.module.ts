import { ReadReport } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

/** Reports (docs/reports.md): `ReadReport` over the bound respondent tables and minimum group size. */
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
});
