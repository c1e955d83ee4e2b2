import type { Clock } from '../shared/clock';
import type { UnitOfWork } from '../shared/unit-of-work';

/**
 * Soft-deletes every employee whose recorded firing is due (`FIRING_SETTLE_DELAY_SECONDS` after it was
 * recorded): the "automatic background processing" (docs/contract.md#states-and-transitions), run by the scheduler
 * every `FIRING_SETTLE_INTERVAL_MS` and by admin `firings settle`. One transaction; safe to run in any number
 * of instances at once (each firing is settled exactly once).
 * @returns `{settled}`: how many employees this run soft-deleted.
 */
export class SettleDueFirings {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ settled: number }> {
    const settled = await this.uow.run((r) => r.employees.settleFiringsDueBy(this.clock.now()));
    return { settled };
  }
}
