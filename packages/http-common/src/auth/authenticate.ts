import { UnauthenticatedError, type Principal } from '@employee/domain';
import type { Request, RequestHandler, Response } from 'express';
import { crossSiteRefusal } from './same-origin';
import { sessionIdOf } from './session-cookie';
import { HttpError } from '../errors/http-error';
import { applyRateLimit } from '../rate-limit/rate-limit-headers';
import type { RequestRateLimiter } from '../rate-limit/request-rate-limiter';

/**
 * Turns the presented Bearer credential into the principal who calls (the domain's `AuthenticateApiKey` or
 * `AuthenticateUserToken`).
 * @throws UnauthenticatedError when the credential does not authenticate; anything else (an unreachable
 *   database) as it comes.
 */
export interface Authenticator {
  execute(presented: string | undefined): Promise<Principal>;
}

/** What the authentication middleware needs. */
export interface AuthenticationDeps {
  /** API keys (`emp_…`), and anything that is not a user token. */
  readonly authenticator: Authenticator;
  /** User tokens: every credential that starts `usr_`. */
  readonly userTokenAuthenticator: Authenticator;
  /** The dashboard's session cookie, used when the request has no `Authorization` header. */
  readonly sessionAuthenticator: Authenticator;
  /** The service's public origin, accepted as `Origin` of a request with the session cookie. */
  readonly publicBaseUrl: string | null;
  /** Per-key counters (keyed by the principal's company: one live key per company). */
  readonly keyLimiter: RequestRateLimiter;
  /** Per-user-token and per-session counters (keyed by the token's id, or the signed-in user's). */
  readonly userTokenLimiter: RequestRateLimiter;
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

/** The start of every user token (docs/access.md#user-tokens); API keys start `emp_`. */
const USER_TOKEN_PREFIX = 'usr_';

/** Who calls on this request (set by {@link authenticate}). */
export function principalOf(res: Response): Principal {
  return res.locals.principal as Principal;
}

/**
 * The principal of the request's credential: the session cookie when there is no `Authorization` header, else a
 * user token (`usr_...`) or an API key. A credential that authenticates no one counts against the client IP's limit.
 * @throws HttpError 401 (`WWW-Authenticate: Bearer`), or 429 once the IP is over its limit.
 */
async function identify(deps: AuthenticationDeps, req: Request, res: Response, client: string): Promise<Principal> {
  const presented = presentedCredential(req);
  const sessionId = req.get('authorization') === undefined ? sessionIdOf(req) : undefined;
  try {
    if (sessionId !== undefined) return await deps.sessionAuthenticator.execute(sessionId);
    if (presented?.startsWith(USER_TOKEN_PREFIX)) return await deps.userTokenAuthenticator.execute(presented);
    return await deps.authenticator.execute(presented);
  } catch (error) {
    if (!(error instanceof UnauthenticatedError)) throw error;
    const overLimit = applyRateLimit(res, await deps.ipLimiter.consume(client, deps.defaultPerMinute));
    throw (
      overLimit ??
      new HttpError(401, 'A valid API key is required: Authorization: Bearer <key>', { 'WWW-Authenticate': 'Bearer' })
    );
  }
}

/** Counts the request in its principal's window: its API key's company, or its user token or session. */
async function countRequest(deps: AuthenticationDeps, principal: Principal) {
  const limit = principal.company.rateLimitPerMinute ?? deps.defaultPerMinute;
  return principal.kind === 'api-key'
    ? deps.keyLimiter.consume(principal.company.id, limit)
    : deps.userTokenLimiter.consume(principal.id, limit);
}

/**
 * `Authorization: Bearer <credential>` → the principal who calls, then its rate limit, with `X-RateLimit-*` headers
 * on the response: per API key (keyed by its company) or per user token (keyed by the token), each with the limit
 * of the company it belongs to (the company's override or the default). A credential starting `usr_` is read as
 * a user token, anything else as an API key. Without an `Authorization` header, the dashboard's session cookie
 * authenticates as its user (and a state-changing request of it from another site is then 403: CSRF). A missing
 * header, another scheme, or a malformed, unknown, expired or revoked key or token (or the token of a user who is
 * not active, or an ended session) is one and the same 401 with `WWW-Authenticate: Bearer`; those
 * requests count against their client IP's limit instead, and a client over that limit gets 429 for every
 * request until its window resets, before any key is looked at, so keys cannot be guessed at speed and a
 * blocked guesser cannot tell a right key from a wrong one. Source: docs/contract.md#authentication-and-tenancy,
 * #rate-limit; docs/access.md#user-tokens.
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
    const principal = await identify(deps, req, res, client);
    res.locals.principal = principal;
    const overLimit = applyRateLimit(res, await countRequest(deps, principal));
    if (overLimit) throw overLimit;
    const crossSite = principal.kind === 'session' ? crossSiteRefusal(req, deps.publicBaseUrl) : null;
    if (crossSite) throw crossSite;
    next();
  };
}
