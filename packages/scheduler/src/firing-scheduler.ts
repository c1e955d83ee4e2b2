import { PassScheduler, type ScheduledPass, type SchedulerLog } from './pass-scheduler';

/** The settlement pass the firing scheduler runs (the domain's `SettleDueFirings`). */
export interface SettlementPass extends ScheduledPass {
  execute(): Promise<{ settled: number }>;
}

/**
 * Settles due firings every `intervalMs` milliseconds (a {@link PassScheduler} of `SettleDueFirings`). Safe in any
 * number of instances: the pass itself settles each firing exactly once (`Employees.settleFiringsDueBy`).
 * Source: docs/contract.md#states-and-transitions ("automatic background processing"); #firing-and-deletion
 * (`FIRING_SETTLE_INTERVAL_MS`).
 */
export class FiringScheduler extends PassScheduler {
  constructor(pass: SettlementPass, intervalMs: number, log: SchedulerLog) {
    super(pass, intervalMs, log, {
      done: 'settled due firings',
      failed: 'settlement pass failed; retrying next interval',
    });
  }
}
