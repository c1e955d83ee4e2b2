import type { RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/** Headers a request may carry at most once: who calls, and which origin its links name. */
const SINGLE = ['authorization', 'host'];

/**
 * Refuses a request that carries `Authorization` or `Host` more than once, with 400 and the standard body:
 * Node keeps the first of each and drops the others, so a proxy that reads the last one and this service would
 * act on different values. Counted on `req.rawHeaders`, which lists every header line as sent. Source:
 * docs/security.md#api82023-security-misconfiguration; docs/http.md#errors.
 * @throws HttpError 400 naming the repeated header (never its values).
 */
export const singleHeaders: RequestHandler = (req, _res, next) => {
  const counts = new Map<string, number>();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] as string).toLowerCase();
    if (SINGLE.includes(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const repeated = SINGLE.find((name) => (counts.get(name) ?? 0) > 1);
  if (repeated === undefined) {
    next();
    return;
  }
  const title = repeated === 'host' ? 'Host' : 'Authorization';
  next(new HttpError(400, `The request must carry the ${title} header at most once`));
};
