import { AnonymiseExpiredEmployees, PurgeAuditEvents, SettleDueFirings } from '@employee/domain';
import { authLimiters, bulkheadsOf } from '@employee/http-common';
import { createApp, REST_USE_CASES } from '@employee/http-express';
import { TypeOrmIdempotencyKeys } from '@employee/persistence-typeorm';
import { FiringScheduler, PassScheduler } from '@employee/scheduler';
import { ContainerModule } from 'inversify';
import { companyConcurrencyOf } from '../company-concurrency';
import { listenerSettingsOf } from '../listener-settings';
import { TOKENS } from '../tokens';

/** How often the audit trail's retention purge runs: hourly (it removes what is older than `AUDIT_RETENTION_DAYS`). */
const AUDIT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How often the anonymisation after `RETENTION_DAYS_AFTER_DELETION` runs when it has nothing to do: hourly. A pass
 * that anonymised any employee is followed at once by the next, until the backlog is drained.
 */
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The running parts: the REST app (handed each router's use cases from `REST_USE_CASES`, the `Idempotency-Key`s
 * kept in the database, the settings from the configuration, the dashboard's backend and pages, and the process's
 * authentication counters, which the reports app and the dashboard share), the firing scheduler, the audit
 * trail's hourly retention purge (docs/change-history.md#audit-trail), and the anonymisation of employees deleted
 * longer ago than `RETENTION_DAYS_AFTER_DELETION` (docs/configuration.md).
 */
export const runtimeModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.authLimiters)
    .toDynamicValue((c) => authLimiters(c.get(TOKENS.infrastructure).redis))
    .inSingletonScope();
  bind(TOKENS.apiBulkheads)
    .toDynamicValue((c) => {
      const { config, database } = c.get(TOKENS.infrastructure);
      return bulkheadsOf(companyConcurrencyOf(config, database.kind));
    })
    .inSingletonScope();
  bind(TOKENS.httpApp)
    .toDynamicValue((c) => {
      const { config, logger, redis, database, timeBounds, changeContexts } = c.get(TOKENS.infrastructure);
      const dashboard = c.get(TOKENS.dashboard);
      return createApp({
        ...c.get(REST_USE_CASES),
        limiters: c.get(TOKENS.authLimiters),
        bulkheads: c.get(TOKENS.apiBulkheads),
        changeContexts,
        dashboardBackend: c.get(TOKENS.dashboardBackend),
        ...(dashboard ? { dashboard } : {}),
        idempotencyKeys: new TypeOrmIdempotencyKeys(database.dataSource),
        settings: {
          ...listenerSettingsOf(config, config.publicBaseUrl),
          timeZone: config.timeZone,
          uniquenessProbeBudgetPerHour: config.uniquenessProbeBudgetPerHour,
        },
        redis,
        logger,
        requestClassScope: timeBounds.scope,
      });
    })
    .inSingletonScope();
  bind(FiringScheduler)
    .toDynamicValue((c) => {
      const { config, logger } = c.get(TOKENS.infrastructure);
      return new FiringScheduler(c.get(SettleDueFirings), config.firingSettleIntervalMs, logger);
    })
    .inSingletonScope();
  bind(TOKENS.auditRetention)
    .toDynamicValue(
      (c) =>
        new PassScheduler(c.get(PurgeAuditEvents), AUDIT_PURGE_INTERVAL_MS, c.get(TOKENS.infrastructure).logger, {
          done: 'purged audit events past their retention',
          failed: 'audit retention purge failed; retrying next interval',
        }),
    )
    .inSingletonScope();
  bind(TOKENS.retentionPass)
    .toDynamicValue(
      (c) =>
        new PassScheduler(
          c.get(AnonymiseExpiredEmployees),
          RETENTION_INTERVAL_MS,
          c.get(TOKENS.infrastructure).logger,
          {
            done: 'anonymised employees deleted longer ago than the retention',
            failed: 'retention anonymisation failed; retrying next interval',
          },
          { busyIntervalMs: 0 },
        ),
    )
    .inSingletonScope();
});
