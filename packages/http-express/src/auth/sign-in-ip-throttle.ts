import type { Redis } from 'ioredis';
import { type RateLimitOutcome, RequestRateLimiter } from '@employee/http-common';

/** Failed sign-ins one client IP may make in a window before it is refused (docs/sign-in.md#back-off). */
export const SIGN_IN_IP_MAX_FAILURES = 30;
/** The window of `SIGN_IN_IP_MAX_FAILURES`, in seconds: 15 minutes (docs/sign-in.md#back-off). */
export const SIGN_IN_IP_WINDOW_SECONDS = 15 * 60;

/**
 * The client-IP side of sign-in back-off: failed sign-ins counted per client IP in fixed windows, in memory or in
 * Redis when a client is given (shared by every instance), with the service's `RequestRateLimiter`. The sign-in
 * route asks `refusal(ip)` before it reads the account or verifies a password, so a refused IP costs no scrypt
 * work and learns nothing about the credentials it sent; it calls `recordFailure(ip)` after each failed sign-in
 * (wrong e-mail, wrong password or wrong code alike). Source: docs/sign-in.md#back-off.
 */
export class SignInIpThrottle {
  private readonly limiter: RequestRateLimiter;

  constructor(
    redis: Redis | null,
    private readonly maxFailures = SIGN_IN_IP_MAX_FAILURES,
    windowSeconds = SIGN_IN_IP_WINDOW_SECONDS,
  ) {
    this.limiter = new RequestRateLimiter(redis, 'sign-in-failures-ip', windowSeconds);
  }

  /**
   * The state of `ip`'s window when it has used up its failures (`allowed: false`, `retryAfter` in seconds), to
   * answer 429 with; `null` while it may still try.
   */
  async refusal(ip: string): Promise<RateLimitOutcome | null> {
    const state = await this.limiter.peek(ip, this.maxFailures);
    return state && state.remaining === 0 ? { ...state, allowed: false } : null;
  }

  /** Counts one failed sign-in of `ip`; `allowed` is false once this one used up the window's budget. */
  async recordFailure(ip: string): Promise<RateLimitOutcome> {
    const outcome = await this.limiter.consume(ip, this.maxFailures);
    return { ...outcome, allowed: outcome.allowed && outcome.remaining > 0 };
  }
}
