import { dashboardBackendModule } from '@employee/http-dashboard';
import { restApiModule } from '@employee/http-express';
import { contextModules } from '@employee/wiring';
import { Container } from 'inversify';
import type { Infrastructure } from './infrastructure';
import { adaptersModule } from './modules/adapters.module';
import { dashboardModule } from './modules/dashboard.module';
import { notificationsAdaptersModule } from './modules/notifications.module';
import { reportsModule } from './modules/reports.module';
import { runtimeModule } from './modules/runtime.module';
import { signInModule } from './modules/sign-in.module';
import { webhooksAdaptersModule } from './modules/webhooks.module';
import { TOKENS } from './tokens';

/**
 * The composition root's container, used by `npm start` and the admin CLI: binds `infrastructure`, loads
 * `@employee/wiring`'s context modules (the use cases, bound to `PORTS`), the REST app's and the dashboard backend's
 * groupings of them (`restApiModule`, `dashboardBackendModule`), the adapters behind the ports (`adapters`,
 * `webhooks`, `notifications`, `sign-in`, `reports`), and the runtime (the REST app, the dashboard's backend and
 * pages, the reports app, the schedulers, the webhook delivery loops, the notifications worker). Every binding is a
 * factory, so no domain class carries a decorator. Source: docs/house-rules.md#dependency-injection.
 */
export async function buildContainer(infrastructure: Infrastructure): Promise<Container> {
  const container = new Container();
  container.bind(TOKENS.infrastructure).toConstantValue(infrastructure);
  container.load(
    ...contextModules,
    restApiModule,
    dashboardBackendModule,
    adaptersModule,
    webhooksAdaptersModule,
    notificationsAdaptersModule,
    signInModule,
    reportsModule,
    dashboardModule,
    runtimeModule,
  );
  return container;
}
