import type { Response } from 'express';
import type { StoredAnswer } from '@employee/domain';

/** The headers of an answer that describe it and are sent again with it (not the rate limit of the new request). */
const REPLAYED_HEADERS = ['content-type', 'location', 'x-request-id', 'etag', 'allow', 'retry-after'];

/**
 * Records what `res` sends (status, the describing headers, the body bytes) as it is sent, and calls `onDone`
 * once: with the answer when it was sent whole, or with `null` when the connection closed first.
 */
export function captureAnswer(res: Response, onDone: (answer: StoredAnswer | null) => void): void {
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
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response['end'];
  let done = false;
  res.on('finish', () => {
    done = true;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    onDone({ status: res.statusCode, headers, body: Buffer.concat(chunks).toString('utf8') });
  });
  res.on('close', () => {
    if (!done) onDone(null);
  });
}
