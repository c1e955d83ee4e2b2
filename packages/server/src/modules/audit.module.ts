import { ListAuditEvents, PurgeAuditEvents, VerifyAuditChain } from '@employee/domain';
import { PassScheduler } from '@employee/scheduler';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, infrastructure, cursorSeal } = TOKENS;

/** How often the retention purge runs: hourly (it removes what is older than `AUDIT_RETENTION_DAYS`). */
const AUDIT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The audit trail: `GET /v1/audit-events`, the admin CLI's `audit verify`, and the scheduler's hourly retention purge
 * (`AUDIT_RETENTION_DAYS`). Source: docs/change-history.md#audit-trail.
 */
export const auditModule = new ContainerModule(({ bind }) => {
  bind(ListAuditEvents).toResolvedValue((...ports) => new ListAuditEvents(...ports), [unitOfWork, cursorSeal]);
  bind(VerifyAuditChain).toResolvedValue((...ports) => new VerifyAuditChain(...ports), [unitOfWork]);
  bind(PurgeAuditEvents).toResolvedValue(
    (uow, time, { config }) => new PurgeAuditEvents(uow, time, config.auditRetentionDays),
    [unitOfWork, clock, infrastructure],
  );
  bind(TOKENS.auditEventUseCases).toResolvedValue((listAuditEvents) => ({ listAuditEvents }), [ListAuditEvents]);
  bind(TOKENS.auditRetention)
    .toResolvedValue(
      (purge, { logger }) =>
        new PassScheduler(purge, AUDIT_PURGE_INTERVAL_MS, logger, {
          done: 'purged audit events past their retention',
          failed: 'audit retention purge failed; retrying next interval',
        }),
      [PurgeAuditEvents, infrastructure],
    )
    .inSingletonScope();
});
