/** A pass a scheduler runs: it answers counts of what it did (`{settled: 3}`, `{purged: 0}`). */
export interface ScheduledPass {
  execute(): Promise<Readonly<Record<string, number>>>;
}

/** The settlement pass the firing scheduler runs (the domain's `SettleDueFirings`). */
export interface SettlementPass extends ScheduledPass {
  execute(): Promise<{ settled: number }>;
}

/** What a scheduler logs: the message of a pass that did something, and of a pass that failed. */
export interface PassMessages {
  readonly done: string;
  readonly failed: string;
}

/** What the scheduler logs through (pino's logger fits). */
export interface SchedulerLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * Runs a pass every `intervalMs` milliseconds: one pass, a wait of `intervalMs`, the next (passes never overlap).
 * Logs the counts of a pass that did something (counts only, never personal data) with `messages.done`; a failing
 * pass is logged with `messages.failed` (error name and code, not its message) and the next one runs as usual.
 */
export class PassScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly pass: ScheduledPass,
    private readonly intervalMs: number,
    private readonly log: SchedulerLog,
    private readonly messages: PassMessages,
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
      const counts = await this.pass.execute();
      if (Object.values(counts).some((n) => n > 0)) this.log.info({ ...counts }, this.messages.done);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      this.log.error(
        {
          err: {
            name: error instanceof Error ? error.name : typeof error,
            code: typeof code === 'string' ? code : null,
          },
        },
        this.messages.failed,
      );
    }
  }
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
