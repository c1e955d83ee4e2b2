import { describe, expect, it } from '@jest/globals';
import type { AuditEventView } from '@employee/wire';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp } from '../support/test-app';
import { allStorages, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

/** An audit event as `GET /v1/audit-events` answers it. */
type EventView = AuditEventView;

const PASSWORD = 'quiet lighthouse at dawn 42';

/** The events `key` reads of its target company, newest first (one page of 100). */
async function trail(t: TestApp, key = t.key, query = ''): Promise<EventView[]> {
  const res = await call(request(t.app).get(`/api/v1/audit-events?per_page=100${query}`).set(bearer(key)));
  expect(res.status).toBe(200);
  return res.body.data as EventView[];
}

/**
 * Runs `act` and answers the events it appended (oldest first) with its response: what each route leaves in the trail.
 */
async function eventsOf(t: TestApp, act: () => Promise<Response>): Promise<{ res: Response; events: EventView[] }> {
  const before = new Set((await trail(t)).map((e) => e.id));
  const res = await act();
  const events = (await trail(t)).filter((e) => !before.has(e.id)).reverse();
  return { res, events };
}

/**
 * The audit trail over HTTP (docs/change-history.md#audit-trail): every route that changes data leaves exactly the
 * events of its change, with the caller as actor, the response's `X-Request-Id`, the client IP and the names of the
 * fields that changed (never their values); `GET /v1/audit-events` filters and pages by cursor, and a company never
 * reads another's trail. On memory and on every database engine.
 */
describe.each(allStorages().map((kind): [StorageKind] => [kind]))('the audit trail on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });

  it('records each employee change once, with the key as actor, request id, IP and changed fields', async () => {
    const t = await app();
    const keyId = (await t.uow.run((r) => r.apiKeys.liveOfCompany(t.company.id)))[0]?.id;
    const actor = { type: 'api_key', id: keyId };
    const body = validEmployeeBody({ fields: [{ key: 'department', value: 'RH' }] });

    const created = await eventsOf(t, () =>
      call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body)),
    );
    const path = `/api/v1/employees/${created.res.body.data.id as string}`;
    const put = (send: Record<string, unknown>) => () =>
      call(
        request(t.app)
          .put(path)
          .set(bearer(t.key))
          .send({ remove_campaign: false, ...send }),
      );
    const updated = await eventsOf(t, put({ phone: '+55 11 98888-7777', is_on_leave: true }));
    const fired = await eventsOf(t, put({ firing_date: '01/11/2026', is_voluntary_firing: true }));
    const cancelled = await eventsOf(t, put({ firing_date: null }));
    const unchanged = await eventsOf(t, put({}));
    const deleted = await eventsOf(t, () => call(request(t.app).delete(path).set(bearer(t.key))));

    expect(created.events).toEqual([
      expect.objectContaining({
        action: 'employee.created',
        entity: 'employee',
        entity_id: created.res.body.data.id as string,
        company_id: t.company.id,
        actor,
        request_id: created.res.headers['x-request-id'],
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
        changed: expect.arrayContaining(['name', 'document', 'fields', 'language']),
      }),
    ]);
    expect(created.events[0]?.changed).not.toContain('id');
    expect(updated.events.map((e) => [e.action, e.changed, e.request_id])).toEqual([
      ['employee.updated', ['phone', 'is_on_leave'], updated.res.headers['x-request-id']],
    ]);
    expect(fired.events.map((e) => [e.action, e.changed])).toEqual([
      ['employee.firing_recorded', ['firing_date', 'is_voluntary_firing']],
    ]);
    expect(cancelled.events.map((e) => [e.action, e.changed])).toEqual([
      ['employee.firing_cancelled', ['firing_date', 'is_voluntary_firing']],
    ]);
    expect(unchanged.events.map((e) => [e.action, e.changed])).toEqual([['employee.updated', []]]);
    expect(deleted.events.map((e) => [e.action, e.changed])).toEqual([['employee.deleted', ['fields', 'deleted_at']]]);
    // Ids are random hex and may hold any digits (a UUID once held "98888"): only the rest may not hold the values.
    const text = JSON.stringify(await trail(t)).replace(/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/gi, '<id>');
    for (const value of [body.name, body.document, '98888', 'RH']) expect(text).not.toContain(String(value));
  });

  it('records nothing for a refused change', async () => {
    const t = await app();
    const { res, events } = await eventsOf(t, () =>
      call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send({ name: 'ana' })),
    );
    expect(res.status).toBe(422);
    expect(events).toEqual([]);
  });

  it('records filters, profiles, users, permissions and tokens, each route once, with the acting user', async () => {
    const t = await app();
    await t.addBuiltinProfiles(t.company);
    const send =
      (method: 'post' | 'put' | 'delete', path: string, body?: object, auth = bearer(t.key)) =>
      () =>
        call(request(t.app)[method](path).set(auth).send(body));
    const actions = async (act: () => Promise<Response>): Promise<string[]> =>
      (await eventsOf(t, act)).events.map((e) => `${e.action} ${e.changed.join(',')}`.trim());

    const filter = await eventsOf(t, send('post', '/api/v1/filters', { key: 'cargo', name: 'Cargo' }));
    const filterPath = `/api/v1/filters/${filter.res.body.data.id as string}`;
    expect(filter.events.map((e) => e.action)).toEqual(['filter.created']);
    expect(await actions(send('put', filterPath, { default_value: 'Analista' }))).toEqual([
      'filter.updated default_value',
    ]);
    expect(await actions(send('delete', filterPath))).toEqual(['filter.deleted active']);

    const profile = await eventsOf(t, send('post', '/api/v1/profiles', { name: 'Auditoria', scopes: ['audit:read'] }));
    const profilePath = `/api/v1/profiles/${profile.res.body.data.id as string}`;
    expect(profile.events.map((e) => e.action)).toEqual(['profile.created']);
    expect(await actions(send('put', profilePath, { scopes: ['audit:read', 'users:read'] }))).toEqual([
      'profile.updated scopes',
    ]);

    const user = await eventsOf(
      t,
      send('post', '/api/v1/users', {
        name: 'Carla Dias',
        email: 'carla@example.com',
        profile_id: profile.res.body.data.id as string,
      }),
    );
    const userId = user.res.body.data.id as string;
    expect(user.events.map((e) => [e.action, e.entity_id])).toEqual([
      ['user.created', userId],
      ['permission.created', expect.any(String)],
    ]);
    const invitation = user.res.body.data.invitation_url as string;
    expect(await actions(send('put', `/api/v1/users/${userId}`, { name: 'Carla Dias Lima' }))).toEqual([
      'user.updated name',
    ]);
    const reissued = await eventsOf(t, send('post', `/api/v1/users/${userId}/invitation`));
    expect(reissued.events.map((e) => e.action)).toEqual(['user.invitation_reissued']);

    const token = (reissued.res.body.data.invitation_url as string) ?? invitation;
    const accepted = await eventsOf(t, () =>
      call(
        request(t.app)
          .post('/admin/api/invitations/accept')
          .send({ token: token.slice(token.lastIndexOf('/') + 1), password: PASSWORD }),
      ),
    );
    expect(accepted.events.map((e) => [e.action, e.actor, e.request_id])).toEqual([
      ['user.invitation_accepted', { type: 'user', id: userId }, accepted.res.headers['x-request-id']],
    ]);
    // the API's names, never a stored form: `password`, not `password_hash`
    expect(accepted.events[0]?.changed).toEqual(expect.arrayContaining(['status', 'password', 'invitation']));
    expect(accepted.events[0]?.changed).not.toContain('password_hash');
    const signedIn = await eventsOf(t, () =>
      call(request(t.app).post('/admin/api/session').send({ email: 'carla@example.com', password: PASSWORD })),
    );
    expect(signedIn.events.map((e) => [e.action, e.actor, e.changed])).toEqual([
      ['user.signed_in', { type: 'user', id: userId }, ['last_sign_in_at']],
    ]);
    const cookie = String(([] as string[]).concat(signedIn.res.headers['set-cookie'] ?? [])[0]).split(';')[0] as string;
    const asCarla = { Cookie: cookie, Origin: 'http://127.0.0.1', 'Sec-Fetch-Site': 'same-origin' };
    const personal = await eventsOf(t, send('post', '/api/v1/users/me/tokens', { name: 'Planilha' }, asCarla));
    expect(personal.events.map((e) => [e.action, e.actor])).toEqual([
      ['user_token.created', { type: 'user', id: userId }],
    ]);
    const tokenPath = `/api/v1/users/me/tokens/${personal.res.body.data.id as string}`;
    expect(await actions(send('delete', tokenPath, undefined, bearer(personal.res.body.data.token as string)))).toEqual(
      ['user_token.revoked revoked_at'],
    );

    const other = await eventsOf(
      t,
      send('post', '/api/v1/users', {
        name: 'Davi Souza',
        email: 'davi@example.com',
        profile_id: profile.res.body.data.id as string,
      }),
    );
    const permissionId = other.events[1]?.entity_id as string;
    const profiles = (await call(request(t.app).get('/api/v1/profiles').set(bearer(t.key)))).body.data as Array<{
      id: string;
      name: string;
    }>;
    const builtin = profiles.find((p) => p.name === 'Leitor de relatórios') as { id: string };
    expect(await actions(send('put', `/api/v1/permissions/${permissionId}`, { profile_id: builtin.id }))).toEqual([
      'permission.updated profile_id',
    ]);
    expect(await actions(send('delete', `/api/v1/permissions/${permissionId}`))).toEqual(['permission.deleted']);
    expect(await actions(send('delete', `/api/v1/users/${userId}`))).toEqual(['user.disabled status,disabled_at']);
    const inUse = await eventsOf(t, send('delete', profilePath));
    expect([inUse.res.status, inUse.events]).toEqual([409, []]);
  });

  it('filters by entity, actor and time, pages by cursor, refuses bad queries, and keeps companies apart', async () => {
    const t = await app();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call(
        request(t.app)
          .post('/api/v1/employees')
          .set(bearer(t.key))
          .send(validEmployeeBody({ fields: [{ key: 'department', value: 'RH' }] })),
      );
      ids.push(res.body.data.id as string);
    }
    await call(request(t.app).post('/api/v1/filters').set(bearer(t.key)).send({ key: 'cargo' }));

    const seen: string[] = [];
    let next: string | null = `/api/v1/audit-events?entity=employee&per_page=2`;
    while (next !== null) {
      const page: Response = await call(request(t.app).get(next).set(bearer(t.key)));
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...(page.body.data as EventView[]).map((e) => e.entity_id));
      next =
        page.body.links.next === null
          ? null
          : new URL(page.body.links.next as string).pathname + new URL(page.body.links.next as string).search;
    }
    expect(seen).toEqual([...ids].reverse());
    expect((await trail(t, t.key, `&entity_id=${ids[2] as string}`)).map((e) => e.entity_id)).toEqual([ids[2]]);
    expect(await trail(t, t.key, '&action=filter.created')).toHaveLength(1);
    expect(await trail(t, t.key, '&actor_id=00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await trail(t, t.key, `&until=${encodeURIComponent('2000-01-01T00:00:00Z')}`)).toEqual([]);

    const bad = await call(
      request(t.app).get('/api/v1/audit-events?since=yesterday&cursor=nope!&per_page=0').set(bearer(t.key)),
    );
    expectErrorBody(bad, 422);
    expect(Object.keys(bad.body.meta.errors as object).sort()).toEqual(['cursor', 'per_page', 'since']);

    const b = await t.addCompany();
    expect((await trail(t, b.key)).map((e) => [e.company_id, e.action])).toEqual([[b.company.id, 'api_key.issued']]);
    const branch = await t.addCompany({ parent: t.company });
    await call(request(t.app).post('/api/v1/filters').set(bearer(branch.key)).send({ key: 'turno' }));
    const viaParent = await call(
      request(t.app).get('/api/v1/audit-events').set(bearer(t.key)).set('Resource-Id', branch.company.id),
    );
    expect((viaParent.body.data as EventView[]).map((e) => e.action)).toEqual(['filter.created', 'api_key.issued']);
    expect((await trail(t)).map((e) => e.company_id)).not.toContain(branch.company.id);
  });
});
