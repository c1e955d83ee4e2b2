import {
  ListAuditEvents,
  ListEmployeeChanges,
  ListFilterChanges,
  PurgeAuditEvents,
  VerifyAuditChain,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, cursorSeal } = PORTS;

/**
 * History (docs/change-history.md): the employees' and filters' changes feeds, the audit trail of
 * `GET /v1/audit-events`, the admin CLI's `audit verify`, and the retention purge (`AUDIT_RETENTION_DAYS`).
 */
export const historyModule = new ContainerModule(({ bind }) => {
  bind(ListEmployeeChanges).toDynamicValue((c) => new ListEmployeeChanges(c.get(unitOfWork), c.get(cursorSeal)));
  bind(ListFilterChanges).toDynamicValue((c) => new ListFilterChanges(c.get(unitOfWork), c.get(cursorSeal)));
  bind(ListAuditEvents).toDynamicValue((c) => new ListAuditEvents(c.get(unitOfWork), c.get(cursorSeal)));
  bind(VerifyAuditChain).toDynamicValue((c) => new VerifyAuditChain(c.get(unitOfWork)));
  bind(PurgeAuditEvents).toDynamicValue(
    (c) => new PurgeAuditEvents(c.get(unitOfWork), c.get(clock), c.get(PORTS.auditRetentionDays)),
  );
});
