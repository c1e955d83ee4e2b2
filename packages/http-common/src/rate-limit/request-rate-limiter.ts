import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

/** Length of a rate-limit window in seconds (docs/contract.md#rate-limit: per minute). */
export const WINDOW_SECONDS = 60;

/** What one request's count left: the numbers behind the `X-RateLimit-*` headers. */
export interface RateLimitOutcome {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Unix time in seconds when the window resets. */
  readonly resetAt: number;
  /** Seconds until the window resets, 1..window (for `Retry-After`). */
  readonly retryAfter: number;
}

/**
 * Fixed 60-second windows per key (a window starts with the key's first request; `windowSeconds` gives
 * another length), counted in process memory, or in Redis when a client is given so that every instance
 * shares the counters (N instances together allow exactly the limit). The counter does not depend on the
 * limit, so changing a company's limit mid-window applies to the requests already counted. When Redis is not
 * ready, memory counters take over at once instead of waiting for it. Built on `rate-limiter-flexible`.
 * Source: docs/contract.md#rate-limit.
 */
export class RequestRateLimiter {
  private readonly counter: RateLimiterAbstract;

  constructor(
    redis: Redis | null,
    scope: string,
    private readonly windowSeconds = WINDOW_SECONDS,
  ) {
    const options = { points: Number.MAX_SAFE_INTEGER, duration: windowSeconds, keyPrefix: `employee-api:${scope}` };
    this.counter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
  }

  /** Counts one request of `key` and says whether it is within `limit` for the current window. */
  async consume(key: string, limit: number): Promise<RateLimitOutcome> {
    return outcomeOf(limit, this.windowSeconds, await this.counter.consume(key));
  }

  /**
   * Takes back one counted request of `key` in its current window (a try counted before it ran that proved not to
   * count). Atomic in Redis as `consume` is; a window that ended meanwhile starts the next one a request short.
   */
  async giveBack(key: string): Promise<void> {
    await this.counter.reward(key, 1);
  }

  /** The current window of `key` without counting a request, or `null` when it has none. */
  async peek(key: string, limit: number): Promise<RateLimitOutcome | null> {
    const state = await this.counter.get(key);
    return state ? outcomeOf(limit, this.windowSeconds, state) : null;
  }
}

function outcomeOf(limit: number, windowSeconds: number, res: RateLimiterRes): RateLimitOutcome {
  const msBeforeNext = Math.max(0, res.msBeforeNext);
  return {
    allowed: res.consumedPoints <= limit,
    limit,
    remaining: Math.max(0, limit - res.consumedPoints),
    resetAt: Math.ceil((Date.now() + msBeforeNext) / 1000),
    retryAfter: Math.min(windowSeconds, Math.max(1, Math.ceil(msBeforeNext / 1000))),
  };
}
