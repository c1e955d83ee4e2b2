/**
 * How much of the service one company may hold at once (docs/reliability.md#fairness-a-bulkhead-per-company):
 * `maxRunning` requests of its key at a time (authentication included), `maxQueued` more waiting in arrival order,
 * each for at most `maxWaitMs` milliseconds.
 */
export interface BulkheadLimits {
  readonly maxRunning: number;
  readonly maxQueued: number;
  readonly maxWaitMs: number;
}

/**
 * A listener's bulkhead settings: {@link BulkheadLimits} for every request of a company, and
 * `maxRunningSearches` (`COMPANY_MAX_SEARCHES`): how many of those running may be searches, whose statements
 * are the costliest the API runs (a broad term over a large company keeps one CPU busy for hundreds of ms).
 */
export interface CompanyConcurrency extends BulkheadLimits {
  readonly maxRunningSearches: number;
}

/** Why a request was not let in: its company's queue was full, its wait ran out, or its client hung up. */
export type Refusal = 'queue_full' | 'wait_timeout' | 'cancelled';

/** What {@link CompanyBulkhead.enter} gives: a slot to hand back with `release()` (once), or a refusal. */
export type Admission =
  { readonly admitted: true; readonly release: () => void } | { readonly admitted: false; readonly refusal: Refusal };

interface Waiter {
  readonly admit: () => void;
}

/** One company's running count and its queue, in arrival order. */
interface Lane {
  running: number;
  readonly waiting: Waiter[];
}

/**
 * A bulkhead per company, in this process: at most `maxRunning` admissions of one company at a time; the
 * next `maxQueued` wait first come, first served; a waiter is refused when its wait passes `maxWaitMs` or its
 * `signal` aborts (the client hung up), and an arrival finding the queue full is refused at once. Companies
 * never wait for each other here, so a company that floods the service fills its own queue, not the shared
 * pool's. A lane is dropped as soon as it is empty (no memory per idle company).
 * @throws RangeError from the constructor when `maxRunning` < 1, `maxQueued` < 0 or `maxWaitMs` < 0.
 */
export class CompanyBulkhead {
  private readonly lanes = new Map<string, Lane>();

  /**
   * @param limits how many run and wait per company.
   * @param name what it holds, in its refusals' `detail` and `meta.limit`: `requests` or `searches`.
   */
  constructor(
    readonly limits: BulkheadLimits,
    readonly name: 'requests' | 'searches' = 'requests',
  ) {
    const { maxRunning, maxQueued, maxWaitMs } = limits;
    if (!(Number.isInteger(maxRunning) && maxRunning >= 1 && Number.isInteger(maxQueued) && maxQueued >= 0))
      throw new RangeError(`maxRunning must be an integer >= 1 and maxQueued >= 0 (got ${maxRunning}, ${maxQueued})`);
    if (!(maxWaitMs >= 0)) throw new RangeError(`maxWaitMs must be >= 0 (got ${maxWaitMs})`);
  }

  /** Requests of `companyId` running and waiting now (0 and 0 for an idle company). */
  load(companyId: string): { running: number; waiting: number } {
    const lane = this.lanes.get(companyId);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  /**
   * Lets one request of `companyId` in now, or when a slot of its company frees up within `waitMs` (default
   * `maxWaitMs`). Resolves with a slot (hand it back with `release()`) or a refusal; never rejects.
   */
  enter(companyId: string, signal?: AbortSignal, waitMs = this.limits.maxWaitMs): Promise<Admission> {
    if (signal?.aborted) return Promise.resolve({ admitted: false, refusal: 'cancelled' });
    const lane = this.laneOf(companyId);
    if (lane.running < this.limits.maxRunning) {
      lane.running += 1;
      return Promise.resolve(this.slot(companyId, lane));
    }
    if (lane.waiting.length >= this.limits.maxQueued) {
      this.dropIfIdle(companyId, lane);
      return Promise.resolve({ admitted: false, refusal: 'queue_full' });
    }
    return new Promise<Admission>((resolve) => {
      const leave = (refusal: Refusal): void => {
        const at = lane.waiting.indexOf(waiter);
        if (at >= 0) lane.waiting.splice(at, 1);
        finish();
        this.dropIfIdle(companyId, lane);
        resolve({ admitted: false, refusal });
      };
      const onAbort = (): void => leave('cancelled');
      const timer = setTimeout(() => leave('wait_timeout'), waitMs);
      const finish = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        admit: () => {
          finish();
          lane.running += 1;
          resolve(this.slot(companyId, lane));
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      lane.waiting.push(waiter);
    });
  }

  private laneOf(companyId: string): Lane {
    let lane = this.lanes.get(companyId);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(companyId, lane);
    }
    return lane;
  }

  /** A slot of `lane`: its release hands the slot to the first waiter, or frees it. Releasing twice is a no-op. */
  private slot(companyId: string, lane: Lane): Admission {
    let held = true;
    return {
      admitted: true,
      release: () => {
        if (!held) return;
        held = false;
        lane.running -= 1;
        const next = lane.waiting.shift();
        if (next) next.admit();
        else this.dropIfIdle(companyId, lane);
      },
    };
  }

  private dropIfIdle(companyId: string, lane: Lane): void {
    if (lane.running === 0 && lane.waiting.length === 0 && this.lanes.get(companyId) === lane)
      this.lanes.delete(companyId);
  }
}
