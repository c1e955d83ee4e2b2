import type { ContainerModule } from 'inversify';
import { accessModule } from './access.module';
import { directoryModule } from './directory.module';
import { historyModule } from './history.module';
import { kernelModule } from './kernel.module';
import { reportsModule } from './reports.module';
import { surveysModule } from './surveys.module';
import { tenancyModule } from './tenancy.module';
import { webhooksModule } from './webhooks.module';
import { privacyModule } from './privacy.module';
import { notificationsModule } from './notifications.module';

/**
 * Every context's module and the kernel's, to load together over bound `PORTS`: the server's container, the
 * admin CLI's and the tests' load this same list.
 */
export const contextModules: readonly ContainerModule[] = [
  kernelModule,
  tenancyModule,
  directoryModule,
  accessModule,
  surveysModule,
  reportsModule,
  historyModule,
  webhooksModule,
  privacyModule,
  notificationsModule,
];
