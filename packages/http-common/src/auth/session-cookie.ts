import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';

/** Name of the dashboard's session cookie (docs/sign-in.md#sessions). */
export const SESSION_COOKIE = 'employee_session';

/** Host names on which the cookie may travel over plain http (a developer's own machine). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The session id the request's cookie carries, or `undefined` without one. */
export function sessionIdOf(req: Request): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  const value = parse(header)[SESSION_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The cookie's attributes: `HttpOnly; SameSite=Strict; Path=/`, and `Secure` except on a loopback host, with no
 * `Max-Age` (a browser-session cookie: the server decides when a session ends). Source: docs/sign-in.md#sessions.
 */
function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: !LOOPBACK_HOSTS.has(req.hostname) };
}

/** Sets the session cookie to `sessionId`. */
export function setSessionCookie(req: Request, res: Response, sessionId: string): void {
  res.cookie(SESSION_COOKIE, sessionId, cookieOptions(req));
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
