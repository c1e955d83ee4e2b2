import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { invitationTokenOf } from './invitation-credential';
import { type RequestRateLimiter, tooManyRequests, WINDOW_SECONDS } from '@employee/http-common';

/** Submissions allowed per 60-second window, per invitation token and per client IP. */
export interface SurveyRateLimit {
  /** `SURVEY_RATE_LIMIT_PER_TOKEN_PER_MINUTE`; default {@link DEFAULT_SURVEY_RATE_LIMIT}. */
  readonly perTokenPerMinute: number;
  /** `SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE`; default {@link DEFAULT_SURVEY_RATE_LIMIT}. */
  readonly perIpPerMinute: number;
}

/** A token's counter key: its SHA-256 in hex, the hash the survey links' storage keeps (`NodeSecretTokenIssuer`). */
function tokenHashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 10 submissions per token (a respondent retrying), 600 per IP (a whole office behind one NAT) per minute. */
export const DEFAULT_SURVEY_RATE_LIMIT: SurveyRateLimit = { perTokenPerMinute: 10, perIpPerMinute: 600 };

/** The counters of the two limits (memory, or Redis shared by every instance). */
export interface SurveyLimiters {
  readonly perToken: RequestRateLimiter;
  readonly perIp: RequestRateLimiter;
}

/**
 * The two guards of `POST /survey/v1/responses` and `GET /survey/v1/questionnaire`: `perIp` first (before the token is
 * read), `perToken` after it.
 */
export interface SurveyLimitHandlers {
  readonly perIp: RequestHandler;
  readonly perToken: RequestHandler;
}

/**
 * The survey endpoints' own rate limits (docs/surveys.md#rate-limits): every request (a submission or a read of the
 * questionnaire) counts against its client IP, and one that carries a well-formed token against that token too,
 * counted under the token's SHA-256 (the token itself is never a counter's key, so Redis never holds it). Over a
 * limit: the standard 429 with `Retry-After` and `meta: {reason: "survey_ip" | "survey_token", retry_after, limit,
 * window: 60}`. No `X-RateLimit-*` headers: two counters would make them ambiguous.
 */
export function surveyLimits(limiters: SurveyLimiters, limit: SurveyRateLimit): SurveyLimitHandlers {
  const guard =
    (
      limiter: RequestRateLimiter,
      perMinute: number,
      keyOf: (req: Request, res: Response) => string,
      reason: string,
      what: string,
    ): RequestHandler =>
    async (req, res, next) => {
      const outcome = await limiter.consume(keyOf(req, res), perMinute);
      if (!outcome.allowed) throw tooManyRequests(outcome, { what, window: WINDOW_SECONDS, reason });
      next();
    };
  return {
    perIp: guard(
      limiters.perIp,
      limit.perIpPerMinute,
      (req) => req.ip ?? 'unknown',
      'survey_ip',
      'survey submissions from this address',
    ),
    perToken: guard(
      limiters.perToken,
      limit.perTokenPerMinute,
      (_req, res) => tokenHashOf(invitationTokenOf(res)),
      'survey_token',
      'submissions with this survey link',
    ),
  };
}
