import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { bearer, call, expectErrorBody } from './e2e-helpers';

/**
 * The access routes over HTTP on memory (docs/access.md): scopes, profiles, users with their invitation, and
 * permissions, each route's answer and its refusals (404 of another company's id, 409, 422, 403 for a scope not
 * held, the last holder of users:write, a user disabling themself).
 */
const as = (t: TestApp, credential: string) => ({
  get: (path: string) => call(request(t.app).get(path).set(bearer(credential))),
  post: (path: string, body?: object) => call(request(t.app).post(path).set(bearer(credential)).send(body)),
  put: (path: string, body: object) => call(request(t.app).put(path).set(bearer(credential)).send(body)),
  delete: (path: string) => call(request(t.app).delete(path).set(bearer(credential))),
});

describe('GET /v1/scopes', () => {
  it('lists the catalogue with descriptions, paged', async () => {
    const t = await buildTestApp('memory');
    const first = await as(t, t.key).get('/api/v1/scopes');
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 10, total: 14, last_page: 2 });
    expect(first.body.data[0]).toEqual({ scope: 'employees:read', description: 'Read employees' });
    const all = await as(t, t.key).get('/api/v1/scopes?per_page=100');
    expect((all.body.data as Array<{ scope: string }>).map((s) => s.scope)).toContain('personal-data:write');
    expectErrorBody(await as(t, t.key).get('/api/v1/scopes?per_page=0'), 422);
  });
});

describe('/v1/profiles', () => {
  it('creates, lists, reads, renames and deletes a custom profile', async () => {
    const t = await buildTestApp('memory');
    await t.addBuiltinProfiles(t.company);
    const api = as(t, t.key);
    const created = await api.post('/api/v1/profiles', {
      name: ' Auditor ',
      scopes: ['audit:read', 'employees:read', 'audit:read'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      company_id: t.company.id,
      name: 'Auditor',
      scopes: ['employees:read', 'audit:read'],
      is_builtin: false,
      created_at: '2026-11-22T10:00:00-03:00',
    });
    const id = created.body.data.id as string;
    expect(created.headers.location).toBe(`/api/v1/profiles/${id}`);
    const names = (await api.get('/api/v1/profiles')).body.data as Array<{ name: string }>;
    // Created at one instant: ordered by id then, so compared as a set.
    expect(names.map((p) => p.name).sort()).toEqual([
      'Administrador',
      'Auditor',
      'Gestor de RH',
      'Leitor de relatórios',
    ]);
    expect((await api.put(`/api/v1/profiles/${id}`, { name: 'Auditoria' })).body.data.name).toBe('Auditoria');
    expect((await api.get(`/api/v1/profiles/${id}`)).body.data.name).toBe('Auditoria');
    expect((await api.delete(`/api/v1/profiles/${id}`)).status).toBe(204);
    expectErrorBody(await api.get(`/api/v1/profiles/${id}`), 404);
  });

  it('refuses a taken name and unknown scopes (422), built-in or used profiles (409), others’ ids (404)', async () => {
    const t = await buildTestApp('memory');
    const [admin] = await t.addBuiltinProfiles(t.company);
    const api = as(t, t.key);
    await api.post('/api/v1/profiles', { name: 'Auditor', scopes: ['audit:read'] });
    const invalid = await api.post('/api/v1/profiles', { name: 'AUDITOR', scopes: ['audit:read', 'root'] });
    expectErrorBody(invalid, 422);
    expect(Object.keys(invalid.body.meta.errors as object).sort()).toEqual(['name', 'scopes']);
    expectErrorBody(await api.post('/api/v1/profiles', { name: 42, scopes: [] }), 422);

    expectErrorBody(await api.put(`/api/v1/profiles/${admin?.id}`, { name: 'Chefe' }), 409);
    expectErrorBody(await api.delete(`/api/v1/profiles/${admin?.id}`), 409);
    const { profile } = await t.addUser();
    expectErrorBody(await api.delete(`/api/v1/profiles/${profile.id}`), 409, { permissions: 1 });

    const other = await t.addCompany();
    const theirs = await as(t, other.key).post('/api/v1/profiles', { name: 'Deles', scopes: ['audit:read'] });
    expectErrorBody(await api.get(`/api/v1/profiles/${theirs.body.data.id}`), 404);
    expectErrorBody(await api.delete(`/api/v1/profiles/${randomUUID()}`), 404);
  });
});

describe('/v1/users', () => {
  it('creates an invited user with a one-time invitation link, reads, updates and disables them', async () => {
    const t = await buildTestApp('memory', { publicBaseUrl: 'https://rh.example.com/' });
    const [, hr] = await t.addBuiltinProfiles(t.company);
    const api = as(t, t.key);
    const created = await api.post('/api/v1/users', {
      name: 'Joana Pereira Lima',
      email: 'Joana.Lima@Example.com.br',
      profile_id: hr?.id,
      campaign_access: { campaigns: 'all', segment: { filter_id: t.department.id, values: ['RH'] } },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data).toEqual({
      id,
      company_id: t.company.id,
      name: 'Joana Pereira Lima',
      email: 'joana.lima@example.com.br',
      status: 'invited',
      otp_enabled: false,
      campaign_access: { campaigns: 'all', segment: { filter_id: t.department.id, values: ['RH'] } },
      created_at: '2026-11-22T10:00:00-03:00',
      updated_at: '2026-11-22T10:00:00-03:00',
      last_sign_in_at: null,
      version: 1,
      invitation_url: 'https://rh.example.com/admin/invitations/token1',
      invitation_expires_at: '2026-11-25T10:00:00-03:00',
    });
    const read = await api.get(`/api/v1/users/${id}`);
    expect(read.body.data).not.toHaveProperty('invitation_url');
    const permissions = await api.get(`/api/v1/permissions?user_id=${id}`);
    expect(permissions.body.data).toEqual([expect.objectContaining({ company_id: t.company.id, profile_id: hr?.id })]);

    const again = await api.post(`/api/v1/users/${id}/invitation`);
    expect(again.status).toBe(200);
    expect(again.body.data.invitation_url).toBe('https://rh.example.com/admin/invitations/token2');

    const renamed = await api.put(`/api/v1/users/${id}`, { name: 'Joana Lima Souza', campaign_access: null });
    expect(renamed.body.data).toMatchObject({ name: 'Joana Lima Souza', campaign_access: { campaigns: 'all' } });
    expect((await api.get('/api/v1/users')).body.data).toHaveLength(1);

    expect((await api.delete(`/api/v1/users/${id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/users/${id}`)).body.data.status).toBe('disabled');
    expectErrorBody(await api.put(`/api/v1/users/${id}`, { name: 'Outra Pessoa Lima' }), 409);
    expectErrorBody(await api.post(`/api/v1/users/${id}/invitation`), 409);
  });

  it('reports every invalid field at once (422), a taken e-mail among them', async () => {
    const t = await buildTestApp('memory');
    const { user } = await t.addUser({ email: 'ana@example.com.br' });
    const res = await as(t, t.key).post('/api/v1/users', {
      name: 'ana',
      email: 'ANA@example.com.br',
      profile_id: randomUUID(),
      campaign_access: { campaigns: 'some', segment: null },
    });
    expectErrorBody(res, 422);
    expect(Object.keys(res.body.meta.errors as object).sort()).toEqual([
      'campaign_access.campaigns',
      'email',
      'name',
      'profile_id',
    ]);
    expect(res.body.meta.errors.email).toEqual(['is already in use']);
    expectErrorBody(await as(t, t.key).put(`/api/v1/users/${user.id}`, { email: 7 }), 422);
  });

  it('another company’s user is 404; the last holder of users:write cannot be disabled (409)', async () => {
    const t = await buildTestApp('memory');
    const other = await t.addCompany();
    const theirs = await t.addUser({ company: other.company });
    expectErrorBody(await as(t, t.key).get(`/api/v1/users/${theirs.user.id}`), 404);
    expectErrorBody(await as(t, t.key).delete(`/api/v1/users/${theirs.user.id}`), 404);
    const admin = await t.addUser();
    expectErrorBody(await as(t, t.key).delete(`/api/v1/users/${admin.user.id}`), 409);
    expect((await as(t, t.key).get(`/api/v1/users/${admin.user.id}`)).body.data.status).toBe('active');
  });

  it('nobody disables themself (409), even beside another administrator; another administrator may', async () => {
    const t = await buildTestApp('memory');
    const [ana, bia] = [await t.addUser(), await t.addUser()];
    const refused = await as(t, ana.token).delete(`/api/v1/users/${ana.user.id}`);
    expectErrorBody(refused, 409);
    expect(refused.body.detail).toBe('Nobody disables themself: another administrator does');
    expect((await as(t, t.key).get(`/api/v1/users/${ana.user.id}`)).body.data.status).toBe('active');
    expect((await as(t, bia.token).delete(`/api/v1/users/${ana.user.id}`)).status).toBe(204);
  });
});

describe('/v1/permissions', () => {
  it('grants a profile on a branch, filters the list, changes the profile and removes the grant', async () => {
    const t = await buildTestApp('memory');
    const branch = await t.addCompany({ parent: t.company });
    const [, hr, reader] = await t.addBuiltinProfiles(t.company);
    const { user } = await t.addUser();
    const api = as(t, t.key);
    const body = { user_id: user.id, company_id: branch.company.id, profile_id: hr?.id };
    const created = await api.post('/api/v1/permissions', body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(body);
    const id = created.body.data.id as string;
    expectErrorBody(await api.post('/api/v1/permissions', body), 409);

    const onBranch = await api.get(`/api/v1/permissions?company_id=${branch.company.id}&per_page=1`);
    expect((onBranch.body.data as Array<{ id: string }>).map((p) => p.id)).toEqual([id]);
    expect(onBranch.body.links.first).toContain(`company_id=${branch.company.id}`);
    expect((await api.get(`/api/v1/permissions?user_id=${user.id}`)).body.meta.total).toBe(2);
    expectErrorBody(await api.get('/api/v1/permissions?user_id=nope'), 422);

    expect((await api.put(`/api/v1/permissions/${id}`, { profile_id: reader?.id })).body.data.profile_id).toBe(
      reader?.id,
    );
    expect((await api.delete(`/api/v1/permissions/${id}`)).status).toBe(204);
    expectErrorBody(await api.get(`/api/v1/permissions/${id}`), 404);
  });

  it('nobody grants a scope they lack (403), the last users:write holder stays (409), bad ids are 422', async () => {
    const t = await buildTestApp('memory');
    const [admin, , reader] = await t.addBuiltinProfiles(t.company);
    const manager = await t.addUser({ scopes: ['users:read', 'users:write', 'reports:read'] });
    const newcomer = await t.addUser({ scopes: ['reports:read'] });
    await call(request(t.app).delete(`/api/v1/permissions/${newcomer.permission.id}`).set(bearer(t.key)));

    const grant = (profileId: string | undefined) =>
      as(t, manager.token).post('/api/v1/permissions', {
        user_id: newcomer.user.id,
        company_id: t.company.id,
        profile_id: profileId,
      });
    expectErrorBody(await grant(admin?.id), 403, { required_scope: 'employees:read' });
    expectErrorBody(await grant(reader?.id), 403, { required_scope: 'companies:read' });

    const onlyHolder = as(t, t.key);
    expectErrorBody(
      await onlyHolder.put(`/api/v1/permissions/${manager.permission.id}`, { profile_id: reader?.id }),
      409,
    );
    expectErrorBody(await onlyHolder.delete(`/api/v1/permissions/${manager.permission.id}`), 409);

    const outside = await t.addCompany();
    const invalid = await onlyHolder.post('/api/v1/permissions', {
      user_id: randomUUID(),
      company_id: outside.company.id,
      profile_id: reader?.id,
    });
    expectErrorBody(invalid, 422);
    expect(Object.keys(invalid.body.meta.errors as object).sort()).toEqual(['company_id', 'profile_id', 'user_id']);
  });
});
