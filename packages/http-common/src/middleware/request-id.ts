import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Gives every request a fresh UUID, sent as `X-Request-Id` and used as the `id` of an error body
 * (docs/contract.md#errors). A client-sent `X-Request-Id` is not trusted.
 */
export const requestId: RequestHandler = (_req, res, next) => {
  const id = randomUUID();
  res.locals.requestId = id;
  res.set('X-Request-Id', id);
  next();
};
