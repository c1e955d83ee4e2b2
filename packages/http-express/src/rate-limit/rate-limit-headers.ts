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
  return new HttpError(
    429,
    `Too many requests: at most ${outcome.limit} per ${WINDOW_SECONDS} seconds. ` +
      `Retry after ${outcome.retryAfter} seconds.`,
    { 'Retry-After': String(outcome.retryAfter) },
    { retry_after: outcome.retryAfter, limit: outcome.limit, window: WINDOW_SECONDS },
  );
}
