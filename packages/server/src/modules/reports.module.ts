import { CheckStorage, ReadComments, ReadReport } from '@employee/domain';
import { createReportsApp } from '@employee/http-reports';
import { TypeOrmReportSources } from '@employee/persistence-typeorm';
import { AUTHENTICATION } from '@employee/wiring';
import { ContainerModule } from 'inversify';
import { companyConcurrencyOf } from '../company-concurrency';
import { listenerSettingsOf } from '../listener-settings';
import { TOKENS } from '../tokens';

/**
 * The reports (docs/reports.md): one `TypeOrmReportSources` per process behind `PORTS.reportSources` (it keeps
 * each campaign's respondent table in memory), and the reports listener's app, with the REST app's authentication
 * use cases and rate-limit counters and `REPORTS_PUBLIC_BASE_URL` as its public origin.
 */
export const reportsModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.reportSources)
    .toDynamicValue((c) => {
      const { database, config } = c.get(TOKENS.infrastructure);
      return new TypeOrmReportSources(database.dataSource, config.timeZone);
    })
    .inSingletonScope();
  bind(TOKENS.reportsApp)
    .toDynamicValue((c) => {
      const { config, logger, redis, database, timeBounds } = c.get(TOKENS.infrastructure);
      return createReportsApp({
        access: c.get(AUTHENTICATION),
        limiters: c.get(TOKENS.authLimiters),
        reports: { readReport: c.get(ReadReport), readComments: c.get(ReadComments) },
        health: c.get(CheckStorage),
        settings: {
          ...listenerSettingsOf(config, config.reportsPublicBaseUrl),
          companyConcurrency: companyConcurrencyOf(config, database.kind),
        },
        redis,
        logger,
        requestClassScope: timeBounds.scope,
      });
    })
    .inSingletonScope();
});
