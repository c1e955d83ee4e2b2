import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { SCOPES, type Scope } from '@employee/domain';
import request from 'supertest';
import {
  GRANTING_EVERY_SCOPE,
  behindApiCredentials,
  documentedOperations,
  type DocumentedOperation,
} from '../support/openapi';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

/**
 * The permission matrix with real user tokens (docs/access.md#scopes, docs/security.md API5): for every secured
 * operation of `docs/openapi.yaml` and every scope of the catalogue, a user whose only permission grants exactly
 * that scope calls the operation with their own `usr_` token, through the real authentication and storage. A token
 * lacking the route's scope (`x-required-scope`) gets 403 with `meta.required_scope`; the one holding it gets past
 * the check (any answer but 401 and 403: ids are random and bodies empty, so 404 and 422 are the usual ones). The
 * caller's own tokens (`x-required-scope: none`) let every user through, but creating one takes a session (its one
 * security scheme): every token gets 403 there. Issuing the company's API key, which holds every scope, also needs
 * every other scope ({@link GRANTING_EVERY_SCOPE}). On memory, PostgreSQL and PGlite.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('permission matrix on %s', (kind) => {
  const storage = useStorage(kind);
  let t: TestApp;
  /** A live token of a user whose one permission grants exactly the scope, on the seeded company. */
  const tokenOf = new Map<Scope, string>();

  beforeAll(async () => {
    t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    for (const scope of SCOPES) tokenOf.set(scope, (await t.addUser({ scopes: [scope] })).token);
  });

  const send = (op: DocumentedOperation, token: string) => {
    const path = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const verb = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const req = request(t.app)[verb](path).set(bearer(token));
    return op.method === 'POST' || op.method === 'PUT' ? req.send({}) : req;
  };

  const secured = documentedOperations().filter(behindApiCredentials);

  it('covers every secured operation, each with a scope or none', () => {
    expect(secured.length).toBeGreaterThanOrEqual(30);
    for (const op of secured) expect([...SCOPES, 'none']).toContain(op.requiredScope);
  });

  describe.each(secured.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    it(`each of the ${SCOPES.length} single-scope users: 403 without the route's scope, through with it`, async () => {
      for (const scope of SCOPES) {
        const res = await call(send(op, tokenOf.get(scope) as string));
        const allowed = op.requiredScope === 'none' || scope === op.requiredScope;
        if (!op.schemes.includes('UserToken')) expectErrorBody(res, 403, { reason: 'session_required' });
        else if (!allowed) expectErrorBody(res, 403, { required_scope: op.requiredScope });
        else if (GRANTING_EVERY_SCOPE.includes(`${op.method} ${op.path}`))
          expectErrorBody(res, 403, { required_scope: SCOPES.find((other) => other !== scope) });
        else expect([scope, [401, 403].includes(res.status)]).toEqual([scope, false]);
      }
    });
  });
});
