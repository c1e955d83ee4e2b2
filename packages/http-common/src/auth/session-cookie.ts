import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';

/** Name of the dashboard's session cookie over plain http (docs/sign-in.md#sessions). */
export const SESSION_COOKIE = 'employee_session';

/**
 * Name of the session cookie over https: `__Host-` makes a browser accept it only with `Secure`, `Path=/` and no
 * `Domain`, so no other host (a sibling subdomain) and no plain-http page can set or shadow it
 * (docs/sign-in.md#sessions).
 */
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Host names on which the cookie may travel over plain http (a developer's own machine). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The session cookie's name for the request's transport: `SECURE_SESSION_COOKIE` when it came over https (Express's
 * `req.secure`: a TLS connection, or `X-Forwarded-Proto: https` from a proxy that `TRUST_PROXY` trusts), else
 * `SESSION_COOKIE`.
 */
function cookieNameOf(req: Request): string {
  return req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The session id the request's cookie carries, or `undefined` without one. Only the name of the request's
 * transport is read: over https a cookie without the `__Host-` prefix (which anyone able to set a cookie for the
 * host could have planted) is no session.
 */
export function sessionIdOf(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  const value = parse(header)[cookieNameOf(req)];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The cookie's attributes: `HttpOnly; SameSite=Strict; Path=/`, no `Domain`, and `Secure` over https and on plain
 * http except on a loopback host, with no `Max-Age` (a browser-session cookie: the server decides when a session
 * ends). Source: docs/sign-in.md#sessions.
 */
function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: req.secure || !LOOPBACK_HOSTS.has(req.hostname) };
}

/** Sets the session cookie of the request's transport to `sessionId`. */
export function setSessionCookie(req: Request, res: Response, sessionId: string): void {
  res.cookie(cookieNameOf(req), sessionId, cookieOptions(req));
}

/** Tells the browser to forget the session cookie of the request's transport. */
export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(cookieNameOf(req), cookieOptions(req));
}
