import type { RequestHandler } from 'express';

/**
 * The time bound a request's database work gets: `search` (a GET with a `search` query), `read` (any other
 * GET or HEAD) or `write` (everything else). Source: docs/reliability.md#time-bounds.
 */
export type RequestClass = 'read' | 'write' | 'search';

/**
 * Runs the rest of a request in the scope of its class (the composition root's `AsyncLocalStorage`, read by
 * the unit of work): `scope(requestClass, next)` must call `next` synchronously inside that scope.
 */
export type RequestClassScope = (requestClass: RequestClass, next: () => void) => void;

/** The class of a request by its method and query: see `RequestClass`. */
export function requestClassOf(method: string, query: unknown): RequestClass {
  if (method !== 'GET' && method !== 'HEAD') return 'write';
  const search = (query as Record<string, unknown> | undefined)?.search;
  return search === undefined ? 'read' : 'search';
}

/**
 * Middleware that runs the rest of the request in the scope of its `RequestClass`. Work whose context is
 * lost on the way (a body read through stream events) runs under the unit of work's default, the write
 * bound. Source: docs/reliability.md#time-bounds.
 */
export function requestClass(scope: RequestClassScope): RequestHandler {
  return (req, _res, next) => scope(requestClassOf(req.method, req.query), () => next());
}
