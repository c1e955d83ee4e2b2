import { CheckStorage } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

/** What every context shares: `CheckStorage`, the health probe of `/api/health` over the unit of work. */
export const kernelModule = new ContainerModule(({ bind }) => {
  bind(CheckStorage).toDynamicValue((c) => new CheckStorage(c.get(PORTS.unitOfWork)));
});
