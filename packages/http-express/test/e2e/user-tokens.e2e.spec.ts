import { describe, expect, it } from '@jest/globals';
import { NodeUserTokenCodec } from '@employee/security-node';
import request from 'supertest';
import { buildTestApp } from '../support/test-app';
import { bearer, call, expectErrorBody, signedIn } from './e2e-helpers';

/**
 * A user's personal tokens over HTTP (docs/access.md#user-tokens): created from a dashboard session (shown once),
 * listed, revoked; used as `Authorization: Bearer usr_…` beside API keys, with the user's scopes, refused with exactly
 * a bad key's 401 when expired, revoked, of a disabled user, malformed or of another environment; rate-limited per
 * token.
 */
describe('user tokens', () => {
  /** The 401 body without its request id, and its WWW-Authenticate header. */
  const refusal = (res: request.Response) => {
    expectErrorBody(res, 401);
    const { id: _id, ...body } = res.body as Record<string, unknown>;
    return { body, challenge: res.headers['www-authenticate'] as unknown };
  };

  it('a user creates a token (shown once), lists it by prefix, acts with it, and revokes it', async () => {
    const t = await buildTestApp('memory');
    const { token, cookie } = await signedIn(t, ['users:read']);
    const created = await call(
      request(t.app)
        .post('/api/v1/users/me/tokens')
        .set('Cookie', cookie)
        .send({ name: ' Planilha ', expires_in_days: 7 }),
    );
    expect(created.status).toBe(201);
    const data = created.body.data as Record<string, string | null>;
    expect(data).toMatchObject({
      name: 'Planilha',
      created_at: '2026-11-22T10:00:00-03:00',
      expires_at: '2026-11-29T10:00:00-03:00',
      last_used_at: null,
      revoked_at: null,
    });
    expect(data.token).toMatch(/^usr_sandbox_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
    expect(data.token?.startsWith(`${data.prefix}_`)).toBe(true);
    expect(created.headers.location).toBe(`/api/v1/users/me/tokens/${data.id}`);

    const fresh = data.token as string;
    expect((await call(request(t.app).get('/api/v1/users').set(bearer(fresh)))).status).toBe(200);
    expectErrorBody(await call(request(t.app).get('/api/v1/employees').set(bearer(fresh))), 403, {
      required_scope: 'employees:read',
    });

    const listed = await call(request(t.app).get('/api/v1/users/me/tokens').set(bearer(fresh)));
    expect(listed.body.meta.total).toBe(2);
    expect(JSON.stringify(listed.body)).not.toContain(fresh);
    const rows = listed.body.data as Array<Record<string, unknown>>;
    expect(rows.find((row) => row.id === data.id)).toMatchObject({
      prefix: data.prefix,
      last_used_at: '2026-11-22T10:00:00-03:00',
    });

    expect((await call(request(t.app).delete(`/api/v1/users/me/tokens/${data.id}`).set(bearer(token)))).status).toBe(
      204,
    );
    const after = await call(request(t.app).get('/api/v1/users').set(bearer(fresh)));
    const badKey = await call(request(t.app).get('/api/v1/users').set(bearer('emp_sandbox_nope')));
    expect(refusal(after)).toEqual(refusal(badKey));
  });

  it('expired, revoked, a disabled user’s, malformed, another environment’s: the same 401 as a bad key', async () => {
    const t = await buildTestApp('memory');
    const badKey = refusal(await call(request(t.app).get('/api/v1/users').set(bearer('emp_sandbox_nope'))));
    const refusedWith = async (credential: string) =>
      refusal(await call(request(t.app).get('/api/v1/users').set(bearer(credential))));

    const production = new NodeUserTokenCodec('production').generate().plaintext;
    expect(await refusedWith(production)).toEqual(badKey);
    expect(await refusedWith('usr_sandbox_nope')).toEqual(badKey);
    const { token: live } = await t.addUser();
    expect(await refusedWith(`${live.slice(0, -1)}${live.endsWith('A') ? 'B' : 'A'}`)).toEqual(badKey);

    const disabled = await t.addUser();
    expect((await call(request(t.app).get('/api/v1/users').set(bearer(disabled.token)))).status).toBe(200);
    const off = await call(request(t.app).delete(`/api/v1/users/${disabled.user.id}`).set(bearer(t.key)));
    expect(off.status).toBe(204);
    expect(await refusedWith(disabled.token)).toEqual(badKey);

    const revoked = await t.addUser();
    await call(request(t.app).delete(`/api/v1/users/me/tokens/${revoked.tokenId}`).set(bearer(revoked.token)));
    expect(await refusedWith(revoked.token)).toEqual(badKey);

    expect((await call(request(t.app).get('/api/v1/users').set(bearer(live)))).status).toBe(200);
    t.clock.advanceSeconds(30 * 24 * 3600);
    expect(await refusedWith(live)).toEqual(badKey);
  });

  it('an API key has no tokens (403); another user’s token is 404; bad input is 422', async () => {
    const t = await buildTestApp('memory');
    const me = await signedIn(t, ['users:read']);
    const other = await t.addUser();
    expectErrorBody(await call(request(t.app).get('/api/v1/users/me/tokens').set(bearer(t.key))), 403);
    expectErrorBody(
      await call(request(t.app).delete(`/api/v1/users/me/tokens/${other.tokenId}`).set(bearer(me.token))),
      404,
    );
    expect((await call(request(t.app).get('/api/v1/users').set(bearer(other.token)))).status).toBe(200);
    const invalid = await call(
      request(t.app).post('/api/v1/users/me/tokens').set('Cookie', me.cookie).send({ expires_in_days: 91 }),
    );
    expectErrorBody(invalid, 422);
    expect(Object.keys(invalid.body.meta.errors as object).sort()).toEqual(['expires_in_days', 'name']);
  });

  it('targets the user’s company, or with Resource-Id one below a permission of theirs; nothing else', async () => {
    const t = await buildTestApp('memory');
    const branch = await t.addCompany({ parent: t.company });
    const branchUser = await t.addUser({ company: branch.company });
    const parentUser = await t.addUser();
    const get = (token: string, target?: string) => {
      const req = request(t.app).get('/api/v1/companies').set(bearer(token));
      return call(target ? req.set('Resource-Id', target) : req);
    };
    expect((await get(parentUser.token, branch.company.id)).status).toBe(200);
    const own = (await get(branchUser.token)).body.data as Array<{ id: string }>;
    expect(own.map((c) => c.id)).toEqual([branch.company.id]);
    expectErrorBody(await get(branchUser.token, t.company.id), 403);
  });

  it('is rate-limited per token with the limit of the user’s company, apart from the company’s key', async () => {
    const t = await buildTestApp('memory');
    const limited = await t.addCompany({ rateLimitPerMinute: 2 });
    const { token } = await t.addUser({ company: limited.company });
    const get = (credential: string) => call(request(t.app).get('/api/v1/companies').set(bearer(credential)));
    const statuses = [(await get(token)).status, (await get(token)).status];
    const third = await get(token);
    expect([...statuses, third.status]).toEqual([200, 200, 429]);
    expect(third.headers['x-ratelimit-limit']).toBe('2');
    expect((await get(limited.key)).status).toBe(200);
  });
});
