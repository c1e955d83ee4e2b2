import { ValidationError, type Principal } from '@employee/domain';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import {
  type HttpError,
  principalOf,
  type RateLimitOutcome,
  requestLog,
  type RequestRateLimiter,
  tooManyRequests,
} from '@employee/http-common';

/** Length of a uniqueness-probe budget's window, in seconds (one hour). Source: docs/security.md#uniqueness-probes. */
export const PROBE_BUDGET_WINDOW_SECONDS = 3600;

/** `meta.reason` of the 429 that refuses a key past its budget. */
export const PROBE_BUDGET_REASON = 'uniqueness_probe_budget';

/**
 * The codes of the values unique across all companies (an employee's document, e-mail and phone, a user's e-mail):
 * a refusal on them says a value is held somewhere.
 */
const GLOBAL_TAKEN_CODES = new Set(['DOCUMENT.TAKEN', 'EMAIL.TAKEN', 'PHONE.TAKEN', 'USER.EMAIL_TAKEN']);

/** What the budget needs: hourly counters per API key, and refusals allowed per key and hour. */
export interface ProbeBudgetDeps {
  /** Counters with {@link PROBE_BUDGET_WINDOW_SECONDS} windows (memory, or Redis shared by every instance). */
  readonly limiter: RequestRateLimiter;
  readonly perHour: number;
}

/**
 * The two handlers around the routes that answer uniqueness refusals (employees, users): `guard` before them, `count`
 * after them (an error handler). One budget per key, whichever of those routes counted it.
 */
export interface ProbeBudgetHandlers {
  readonly guard: RequestHandler;
  readonly count: ErrorRequestHandler;
}

const WRITES = new Set(['POST', 'PUT']);

/**
 * Whose budget a request spends: the user's (every token and session of one user share one budget, so a user
 * cannot buy a fresh budget by issuing themselves another token), else the API key's.
 */
function budgetHolderOf(principal: Principal): string {
  return principal.userId ? `user:${principal.userId}` : principal.id;
}

/**
 * Whether `error` is a uniqueness refusal on a value unique across companies (an employee's `document`, `email`,
 * `phone`: `*.TAKEN`; a user's `email`: `USER.EMAIL_TAKEN`), also when the 422 reports other violations beside
 * it: the answer about the value is the same, so a probe padded with a bad field still counts. `internal_id`
 * (unique within the company only) does not count.
 */
export function isUniquenessRefusal(error: unknown): boolean {
  return (
    error instanceof ValidationError &&
    Object.values(error.violations).some((list) => list.some((v) => GLOBAL_TAKEN_CODES.has(v.code)))
  );
}

/**
 * The uniqueness-probe budget: each API key, and each user across all their tokens and sessions, may receive
 * at most `perHour` uniqueness refusals ({@link isUniquenessRefusal}) per hour-long window (the window starts
 * with its first refusal). `guard` answers an employee or user write (POST, PUT) of a holder that has used up
 * its budget with the standard 429, `Retry-After` and `meta: {reason: "uniqueness_probe_budget", retry_after,
 * limit, window: 3600}`, before the body is read; `count` counts each refusal and passes it on as the 422 it is
 * (a refusal found over the budget by concurrent requests becomes that 429). Each 429 is logged as a warning
 * with the credential's and the company's ids, never the value tried. Source: docs/security.md#uniqueness-probes.
 */
export function uniquenessProbeBudget(deps: ProbeBudgetDeps): ProbeBudgetHandlers {
  const refuse = (req: Request, principal: Principal, outcome: RateLimitOutcome): HttpError => {
    requestLog(req)?.warn(
      { key_id: principal.id, company_id: principal.company.id, reason: PROBE_BUDGET_REASON },
      'uniqueness probe budget used up',
    );
    return tooManyRequests(outcome, {
      what: 'values refused as already in use',
      window: PROBE_BUDGET_WINDOW_SECONDS,
      reason: PROBE_BUDGET_REASON,
    });
  };
  return {
    guard: async (req, res, next) => {
      if (!WRITES.has(req.method)) return next();
      const principal = principalOf(res);
      const state = await deps.limiter.peek(budgetHolderOf(principal), deps.perHour);
      if (state && state.remaining === 0) throw refuse(req, principal, { ...state, allowed: false });
      next();
    },
    count: async (error: unknown, req, res, next) => {
      if (!isUniquenessRefusal(error)) return next(error);
      const principal = principalOf(res);
      const outcome = await deps.limiter.consume(budgetHolderOf(principal), deps.perHour);
      next(outcome.allowed ? error : refuse(req, principal, outcome));
    },
  };
}
