import type { RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/** 404 for a path no route serves (docs/contract.md#errors). */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No route serves ${req.method} ${req.baseUrl}${req.path}`));
};
