/**
 * A failure of the HTTP layer itself (malformed JSON, wrong content type, unknown route, …), carried to the
 * error middleware, which answers it with the standard error body.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly meta?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}
