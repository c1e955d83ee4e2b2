import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { HistoryRepositories } from '../ports';

/** The shortest retention of audit events, in days: Marco Civil da Internet, Art. 15 (access logs for 6 months). */
export const MIN_AUDIT_RETENTION_DAYS = 180;
/** The default retention of audit events, in days (`AUDIT_RETENTION_DAYS`). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/**
 * The scheduler's retention purge: removes the audit events that occurred more than `retentionDays` days ago
 * (`AUDIT_RETENTION_DAYS`, at least {@link MIN_AUDIT_RETENTION_DAYS}), in one transaction. Source: decisions
 * change-history.md#audit-trail.
 * @throws RangeError when `retentionDays` is below the minimum or not an integer.
 */
export class PurgeAuditEvents {
  constructor(
    private readonly uow: UnitOfWork<HistoryRepositories>,
    private readonly clock: Clock,
    private readonly retentionDays: number,
  ) {
    if (!Number.isInteger(retentionDays) || retentionDays < MIN_AUDIT_RETENTION_DAYS) {
      throw new RangeError(`audit retention must be an integer of at least ${MIN_AUDIT_RETENTION_DAYS} days`);
    }
  }

  /** @returns how many events were purged. */
  async execute(): Promise<{ purged: number }> {
    const cutoff = new Date(this.clock.now().getTime() - this.retentionDays * 24 * 60 * 60 * 1000);
    return { purged: await this.uow.run((r) => r.audit.purgeOccurredBefore(cutoff)) };
  }
}
