/** The settlement pass the scheduler runs (the domain's `SettleDueFirings`). */
export interface SettlementPass {
  execute(): Promise<{ settled: number }>;
}

/** What the scheduler logs through (pino's logger fits). */
export interface SchedulerLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * Settles due firings every `intervalMs` milliseconds: runs one pass, waits `intervalMs`, runs the next
 * (passes never overlap). Logs how many employees a pass settled (counts only, never personal data); a
 * failing pass is logged (error name and code, not its message) and the next one runs as usual. Safe in any
 * number of instances: the pass itself settles each firing exactly once (`Employees.settleFiringsDueBy`).
 * Source: docs/contract.md#states-and-transitions ("automatic background processing"); #firing-and-deletion
 * (`FIRING_SETTLE_INTERVAL_MS`).
 */
export class FiringScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly pass: SettlementPass,
    private readonly intervalMs: number,
    private readonly log: SchedulerLog,
  ) {}

  /** Starts the loop: the first pass runs at once. Calling it while running does nothing. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.tick();
  }

  /** Stops the loop and waits for a pass in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    this.running = this.runPass().finally(() => {
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(() => this.tick(), this.intervalMs);
    });
  }

  private async runPass(): Promise<void> {
    try {
      const { settled } = await this.pass.execute();
      if (settled > 0) this.log.info({ settled }, 'settled due firings');
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      this.log.error(
        {
          err: {
            name: error instanceof Error ? error.name : typeof error,
            code: typeof code === 'string' ? code : null,
          },
        },
        'settlement pass failed; retrying next interval',
      );
    }
  }
}
