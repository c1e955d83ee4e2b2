import type { RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/** The API prefixes whose paths never end with `/` (the API, the dashboard's backend, the survey endpoint). */
const API_PATH_WITH_TRAILING_SLASH = /^\/(?:api\/v1|admin\/api|survey\/v1)(?:\/.*)?\/$/;

/**
 * 404 (the standard error body) for a path of the API that ends with `/` (`/api/v1/employees/`), before
 * authentication: no resource is named with a trailing slash, and no redirect is made to the path without it.
 * Pages and `/api/docs/` are untouched. Source: docs/http.md#paths.
 */
export const noTrailingSlash: RequestHandler = (req, _res, next) => {
  if (!API_PATH_WITH_TRAILING_SLASH.test(req.path)) return next();
  next(new HttpError(404, `No route serves ${req.method} ${req.path}: paths of the API never end with "/"`));
};
