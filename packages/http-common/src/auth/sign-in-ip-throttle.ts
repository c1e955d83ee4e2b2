import type { Redis } from 'ioredis';
import { type RateLimitOutcome, RequestRateLimiter } from '../rate-limit/request-rate-limiter';

/** Failed sign-ins one client IP may make in a window before it is refused (docs/sign-in.md#back-off). */
export const SIGN_IN_IP_MAX_FAILURES = 30;
/** The window of `SIGN_IN_IP_MAX_FAILURES`, in seconds: 15 minutes (docs/sign-in.md#back-off). */
export const SIGN_IN_IP_WINDOW_SECONDS = 15 * 60;

/**
 * The client-IP side of sign-in back-off: failed sign-ins counted per client IP in fixed windows, in memory or in
 * Redis when a client is given (shared by every instance), with the service's `RequestRateLimiter`. The sign-in
 * route reserves each try with `reserve(ip)` (an atomic count) before it reads the account or verifies a password:
 * once the window holds `maxFailures` counted tries, further ones are refused (a refused IP costs no scrypt work and
 * learns nothing about the credentials it sent), however many arrive at once. A try that fails stays counted (wrong
 * e-mail, wrong password or wrong code alike); the route gives back any other (`release(ip)`). Source:
 * docs/sign-in.md#back-off.
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
   * Counts one try of `ip`: `allowed` while the window's tries, this one included, are within `maxFailures`; else
   * the state to answer 429 with (`retryAfter` in seconds). A refused try stays counted, which changes nothing: its
   * window is spent already, and its end does not move.
   */
  async reserve(ip: string): Promise<RateLimitOutcome> {
    return this.limiter.consume(ip, this.maxFailures);
  }

  /** Gives back a try of `ip` that `reserve` allowed and that did not fail (a success, or an error of another kind). */
  async release(ip: string): Promise<void> {
    await this.limiter.giveBack(ip);
  }
}
