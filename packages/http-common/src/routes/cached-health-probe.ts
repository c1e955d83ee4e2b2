import type { HealthProbe } from './health.router';

/** How long one probe's outcome answers `/api/health`, in milliseconds. Source: docs/reliability.md#health. */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

/**
 * A {@link HealthProbe} that asks `probe` (one database round trip) at most once per `maxAgeMs` milliseconds
 * (default 1000) and answers every call in between with that probe's outcome, a resolution or the same
 * rejection, including calls made while it is still under way. So `/api/health` polled at any rate costs the
 * database at most one round trip per second per process. `now` gives the time in milliseconds (default
 * `Date.now`). Source: docs/reliability.md#health.
 */
export class CachedHealthProbe implements HealthProbe {
  private last: { readonly startedAt: number; readonly outcome: Promise<unknown> } | null = null;

  constructor(
    private readonly probe: HealthProbe,
    private readonly maxAgeMs = HEALTH_PROBE_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The outcome of the latest probe when it started less than `maxAgeMs` ago, else of a new one. */
  execute(): Promise<unknown> {
    const now = this.now();
    if (this.last === null || now - this.last.startedAt >= this.maxAgeMs) {
      const outcome = this.probe.execute();
      // The outcome is handed to callers; one that none awaits must not become an unhandled rejection.
      outcome.catch(() => undefined);
      this.last = { startedAt: now, outcome };
    }
    return this.last.outcome;
  }
}
