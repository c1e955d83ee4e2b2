import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/** Methods that change nothing, which a cross-site page may cause without harm. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser says the request comes from another site: `Sec-Fetch-Site` other than `same-origin` or
 * `none` (typed by the person), or, from a browser that does not send it, an `Origin` that is not the service's
 * (`publicBaseUrl`, else the request's own scheme and host). A request with neither header is not a browser's
 * cross-site request (curl, a server), and passes.
 */
function isCrossSite(req: Request, publicBaseUrl: string | null): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.get('origin');
  if (origin === undefined) return false;
  const own = [`${req.protocol}://${req.get('host') ?? ''}`];
  if (publicBaseUrl) own.push(new URL(publicBaseUrl).origin);
  return !own.includes(origin);
}

/**
 * The 403 (`meta.reason: "cross_site"`) for a state-changing request (any method but GET, HEAD, OPTIONS) that a
 * browser sends from another site, or `null`: together with the cookie's `SameSite=Strict` this keeps a page of
 * another site from acting with a signed-in person's session (CSRF; OWASP's "Verifying Origin with standard
 * headers"). Source: docs/sign-in.md#sessions.
 */
export function crossSiteRefusal(req: Request, publicBaseUrl: string | null): HttpError | null {
  if (SAFE_METHODS.has(req.method) || !isCrossSite(req, publicBaseUrl)) return null;
  return new HttpError(403, 'A request from another site may not use the session', {}, { reason: 'cross_site' });
}

/** Middleware of {@link crossSiteRefusal}, for routes that always work with the session (`/admin/api`). */
export function sameOriginOnly(publicBaseUrl: string | null): RequestHandler {
  return (req, _res, next) => next(crossSiteRefusal(req, publicBaseUrl) ?? undefined);
}
