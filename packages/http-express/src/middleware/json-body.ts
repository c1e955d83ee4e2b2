import express, { type RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/** Largest accepted body (product decisions, Errors: 413 over 100 kB). */
export const BODY_LIMIT = '100kb';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * 415 for a POST/PUT whose body is not `application/json` (product decisions, Errors); a POST or PUT with no
 * body at all has no JSON content type either, so it is a 415 too.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!METHODS_WITH_BODY.has(req.method)) return next();
  if (!req.is('application/json')) return next(new HttpError(415, 'The body must be sent as Content-Type: application/json'));
  next();
};

/** Parses JSON bodies up to 100 kB; body-parser failures reach the error middleware (400, 413, 415). */
export const parseJsonBody: RequestHandler = express.json({ limit: BODY_LIMIT, strict: false, type: 'application/json' });

/** 400 unless the parsed body is a JSON object (product decisions, Errors: "a body that is not a JSON object"). */
export const requireObjectBody: RequestHandler = (req, _res, next) => {
  if (!METHODS_WITH_BODY.has(req.method)) return next();
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return next(new HttpError(400, 'The body must be a JSON object'));
  }
  next();
};

/**
 * The body checks of a POST or PUT route, in order: 415 unless JSON, parse (400/413), 400 unless an object.
 * Attached to the routes themselves, so an unsupported method on a known path is a 405 whatever its body.
 */
export const jsonObjectBody: RequestHandler[] = [requireJsonBody, parseJsonBody, requireObjectBody];
