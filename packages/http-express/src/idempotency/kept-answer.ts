import type { Response } from 'express';
import type { StoredAnswer } from '@employee/domain';

/** The headers of an answer that describe it and are sent again with it (not the rate limit of the new request). */
const REPLAYED_HEADERS = ['content-type', 'location', 'x-request-id', 'etag', 'allow', 'retry-after'];

/** The describing headers `res` holds now, lower-case names, values joined as HTTP joins them. */
function describingHeaders(res: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Holds the end of `res`'s answer until `keep` has dealt with it (docs/change-history.md#idempotency-key): records
 * what `res` writes (status, the describing headers, the body bytes), and when the handler ends the answer, calls
 * `keep` once with it and sends the end only after `keep` settles, so a retry sent the moment the answer arrives
 * finds it kept. `keep` must not reject (the answer goes out either way). Bytes written before the end (a streamed
 * answer) go out as they are written.
 */
export function keepAnswerBeforeSending(res: Response, keep: (answer: StoredAnswer) => Promise<void>): void {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown): void => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  let ending = false;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (ending) return end(chunk, ...rest);
    ending = true;
    if (typeof chunk !== 'function') collect(chunk, rest[0]);
    const answer = {
      status: res.statusCode,
      headers: describingHeaders(res),
      body: Buffer.concat(chunks).toString('utf8'),
    };
    void keep(answer).finally(() => end(chunk, ...rest));
    return res;
  }) as Response['end'];
}
