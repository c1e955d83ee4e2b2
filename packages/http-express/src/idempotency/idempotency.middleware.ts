import { createHash } from 'node:crypto';
import { isIdempotencyKey, type IdempotencyKeys, type StoredAnswer } from '@employee/domain';
import type { Request, RequestHandler, Response } from 'express';
import {
  HttpError,
  parseJsonBody,
  principalOf,
  requestLog,
  sendErrorBody,
  targetCompanyId,
} from '@employee/http-common';
import { keepAnswerBeforeSending } from './kept-answer';
import { isSecretAnswer } from './secret-answer';

/** Methods whose requests may carry an `Idempotency-Key`. */
const IDEMPOTENT_METHODS = new Set(['POST', 'PUT']);

/** Parses a JSON body now (express.json leaves a parsed body alone, so the route's own parser does nothing). */
function parseBody(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    parseJsonBody(req, res, (error?: unknown) => {
      if (error instanceof Error) reject(error);
      else resolve();
    });
  });
}

/** The request's identity under its key: method, path, target company and body, hashed. */
function fingerprintOf(req: Request, res: Response): string {
  const identity = [req.method, `${req.baseUrl}${req.path}`, targetCompanyId(res), req.body ?? null];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/** Sends a stored answer again, marked `Idempotent-Replayed: true`. */
function replay(res: Response, answer: StoredAnswer): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('Idempotent-Replayed', 'true');
  res.end(answer.body);
}

/**
 * `Idempotency-Key` on POST and PUT under `/api/v1` (docs/change-history.md#idempotency-key), after
 * authentication and the target company: per credential, the same key with the same method, path, target company
 * and body within 24 hours answers the first answer again (status, headers, body) with `Idempotent-Replayed: true`
 * and does nothing else; with another request it is 422 (`meta.errors.idempotency_key`); while the first is still
 * running, 409 (`meta.reason: idempotency_key_running`, `Retry-After: 1`). The answer is kept before it is sent, so
 * a retry sent once it arrives is replayed, and a request whose client went away still keeps its answer. A 5xx
 * answer is not kept: the client may retry; nor is an answer that shows a secret once
 * (`markSecretAnswer`: a new API key, user token or link), so no copy of it is stored. A key that is not 1 to 255
 * visible ASCII characters is 400. Requests without the header are untouched.
 */
export function idempotency(keys: IdempotencyKeys, now: () => Date = () => new Date()): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    if (key === undefined || !IDEMPOTENT_METHODS.has(req.method)) return next();
    if (!isIdempotencyKey(key)) throw new HttpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    await parseBody(req, res);
    const principal = principalOf(res);
    const scope = `${principal.kind}:${principal.id}`;
    const claim = await keys.claim(scope, key, fingerprintOf(req, res), now());
    switch (claim.kind) {
      case 'answered':
        return replay(res, claim.answer);
      case 'mismatch':
        return sendErrorBody(res, 422, 'The data sent is invalid', {
          code: 'IDEMPOTENCY_KEY.INVALID',
          errors: { idempotency_key: ['was used for another request within the last 24 hours; use a new key'] },
          codes: { idempotency_key: ['IDEMPOTENCY_KEY.REUSED'] },
        });
      case 'running':
        res.setHeader('Retry-After', '1');
        return sendErrorBody(res, 409, 'A request with this Idempotency-Key is still running; retry shortly', {
          reason: 'idempotency_key_running',
        });
      case 'claimed':
        keepAnswerBeforeSending(res, async (answer) => {
          const keep = answer.status < 500 && !isSecretAnswer(res);
          try {
            await (keep ? keys.complete(scope, key, answer) : keys.release(scope, key));
          } catch (error: unknown) {
            // The answer still goes out; failing to keep it only means a retry within the lease gets 409.
            requestLog(req)?.warn(
              { err: { name: (error as Error | null)?.name ?? 'Error' } },
              'idempotency key not kept',
            );
          }
        });
        return next();
    }
  };
}
