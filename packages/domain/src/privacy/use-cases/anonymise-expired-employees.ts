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
/** How many employees one pass claims at most, in one transaction. */
export const RETENTION_BATCH_SIZE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the retention pass runs (docs/configuration.md, `RETENTION_DAYS_AFTER_DELETION`). */
export interface DeletionRetention {
  /** Days after the soft deletion (0..{@link MAX_RETENTION_DAYS_AFTER_DELETION}); 0 disables the pass. */
  readonly retentionDays: number;
  /**
   * How long, in ms of the Clock, a pass starts new anonymisations: past it, the pass commits what it did and leaves
   * the rest of its batch to the next pass (each anonymisation scans the stored copies, so its time grows with them,
   * and the whole transaction must end within the unit of work's time bound). At least one per pass.
   */
  readonly passBudgetMs: number;
  /** How many employees a pass claims at most; default {@link RETENTION_BATCH_SIZE}. */
  readonly batchSize?: number;
}

/**
 * The scheduler's retention pass (`RETENTION_DAYS_AFTER_DELETION`; docs/configuration.md, docs/lgpd.md): in one
 * transaction, claims up to `batchSize` employees soft-deleted more than `retentionDays` days ago
 * (`Employees.claimExpiredDeletions`, oldest deletion first; a day is 24 hours of the Clock, and an employee deleted
 * exactly `retentionDays` days ago is not yet claimed) and anonymises them one by one with {@link AnonymiseEmployee}
 * in that same transaction, while the pass is within `passBudgetMs`, so the audit events (`employee.anonymised`,
 * actor the change context's: the system for the scheduler) and effects commit with the claim; the claimed employees
 * it had no time for are released at commit. Concurrent passes, in one process or several, split the employees (the
 * claim skips locked rows) and an anonymised employee is never claimed again, so each is anonymised once.
 * `retentionDays` 0 disables it. Run the pass again while it anonymises any.
 * @returns `{anonymised}`: how many employees this pass anonymised.
 * @throws RangeError when `retentionDays` is not an integer from 0 to {@link MAX_RETENTION_DAYS_AFTER_DELETION},
 *   `batchSize` not a positive integer, or `passBudgetMs` negative.
 */
export class AnonymiseExpiredEmployees {
  private readonly batchSize: number;

  constructor(
    private readonly uow: UnitOfWork<
      DirectoryRepositories & CampaignMembershipPorts & HistoryRepositories & DataSubjectRepositories
    >,
    private readonly clock: Clock,
    private readonly retention: DeletionRetention,
  ) {
    const { retentionDays, passBudgetMs, batchSize = RETENTION_BATCH_SIZE } = retention;
    if (!Number.isInteger(retentionDays) || retentionDays < 0 || retentionDays > MAX_RETENTION_DAYS_AFTER_DELETION) {
      throw new RangeError(`retention after deletion must be an integer of 0 to ${MAX_RETENTION_DAYS_AFTER_DELETION}`);
    }
    if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batch size must be a positive integer');
    if (!(passBudgetMs >= 0)) throw new RangeError('pass budget must be a duration of 0 ms or more');
    this.batchSize = batchSize;
  }

  async execute(): Promise<{ anonymised: number }> {
    const { retentionDays, passBudgetMs } = this.retention;
    if (retentionDays === 0) return { anonymised: 0 };
    const started = this.clock.now().getTime();
    const cutoff = new Date(started - retentionDays * DAY_MS);
    const anonymised = await this.uow.run(async (r) => {
      const claimed = await r.employees.claimExpiredDeletions(cutoff, this.batchSize);
      const anonymise = new AnonymiseEmployee(joinedUnitOfWork(r), this.clock);
      let done = 0;
      for (const employeeId of claimed) {
        if (done > 0 && this.clock.now().getTime() - started >= passBudgetMs) break;
        await anonymise.execute({ employeeId });
        done += 1;
      }
      return done;
    });
    return { anonymised };
  }
}
