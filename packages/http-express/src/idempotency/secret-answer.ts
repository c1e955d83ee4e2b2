import type { Response } from 'express';

const SECRET_ANSWER = 'secretAnswer';

/**
 * Marks this request's answer as one that shows a secret once (a new API key, user token, re-issued invitation
 * link or survey links): the `Idempotency-Key` middleware then never keeps it, so no copy of the secret is stored;
 * a retry with the same key runs again and issues fresh ones (docs/change-history.md#idempotency-key). Call before
 * sending the answer.
 */
export function markSecretAnswer(res: Response): void {
  res.locals[SECRET_ANSWER] = true;
}

/** True when the route marked its answer with {@link markSecretAnswer}. */
export function isSecretAnswer(res: Response): boolean {
  return res.locals[SECRET_ANSWER] === true;
}
