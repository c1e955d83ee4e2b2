import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { DirectoryRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';

/** What a settlement changes of each employee (`Employee.softDelete`), as its audit event names them. */
const SETTLED = ['deleted_at', 'fields', 'campaigns'];

/**
 * Soft-deletes every employee whose recorded firing is due (`FIRING_SETTLE_DELAY_SECONDS` after it was
 * recorded): the "automatic background processing" (docs/contract.md#states-and-transitions), run by the scheduler
 * every `FIRING_SETTLE_INTERVAL_MS` and by admin `firings settle`. One transaction; safe to run in any number
 * of instances at once (each firing is settled exactly once). Each settled employee gets an `employee.deleted`
 * audit event, its actor the context's (the system for the scheduler, the CLI for `firings settle`).
 * @returns `{settled}`: how many employees this run soft-deleted.
 */
export class SettleDueFirings {
  constructor(
    private readonly uow: UnitOfWork<DirectoryRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ settled: number }> {
    const settled = await this.uow.run(async (r) => {
      const employees = await r.employees.settleFiringsDueBy(this.clock.now());
      for (const { id, companyId, version } of employees) {
        await r.audit.record({
          companyId,
          action: 'employee.deleted',
          entity: 'employee',
          entityId: id,
          changed: SETTLED,
          version,
        });
      }
      return employees.length;
    });
    return { settled };
  }
}
