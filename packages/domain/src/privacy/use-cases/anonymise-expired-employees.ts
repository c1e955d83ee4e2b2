import type { Clock } from '../../kernel/clock';
import { joinedUnitOfWork, type UnitOfWork } from '../../kernel/unit-of-work';
import type { CampaignMembershipPorts, DirectoryRepositories } from '../../directory';
import type { HistoryRepositories } from '../../history';
import type { DataSubjectRepositories } from '../ports';
import { AnonymiseEmployee } from './anonymise-employee';

/** Days after its soft deletion an employee is anonymised by default (`RETENTION_DAYS_AFTER_DELETION`). */
export const DEFAULT_RETENTION_DAYS_AFTER_DELETION = 180;
/** The longest retention after deletion that can be set, in days (about a hundred years). */
export const MAX_RETENTION_DAYS_AFTER_DELETION = 36_500;
/** How many employees one pass claims and anonymises, in one transaction. */
export const RETENTION_BATCH_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The scheduler's retention pass (`RETENTION_DAYS_AFTER_DELETION`; docs/configuration.md, docs/lgpd.md): in one
 * transaction, claims up to `batchSize` employees soft-deleted more than `retentionDays` days ago
 * (`Employees.claimExpiredDeletions`, oldest deletion first; a day is 24 hours of the Clock, and an employee deleted
 * exactly `retentionDays` days ago is not yet claimed) and anonymises each with {@link AnonymiseEmployee} in that
 * same transaction, so its audit events (`employee.anonymised`, actor the change context's: the system for the
 * scheduler) and effects commit with the claim. Concurrent passes, in one process or several, split the employees
 * (the claim skips locked rows) and an anonymised employee is never claimed again, so each is anonymised once.
 * `retentionDays` 0 disables it: nothing is claimed. Run the pass again while it answers a full batch.
 * @returns `{anonymised}`: how many employees this pass anonymised.
 * @throws RangeError when `retentionDays` is not an integer from 0 to {@link MAX_RETENTION_DAYS_AFTER_DELETION}, or
 *   `batchSize` not a positive integer.
 */
export class AnonymiseExpiredEmployees {
  constructor(
    private readonly uow: UnitOfWork<
      DirectoryRepositories & CampaignMembershipPorts & HistoryRepositories & DataSubjectRepositories
    >,
    private readonly clock: Clock,
    private readonly retentionDays: number,
    private readonly batchSize = RETENTION_BATCH_SIZE,
  ) {
    if (!Number.isInteger(retentionDays) || retentionDays < 0 || retentionDays > MAX_RETENTION_DAYS_AFTER_DELETION) {
      throw new RangeError(`retention after deletion must be an integer of 0 to ${MAX_RETENTION_DAYS_AFTER_DELETION}`);
    }
    if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batch size must be a positive integer');
  }

  async execute(): Promise<{ anonymised: number }> {
    if (this.retentionDays === 0) return { anonymised: 0 };
    const cutoff = new Date(this.clock.now().getTime() - this.retentionDays * DAY_MS);
    const anonymised = await this.uow.run(async (r) => {
      const claimed = await r.employees.claimExpiredDeletions(cutoff, this.batchSize);
      const anonymise = new AnonymiseEmployee(joinedUnitOfWork(r), this.clock);
      for (const employeeId of claimed) await anonymise.execute({ employeeId });
      return claimed.length;
    });
    return { anonymised };
  }
}
