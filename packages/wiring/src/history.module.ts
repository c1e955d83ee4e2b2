import { ListAuditEvents, PurgeAuditEvents } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, cursorSeal } = PORTS;

/**
 * History (docs/change-history.md): the audit trail of `GET /v1/audit-events` and its retention purge
 * (`AUDIT_RETENTION_DAYS`).
 */
export const historyModule = new ContainerModule(({ bind }) => {
  bind(ListAuditEvents).toDynamicValue((c) => new ListAuditEvents(c.get(unitOfWork), c.get(cursorSeal)));
  bind(PurgeAuditEvents).toDynamicValue(
    (c) => new PurgeAuditEvents(c.get(unitOfWork), c.get(clock), c.get(PORTS.auditRetentionDays)),
  );
});
