import type { Response } from 'express';

/** The standard error body (docs/contract.md#errors). `id` is also sent as `X-Request-Id`. */
export interface ErrorBody {
  readonly id: string;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly meta?: Record<string, unknown>;
}

/** Short names of the statuses the API answers with (docs/contract.md#errors). */
export const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The request id given to this request by the request-id middleware. */
export function requestIdOf(res: Response): string {
  return res.locals.requestId as string;
}

/** Sends `{id, status, title, detail, meta?}` with `status`; `id` is the request's id. */
export function sendErrorBody(res: Response, status: number, detail: string, meta?: Record<string, unknown>): void {
  const body: ErrorBody = {
    id: requestIdOf(res),
    status,
    title: TITLES[status] ?? 'Error',
    detail,
    ...(meta ? { meta } : {}),
  };
  res.status(status).json(body);
}
