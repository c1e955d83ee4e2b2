import { CheckStorage, ReadReport } from '@employee/domain';
import { createReportsApp } from '@employee/http-reports';
import { TypeOrmReportSources } from '@employee/persistence-typeorm';
import { ContainerModule } from 'inversify';
import { companyConcurrencyOf } from '../company-concurrency';
import { listenerSettingsOf } from '../listener-settings';
import { TOKENS } from '../tokens';

/**
 * The reports capability (docs/reports.md): `ReadReport` over one `TypeOrmReportSources` per process (it
 * keeps each campaign's respondent table in memory), and the reports listener's app, with the REST app's
 * authentication use cases and rate-limit counters and `REPORTS_PUBLIC_BASE_URL` as its public origin.
 */
export const reportsModule = new ContainerModule(({ bind }) => {
  bind(TypeOrmReportSources)
    .toResolvedValue(
      ({ database, config }) => new TypeOrmReportSources(database.dataSource, config.timeZone),
      [TOKENS.infrastructure],
    )
    .inSingletonScope();
  bind(ReadReport).toResolvedValue(
    (uow, sources, clock, settings, { config }) =>
      new ReadReport(uow, sources, clock, settings, { minGroupSize: config.reportMinGroupSize }),
    [TOKENS.unitOfWork, TypeOrmReportSources, TOKENS.clock, TOKENS.settings, TOKENS.infrastructure],
  );
  bind(TOKENS.reportsApp)
    .toResolvedValue(
      ({ config, logger, redis, database, timeBounds }, access, limiters, readReport, health) =>
        createReportsApp({
          access,
          limiters,
          reports: { readReport },
          health,
          settings: {
            ...listenerSettingsOf(config, config.reportsPublicBaseUrl),
            companyConcurrency: companyConcurrencyOf(config, database.kind),
          },
          redis,
          logger,
          requestClassScope: timeBounds.scope,
        }),
      [TOKENS.infrastructure, TOKENS.accessUseCases, TOKENS.authLimiters, ReadReport, CheckStorage],
    )
    .inSingletonScope();
});
