import { DomainError, ValidationError } from '@employee/domain';
import type { ErrorRequestHandler } from 'express';
import { requestLog } from '../logging/request-logger';
import { isDatabaseUnavailable } from './database-unavailable';
import { HttpError } from './http-error';
import { sendErrorBody } from './error-body';
import { headersOfDomainError, metaOfDomainError, statusOfDomainError } from './status-of-domain-error';

/** What body-parser's errors look like (`type` names the failure). */
interface BodyParserError {
  readonly type?: string;
  readonly status?: number;
}

const BODY_PARSER_STATUS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The body is not valid JSON'],
  'entity.too.large': [413, 'The body is larger than 100 kB'],
  'encoding.unsupported': [415, 'The body must be UTF-8 JSON'],
  'charset.unsupported': [415, 'The body must be UTF-8 JSON'],
  'request.aborted': [400, 'The request was aborted'],
  'request.size.invalid': [400, 'The body length does not match Content-Length'],
};

/** `Retry-After` of a 503: the database is unreachable or did not answer within the request's bound. */
const RETRY_AFTER_SECONDS = '1';

/**
 * The one error middleware: domain errors by their kind's status with their stable code as `meta.code` (422 with
 * `meta.errors` and `meta.codes` for invalid input, see {@link validationMetaOf}),
 * HTTP-layer errors, body-parser failures (400/413/415), an unreachable database or a time bound hit (503
 * with `Retry-After`), and anything else as a 500 whose detail says nothing of the cause. Never a stack trace,
 * SQL or stored value; the cause of a 500 is logged with the request id, as the error's name and code only.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof HttpError) {
    res.set(error.headers);
    return sendErrorBody(res, error.status, error.detail, error.meta);
  }
  if (error instanceof DomainError) {
    const status = statusOfDomainError(error);
    if (error instanceof ValidationError) {
      return sendErrorBody(res, status, 'The data sent is invalid', validationMetaOf(error));
    }
    res.set(headersOfDomainError(error));
    return sendErrorBody(res, status, error.message, { code: error.code, ...metaOfDomainError(error) });
  }
  const parserFailure = BODY_PARSER_STATUS[(error as BodyParserError | null)?.type ?? ''];
  if (parserFailure) return sendErrorBody(res, parserFailure[0], parserFailure[1]);
  if (isClientError(error)) return sendErrorBody(res, 400, 'The request is malformed');
  if (isDatabaseUnavailable(error)) {
    requestLog(req)?.error({ err: summary(error) }, 'database unavailable');
    res.set('Retry-After', RETRY_AFTER_SECONDS);
    return sendErrorBody(res, 503, 'The service is temporarily unavailable; try again shortly');
  }
  requestLog(req)?.error({ err: summary(error) }, 'unexpected error');
  return sendErrorBody(res, 500, 'An unexpected error occurred');
};

/**
 * The `meta` of a 422 (docs/http.md#errors): `code` the aggregate's (`EMPLOYEE.INVALID`), `errors` each invalid API
 * field's messages (English, for people), and `codes` the same fields' rule codes in the same order
 * (`{document: ["CPF.CHECK_DIGITS"]}`), which a client translates into its user's language.
 */
function validationMetaOf(error: ValidationError): Record<string, unknown> {
  const codes = Object.fromEntries(
    Object.entries(error.violations).map(([field, list]) => [field, list.map((violation) => violation.code)]),
  );
  return { code: error.code, errors: error.errors, codes };
}

/**
 * A 4xx error raised by Express, its router or body-parser (a path with broken percent-encoding, a corrupt
 * compressed body, …): they mark the request's fault with a 4xx `status`.
 */
function isClientError(error: unknown): boolean {
  const candidate = error as { status?: unknown; statusCode?: unknown } | null;
  const status = candidate?.status ?? candidate?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * What a log may say of an error: its name and code. Never its message, which can quote request data
 * (a rejected value, a path).
 */
function summary(error: unknown): { name: string; code: string | null } {
  const code =
    (error as { code?: unknown; driverError?: { code?: unknown } } | null)?.code ??
    (error as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  return { name: error instanceof Error ? error.name : typeof error, code: typeof code === 'string' ? code : null };
}
