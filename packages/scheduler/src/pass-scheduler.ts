/** A pass a scheduler runs: it answers counts of what it did (`{settled: 3}`, `{purged: 0}`). */
export interface ScheduledPass {
  execute(): Promise<Readonly<Record<string, number>>>;
}

/** What a scheduler logs: the message of a pass that did something, and of a pass that failed. */
export interface PassMessages {
  readonly done: string;
  readonly failed: string;
}

/** What the scheduler logs through (pino's logger fits). */
export interface SchedulerLog {
  info(fields: Record<string, unknown>, message: string): void;
  debug?(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * How a scheduler paces passes that did something (any count above 0): `busyIntervalMs`, the wait before the next
 * pass after such a pass (default: the interval; 0 for a queue worker that drains its backlog at once), and
 * `doneLevel`, the level their counts are logged at (default `info`; `debug` for a pass that runs many times a
 * second).
 */
export interface PassPace {
  readonly busyIntervalMs?: number;
  readonly doneLevel?: 'info' | 'debug';
}

/**
 * Runs a pass every `intervalMs` milliseconds: one pass, a wait of `intervalMs` (or `pace.busyIntervalMs` after a
 * pass that did something), the next (passes never overlap). Logs the counts of a pass that did something (counts
 * only, never personal data) with `messages.done`, at `pace.doneLevel`; a failing pass is logged with
 * `messages.failed` (error name and code, not its message) and the next one runs after `intervalMs` as usual.
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
    private readonly pace: PassPace = {},
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
    this.running = this.runPass().then((busy) => {
      this.running = null;
      const wait = busy ? (this.pace.busyIntervalMs ?? this.intervalMs) : this.intervalMs;
      if (!this.stopped) this.timer = setTimeout(() => this.tick(), wait);
    });
  }

  /** Runs one pass; `true` when it did something. */
  private async runPass(): Promise<boolean> {
    try {
      const counts = await this.pass.execute();
      const busy = Object.values(counts).some((n) => n > 0);
      if (busy && this.pace.doneLevel === 'debug') this.log.debug?.({ ...counts }, this.messages.done);
      else if (busy) this.log.info({ ...counts }, this.messages.done);
      return busy;
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
      return false;
    }
  }
}
