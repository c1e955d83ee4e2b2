import { describe, expect, it } from '@jest/globals';
import { SCOPES } from '@employee/domain';
import request from 'supertest';
import { buildTestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

const KEY = /^emp_sandbox_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/;

/**
 * The company's API key over the public API (docs/access.md#api-keys): described by its prefix, issued (shown once,
 * the earlier key stopping at once), revoked; `keys:write` on the target company, which an API key holds (it may
 * rotate or revoke itself), and to issue one every other scope too (the key holds them all: insider-grants.e2e);
 * the audit events name the caller; an issued key is never kept for an
 * `Idempotency-Key` replay. Every answer is checked against docs/openapi.yaml. On memory and every database engine.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('API keys on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
  const works = async (t: Awaited<ReturnType<typeof app>>, key: string, target?: string) => {
    const req = request(t.app).get('/api/v1/companies').set(bearer(key));
    return (await call(target ? req.set('Resource-Id', target) : req)).status;
  };

  it('a holder of every scope issues a key (shown once), reads its prefix, revokes it; events name them', async () => {
    const t = await app();
    const admin = await t.addUser({ scopes: SCOPES });

    const before = await call(request(t.app).get('/api/v1/api-keys/current').set(bearer(admin.token)));
    expect(before.status).toBe(200);
    expect(t.key.startsWith(`${before.body.data.prefix as string}_`)).toBe(true);

    t.clock.advanceSeconds(60);
    const issued = await call(request(t.app).post('/api/v1/api-keys').set(bearer(admin.token)));
    expect(issued.status).toBe(201);
    expect(issued.headers.location).toBe('/api/v1/api-keys/current');
    const { key, prefix, created_at } = issued.body.data as { key: string; prefix: string; created_at: string };
    expect(key).toMatch(KEY);
    expect(key.startsWith(`${prefix}_`)).toBe(true);
    expect(created_at).toBe('2026-11-22T10:01:00-03:00');
    expect(await works(t, t.key)).toBe(401);
    expect(await works(t, key)).toBe(200);

    const current = await call(request(t.app).get('/api/v1/api-keys/current').set(bearer(admin.token)));
    expect(current.body).toEqual({ data: { prefix, created_at } });
    expect(JSON.stringify(current.body)).not.toContain(key);

    const revoked = await call(request(t.app).delete('/api/v1/api-keys/current').set(bearer(admin.token)));
    expect(revoked.status).toBe(204);
    expect(await works(t, key)).toBe(401);
    expectErrorBody(await call(request(t.app).get('/api/v1/api-keys/current').set(bearer(admin.token))), 404);
    expect((await call(request(t.app).delete('/api/v1/api-keys/current').set(bearer(admin.token)))).status).toBe(204);

    const events = await call(
      request(t.app).get('/api/v1/audit-events?entity=api_key&per_page=100').set(bearer(admin.token)),
    );
    const actions = (events.body.data as Array<{ action: string; actor: { type: string; id: string } }>).map(
      (event) => [event.action, event.actor.type, event.actor.id],
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        ['api_key.issued', 'user', admin.user.id],
        ['api_key.revoked', 'user', admin.user.id],
      ]),
    );
  });

  it('needs keys:write on the target company: 403 naming it, and nothing changes', async () => {
    const t = await app();
    const reader = await t.addUser({ scopes: ['users:read', 'users:write', 'audit:read'] });
    for (const req of [
      request(t.app).get('/api/v1/api-keys/current'),
      request(t.app).post('/api/v1/api-keys'),
      request(t.app).delete('/api/v1/api-keys/current'),
    ]) {
      expectErrorBody(await call(req.set(bearer(reader.token))), 403, { required_scope: 'keys:write' });
    }
    expect(await works(t, t.key)).toBe(200);
  });

  it('an API key may rotate itself: the new key works, the calling one stops with that answer', async () => {
    const t = await app();
    const issued = await call(request(t.app).post('/api/v1/api-keys').set(bearer(t.key)));
    expect(issued.status).toBe(201);
    expect(await works(t, t.key)).toBe(401);
    const key = issued.body.data.key as string;
    expect(await works(t, key)).toBe(200);
    expect((await call(request(t.app).delete('/api/v1/api-keys/current').set(bearer(key)))).status).toBe(204);
    expect(await works(t, key)).toBe(401);
  });

  it('acts on the Resource-Id company: a parent rotates its branch’s key and keeps its own', async () => {
    const t = await app();
    const branch = await t.addCompany({ parent: t.company });
    const issued = await call(
      request(t.app).post('/api/v1/api-keys').set(bearer(t.key)).set('Resource-Id', branch.company.id),
    );
    expect(issued.status).toBe(201);
    const branchKey = issued.body.data.key as string;
    expect(await works(t, branch.key)).toBe(401);
    expect(await works(t, branchKey)).toBe(200);
    expect(await works(t, t.key)).toBe(200);
    const own = await call(request(t.app).get('/api/v1/api-keys/current').set(bearer(t.key)));
    expect(t.key.startsWith(`${own.body.data.prefix as string}_`)).toBe(true);
    expectErrorBody(
      await call(request(t.app).post('/api/v1/api-keys').set(bearer(branchKey)).set('Resource-Id', t.company.id)),
      403,
    );
  });

  it('never replays an issued key for an Idempotency-Key: the same key sent again issues another', async () => {
    const t = await app();
    const admin = await t.addUser({ scopes: SCOPES });
    const send = () =>
      call(request(t.app).post('/api/v1/api-keys').set(bearer(admin.token)).set('Idempotency-Key', 'rotate-1'));
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.body.data.key).not.toBe(first.body.data.key);
    expect(await works(t, first.body.data.key as string)).toBe(401);
    expect(await works(t, second.body.data.key as string)).toBe(200);
  });
});
