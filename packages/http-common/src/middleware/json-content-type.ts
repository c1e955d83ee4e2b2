import type { RequestHandler } from 'express';

/** The `Content-Type` of every JSON response, with the upper-case charset the spec writes. */
export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/**
 * Makes `res.json` send `Content-Type: application/json; charset=UTF-8` exactly (docs/contract.md#endpoints, #errors):
 * Express's own `res.json` would rewrite the charset to lower case.
 */
export const jsonContentType: RequestHandler = (_req, res, next) => {
  res.json = (body?: unknown) => {
    const text = JSON.stringify(body);
    res.set('Content-Type', JSON_CONTENT_TYPE);
    res.set('Content-Length', String(Buffer.byteLength(text)));
    res.end(text);
    return res;
  };
  next();
};
