import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Length of a rate-limit window in seconds (spec, Limits: per minute). */
export const WINDOW_SECONDS = 60;

/** What one request's consumption left: the numbers behind the `X-RateLimit-*` headers. */
export interface RateLimitOutcome {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Unix time in seconds when the window resets. */
  readonly resetAt: number;
  /** Seconds until the window resets, 1..60 (for `Retry-After`). */
  readonly retryAfter: number;
}

/**
 * Fixed 60-second windows of `limit` requests per key, counted in process memory, or in Redis when a client is
 * given so that every instance shares the counters (N instances together allow exactly the limit). With
 * Redis, a failing Redis falls back to memory counters rather than refusing traffic. Built on
 * `rate-limiter-flexible`. Source: spec, Limits; product decisions, Rate limit.
 */
export class RequestRateLimiter {
  private readonly limiters = new Map<number, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | null,
    /** Keeps the counters of different uses (keys, client IPs) apart. */
    private readonly scope: string,
  ) {}

  /** Counts one request of `key` against `limit` per window. @throws Error when the store fails unrecoverably. */
  async consume(key: string, limit: number): Promise<RateLimitOutcome> {
    try {
      return outcome(limit, await this.limiterFor(limit).consume(key), true);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return outcome(limit, rejection, false);
      throw rejection;
    }
  }

  private limiterFor(limit: number): RateLimiterAbstract {
    let limiter = this.limiters.get(limit);
    if (!limiter) {
      const options = { points: limit, duration: WINDOW_SECONDS, keyPrefix: `employee-api:${this.scope}:${limit}` };
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      this.limiters.set(limit, limiter);
    }
    return limiter;
  }
}

function outcome(limit: number, res: RateLimiterRes, allowed: boolean): RateLimitOutcome {
  const msBeforeNext = Math.max(0, res.msBeforeNext);
  const retryAfter = Math.min(WINDOW_SECONDS, Math.max(1, Math.ceil(msBeforeNext / 1000)));
  return {
    allowed,
    limit,
    remaining: Math.max(0, limit - res.consumedPoints),
    resetAt: Math.ceil((Date.now() + msBeforeNext) / 1000),
    retryAfter,
  };
}
