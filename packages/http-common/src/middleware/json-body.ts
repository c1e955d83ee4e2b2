import type { IncomingMessage } from 'node:http';
import express, { type Request, type RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';

/** Largest accepted body (docs/contract.md#errors: 413 over 100 kB). */
export const BODY_LIMIT = '100kb';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * 415 for a POST/PUT whose body is not `application/json` in UTF-8 (docs/contract.md#requests-and-responses: bodies are
 * JSON, UTF-8; #errors); a POST or PUT with no body at all has no JSON content type either, so it is a 415 too.
 * An empty body declared as JSON is a 400 (it is not a JSON object).
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!METHODS_WITH_BODY.has(req.method)) return next();
  if (!req.is('application/json'))
    return next(new HttpError(415, 'The body must be sent as Content-Type: application/json'));
  const charset = /;\s*charset="?([^";\s]+)/i.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    return next(new HttpError(415, 'The body must be UTF-8 JSON'));
  if (req.get('content-length') === '0') return next(new HttpError(400, 'The body is empty; it must be a JSON object'));
  next();
};

/** The text of the bodies {@link jsonObjectBodyWithText} parsed, by request (gone with the request). */
const bodyTexts = new WeakMap<IncomingMessage, string>();

/**
 * A parser of JSON bodies up to 100 kB; body-parser failures reach the error middleware (400, 413, 415). With
 * `keepText`, the body's text is kept for {@link jsonTextOf}.
 */
function jsonParser(keepText: boolean): RequestHandler {
  return express.json({
    limit: BODY_LIMIT,
    strict: false,
    type: 'application/json',
    ...(keepText
      ? { verify: (req: IncomingMessage, _res: unknown, buf: Buffer) => bodyTexts.set(req, buf.toString('utf8')) }
      : {}),
  });
}

/** Parses JSON bodies up to 100 kB; body-parser failures reach the error middleware (400, 413, 415). */
export const parseJsonBody: RequestHandler = jsonParser(false);

/** What a parsed JSON value that is not an object is, for the 400's detail: `a JSON string`, `JSON null`, … */
function jsonKind(value: unknown): string {
  if (value === null) return 'JSON null';
  if (Array.isArray(value)) return 'a JSON array';
  return typeof value === 'boolean' ? `JSON ${String(value)}` : `a JSON ${typeof value}`;
}

/**
 * 400 unless the parsed body is a JSON object (docs/contract.md#errors: "a body that is not a JSON object").
 * The body is valid JSON here (malformed JSON failed in the parser), so the detail says which JSON value it
 * is, e.g. `The body must be a JSON object, not a JSON string` for `"hello"`.
 */
export const requireObjectBody: RequestHandler = (req, _res, next) => {
  if (!METHODS_WITH_BODY.has(req.method)) return next();
  const body: unknown = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return next(new HttpError(400, `The body must be a JSON object, not ${jsonKind(body)}`));
  }
  next();
};

/**
 * The body checks of a POST or PUT route, in order: 415 unless JSON, parse (400/413), 400 unless an object.
 * Attached to the routes themselves, so an unsupported method on a known path is a 405 whatever its body.
 */
export const jsonObjectBody: RequestHandler[] = [requireJsonBody, parseJsonBody, requireObjectBody];

/**
 * {@link jsonObjectBody} that also keeps the body's text, for a route that must see how a value was written
 * (`JSON.parse` makes the same 10 of `10`, `10.0` and `1e1`): read it with {@link jsonTextOf}.
 */
export const jsonObjectBodyWithText: RequestHandler[] = [requireJsonBody, jsonParser(true), requireObjectBody];

/**
 * The text of the JSON body {@link jsonObjectBodyWithText} parsed for `req` (UTF-8, as received).
 * @throws Error when the route did not parse its body with {@link jsonObjectBodyWithText} (a wiring mistake).
 */
export function jsonTextOf(req: Request): string {
  const text = bodyTexts.get(req);
  if (text === undefined) throw new Error('No JSON body text kept for this request (use jsonObjectBodyWithText)');
  return text;
}
