import { Container } from 'inversify';
import type { Infrastructure } from './infrastructure';
import { accessModule } from './modules/access.module';
import { adaptersModule } from './modules/adapters.module';
import { auditModule } from './modules/audit.module';
import { campaignsModule } from './modules/campaigns.module';
import { companiesModule } from './modules/companies.module';
import { dashboardModule } from './modules/dashboard.module';
import { employeesModule } from './modules/employees.module';
import { filtersModule } from './modules/filters.module';
import { reportsModule } from './modules/reports.module';
import { runtimeModule } from './modules/runtime.module';
import { signInModule } from './modules/sign-in.module';
import { usersModule } from './modules/users.module';
import { TOKENS } from './tokens';

/**
 * The composition root's container: binds `infrastructure` and loads one module per capability (employees,
 * filters, companies, campaigns, access, users, sign-in, audit, reports), the adapters behind the ports, and the
 * runtime (the REST app and the firing scheduler). Every binding is a factory (`toResolvedValue`,
 * `toConstantValue`), so no domain class carries a decorator; ids are classes or typed symbols (`TOKENS`).
 * Source: docs/house-rules.md#dependency-injection.
 */
export async function buildContainer(infrastructure: Infrastructure): Promise<Container> {
  const container = new Container();
  container.bind(TOKENS.infrastructure).toConstantValue(infrastructure);
  container.load(
    adaptersModule,
    employeesModule,
    filtersModule,
    companiesModule,
    campaignsModule,
    accessModule,
    usersModule,
    signInModule,
    auditModule,
    reportsModule,
    dashboardModule,
    runtimeModule,
  );
  return container;
}
