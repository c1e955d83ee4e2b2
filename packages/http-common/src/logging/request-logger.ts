import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import { REPORTS, isUuid } from '@employee/domain';

/**
 * The request path as logged: without the query string, and with every segment that is neither one of
 * `routeWords` (the words of the listener's routes), a report's name, nor a UUID (an id, safe to log) replaced by
 * `:value`, so a CPF, e-mail or phone a client puts where an id belongs (`/api/v1/employees/52998224725`) never
 * reaches the log. Source: docs/http.md#logging.
 */
export function loggedPath(url: string, routeWords: ReadonlySet<string>): string {
  return (url.split('?')[0] ?? '')
    .split('/')
    .map((segment) =>
      segment === '' || routeWords.has(segment) || REPORT_NAMES.has(segment) || isUuid(segment) ? segment : ':value',
    )
    .join('/');
}

/** The fifteen reports' names, which the reports listener's one route takes as a parameter (`/:name`). */
const REPORT_NAMES: ReadonlySet<string> = new Set(REPORTS.map((report) => report.name));

interface Locals {
  locals?: { requestId?: string; principal?: { company: { id: string } }; target?: { companyId: string } };
}

/**
 * One log line per request with pino-http: request id, method, path ({@link loggedPath} with the words that
 * `routeWords()` gives, read at each line: never the query string, as search terms are personal data, nor a path
 * segment that is not an id or a route word), status, duration,
 * and the ids of the authenticated and target companies. No headers (so no `Authorization`), no bodies. 5xx log at
 * `error`, 4xx at `warn`, and 503 (a time bound hit, a company over its share: the service shedding load, whose
 * cause the error handler logs once when it is the database) at `warn` without pino-http's stand-in error and
 * its stack, so that a flood of refusals costs little to log.
 * Source: docs/house-rules.md#logging (never log personal data or API keys); docs/http.md.
 */
export function requestLogger(logger: Logger, routeWords: () => ReadonlySet<string>): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => (res as ServerResponse & Locals).locals?.requestId ?? '',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: loggedPath(req.url, routeWords()),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (_req: IncomingMessage, res: ServerResponse) => {
      const locals = (res as ServerResponse & Locals).locals;
      return { company_id: locals?.principal?.company.id, target_company_id: locals?.target?.companyId };
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || (res.statusCode >= 500 && res.statusCode !== 503) ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customErrorObject: (_req: IncomingMessage, res: ServerResponse, _error: Error, fields: Record<string, unknown>) =>
      res.statusCode === 503 ? withoutKey(fields, 'err') : fields,
  });
}

/** The request's own logger (bound to its id by pino-http), if the request logger ran. */
export function requestLog(req: IncomingMessage): Logger | undefined {
  return (req as IncomingMessage & { log?: Logger }).log;
}

function withoutKey(fields: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key));
}
