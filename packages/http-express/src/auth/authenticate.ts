import { UnauthenticatedError, type Principal } from '@employee/domain';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors/http-error';
import { applyRateLimit } from '../rate-limit/rate-limit-headers';
import type { RequestRateLimiter } from '../rate-limit/request-rate-limiter';

/**
 * Turns the presented Bearer credential into the principal who calls (the domain's `AuthenticateApiKey`).
 * @throws UnauthenticatedError when the credential does not authenticate; anything else (an unreachable
 *   database) as it comes.
 */
export interface Authenticator {
  execute(presented: string | undefined): Promise<Principal>;
}

/** What the authentication middleware needs. */
export interface AuthenticationDeps {
  readonly authenticator: Authenticator;
  /** Per-key counters (keyed by the principal's company: one live key per company). */
  readonly keyLimiter: RequestRateLimiter;
  /** Per-client-IP counters of failed authentications. */
  readonly ipLimiter: RequestRateLimiter;
  /** Requests per window when the company has no override (`RATE_LIMIT_PER_MINUTE`). */
  readonly defaultPerMinute: number;
}

const BEARER = /^Bearer +(\S+) *$/i;

/** The credential of `Authorization: Bearer <credential>`, or `undefined` without one (another scheme, none). */
export function presentedCredential(req: Request): string | undefined {
  return BEARER.exec(req.get('authorization') ?? '')?.[1];
}

/** Who calls on this request (set by {@link authenticate}). */
export function principalOf(res: Response): Principal {
  return res.locals.principal as Principal;
}

/**
 * `Authorization: Bearer <key>` → the principal who calls, then the rate limit of its company (the company's
 * override or the default), with `X-RateLimit-*` headers on the response. A missing header, another scheme,
 * or a malformed, unknown or revoked key is one and the same 401 with `WWW-Authenticate: Bearer`; those
 * requests count against their client IP's limit instead, and a client over that limit gets 429 for every
 * request until its window resets, before any key is looked at, so keys cannot be guessed at speed and a
 * blocked guesser cannot tell a right key from a wrong one. Source: docs/contract.md#authentication-and-tenancy,
 * #rate-limit.
 */
export function authenticate(deps: AuthenticationDeps): RequestHandler {
  return async (req, res, next) => {
    const client = req.ip ?? 'unknown';
    const failures = await deps.ipLimiter.peek(client, deps.defaultPerMinute);
    if (failures && failures.remaining === 0) {
      // Over its limit of failed authentications: refused before any key is checked, so guesses learn nothing.
      const refused = applyRateLimit(res, { ...failures, allowed: false });
      if (refused) throw refused;
    }
    const presented = presentedCredential(req);
    let principal: Principal;
    try {
      principal = await deps.authenticator.execute(presented);
    } catch (error) {
      if (!(error instanceof UnauthenticatedError)) throw error;
      const overLimit = applyRateLimit(res, await deps.ipLimiter.consume(client, deps.defaultPerMinute));
      throw (
        overLimit ??
        new HttpError(401, 'A valid API key is required: Authorization: Bearer <key>', { 'WWW-Authenticate': 'Bearer' })
      );
    }
    res.locals.principal = principal;
    const { company } = principal;
    const limit = company.rateLimitPerMinute ?? deps.defaultPerMinute;
    const overLimit = applyRateLimit(res, await deps.keyLimiter.consume(company.id, limit));
    if (overLimit) throw overLimit;
    next();
  };
}
