import { CheckStorage, SettleDueFirings } from '@employee/domain';
import { authLimiters, bulkheadsOf } from '@employee/http-common';
import { createApp } from '@employee/http-express';
import { TypeOrmIdempotencyKeys } from '@employee/persistence-typeorm';
import { FiringScheduler } from '@employee/scheduler';
import { ContainerModule } from 'inversify';
import { companyConcurrencyOf } from '../company-concurrency';
import { listenerSettingsOf } from '../listener-settings';
import { TOKENS } from '../tokens';

/**
 * The running parts: the REST app (handed the use cases of each router, the health probe, the `Idempotency-Key`s
 * kept in the database, the settings from the configuration, and the process's authentication counters, which the
 * reports app shares) and the firing scheduler.
 */
// eslint-disable-next-line max-lines-per-function -- a wiring list: the REST app's bindings and each router's deps
export const runtimeModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.authLimiters)
    .toResolvedValue(({ redis }) => authLimiters(redis), [TOKENS.infrastructure])
    .inSingletonScope();
  bind(TOKENS.apiBulkheads)
    .toResolvedValue(
      ({ config, database }) => bulkheadsOf(companyConcurrencyOf(config, database.kind)),
      [TOKENS.infrastructure],
    )
    .inSingletonScope();
  bind(CheckStorage).toResolvedValue((...ports) => new CheckStorage(...ports), [TOKENS.unitOfWork]);
  bind(TOKENS.httpApp)
    .toResolvedValue(
      (
        { config, logger, redis, database, timeBounds, changeContexts },
        access,
        employees,
        filters,
        campaigns,
        survey,
        companies,
        scopes,
        profiles,
        users,
        permissions,
        apiKeys,
        signIn,
        auditEvents,
        adminEmployees,
        health,
        limiters,
        bulkheads,
        dashboard,
      ) =>
        createApp({
          access,
          limiters,
          bulkheads,
          employees,
          filters,
          campaigns,
          survey,
          companies,
          scopes,
          profiles,
          users,
          permissions,
          apiKeys,
          signIn,
          auditEvents,
          adminEmployees,
          changeContexts,
          ...(dashboard ? { dashboard } : {}),
          idempotencyKeys: new TypeOrmIdempotencyKeys(database.dataSource),
          health,
          settings: {
            ...listenerSettingsOf(config, config.publicBaseUrl),
            timeZone: config.timeZone,
            uniquenessProbeBudgetPerHour: config.uniquenessProbeBudgetPerHour,
            surveyRateLimit: {
              perTokenPerMinute: config.surveyRateLimitPerTokenPerMinute,
              perIpPerMinute: config.surveyRateLimitPerIpPerMinute,
            },
          },
          redis,
          logger,
          requestClassScope: timeBounds.scope,
        }),
      [
        TOKENS.infrastructure,
        TOKENS.accessUseCases,
        TOKENS.employeeUseCases,
        TOKENS.filterUseCases,
        TOKENS.campaignUseCases,
        TOKENS.surveyUseCases,
        TOKENS.companyUseCases,
        TOKENS.scopeUseCases,
        TOKENS.profileUseCases,
        TOKENS.userUseCases,
        TOKENS.permissionUseCases,
        TOKENS.apiKeyUseCases,
        TOKENS.signInUseCases,
        TOKENS.auditEventUseCases,
        TOKENS.adminEmployeeUseCases,
        CheckStorage,
        TOKENS.authLimiters,
        TOKENS.apiBulkheads,
        TOKENS.dashboard,
      ],
    )
    .inSingletonScope();
  bind(FiringScheduler)
    .toResolvedValue(
      (settle, { config, logger }) => new FiringScheduler(settle, config.firingSettleIntervalMs, logger),
      [SettleDueFirings, TOKENS.infrastructure],
    )
    .inSingletonScope();
});
