import type { RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/**
 * 405 with an `Allow` header listing `methods`, for a known path asked with another method (docs/contract.md#errors).
 */
export function methodNotAllowed(...methods: string[]): RequestHandler {
  const allow = methods.join(', ');
  return (req, _res, next) =>
    next(new HttpError(405, `${req.method} is not supported here; use ${allow}`, { Allow: allow }));
}
