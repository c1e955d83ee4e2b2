import type { Response } from 'express';
import { HttpError } from '../errors/http-error';
import { WINDOW_SECONDS, type RateLimitOutcome } from './request-rate-limiter';

/**
 * Sets `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds) from `outcome`,
 * and returns the 429 to raise when the request is over the limit: the standard error with
 * `meta: {retry_after, limit, window: 60}` and a `Retry-After` header. Source: docs/contract.md#rate-limit.
 */
export function applyRateLimit(res: Response, outcome: RateLimitOutcome): HttpError | null {
  res.set({
    'X-RateLimit-Limit': String(outcome.limit),
    'X-RateLimit-Remaining': String(outcome.remaining),
    'X-RateLimit-Reset': String(outcome.resetAt),
  });
  if (outcome.allowed) return null;
  return tooManyRequests(outcome, { what: 'requests', window: WINDOW_SECONDS });
}

/**
 * The standard 429 for a counter `outcome` past its limit: `Retry-After`, `detail` "Too many `what`: at most
 * `limit` per `window` seconds. Retry after N seconds." and `meta: {reason?, retry_after, limit, window}`
 * (`reason` only when given). Source: docs/contract.md#rate-limit; docs/security.md#uniqueness-probes.
 */
export function tooManyRequests(
  outcome: Pick<RateLimitOutcome, 'limit' | 'retryAfter'>,
  counted: { readonly what: string; readonly window: number; readonly reason?: string },
): HttpError {
  return new HttpError(
    429,
    `Too many ${counted.what}: at most ${outcome.limit} per ${counted.window} seconds. ` +
      `Retry after ${outcome.retryAfter} seconds.`,
    { 'Retry-After': String(outcome.retryAfter) },
    {
      ...(counted.reason === undefined ? {} : { reason: counted.reason }),
      retry_after: outcome.retryAfter,
      limit: outcome.limit,
      window: counted.window,
    },
  );
}
