import type { DescribeApiKey, IssueApiKey, RevokeApiKey } from '@employee/domain';
import { formatTimestamp } from '@employee/domain';
import { Router } from 'express';
import { methodNotAllowed, principalOf, requireScope, targetCompanyId } from '@employee/http-common';
import { markSecretAnswer } from '../idempotency/secret-answer';

/** The use cases behind `/v1/api-keys`. */
export interface ApiKeyUseCases {
  readonly describeApiKey: DescribeApiKey;
  readonly issueApiKey: IssueApiKey;
  readonly revokeApiKey: RevokeApiKey;
}

/**
 * `/v1/api-keys`: the target company's one API key, every route needing `keys:write` (an API key holds it, so a key
 * may rotate or revoke itself); issuing one also every other scope, since the key holds them all (`IssueApiKey`
 * checks the issuer). `GET /current` → 200 `{data: {prefix, created_at}}`, 404 `API_KEY.NOT_FOUND` without a live
 * key; `POST /` (no body) → 201 `{data: {key, prefix, created_at}}` with `Location: …/current`, the only time the key
 * is shown, revoking the earlier key in the same transaction (its answer is never kept for an `Idempotency-Key`
 * replay); `DELETE /current` → 204, also without a live key. The audit events name the caller.
 * Source: docs/access.md#api-keys, docs/contract.md#admin-cli (the CLI's `key issue` and `key revoke`).
 */
export function apiKeysRouter(useCases: ApiKeyUseCases, timeZone: string): Router {
  const router = Router();
  const keysWrite = requireScope('keys:write');
  router
    .route('/')
    .post(keysWrite, async (req, res) => {
      const issued = await useCases.issueApiKey.execute({ companyId: targetCompanyId(res), issuer: principalOf(res) });
      markSecretAnswer(res);
      res
        .status(201)
        .location(`${req.baseUrl}/current`)
        .json({
          data: { key: issued.key, prefix: issued.prefix, created_at: formatTimestamp(issued.createdAt, timeZone) },
        });
    })
    .all(methodNotAllowed('POST'));
  router
    .route('/current')
    .get(keysWrite, async (_req, res) => {
      const live = await useCases.describeApiKey.execute({ companyId: targetCompanyId(res) });
      res.json({ data: { prefix: live.prefix, created_at: formatTimestamp(live.createdAt, timeZone) } });
    })
    .delete(keysWrite, async (_req, res) => {
      await useCases.revokeApiKey.execute({ companyId: targetCompanyId(res) });
      res.status(204).end();
    })
    .all(methodNotAllowed('GET', 'DELETE'));
  return router;
}
