import { describe, expect, it } from '@jest/globals';
import { SCOPES, type Profile } from '@employee/domain';
import { aCampaign } from '@employee/domain/testing';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, call, expectErrorBody, presenting, signedIn, useStorage, type StorageKind } from './e2e-helpers';

/**
 * Insiders stay inside their grants (docs/access.md#profiles, #permissions, #campaignaccess, #user-tokens,
 * #api-keys): nobody gives anyone, themselves included, a scope or a campaign access they do not hold; nobody
 * changes their own permission or campaign access; the company's API key, which holds every scope, is issued only
 * by a caller holding every scope; a new invitation, which hands the invited user over, only by a caller holding
 * all they hold; personal tokens come only from a signed-in session. On memory and every database engine.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('insiders stay inside their grants on %s', (kind) => {
  const storage = useStorage(kind);
  const app = async () => {
    const t = await buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
    const [admin, hr, reader] = (await t.addBuiltinProfiles(t.company)) as [Profile, Profile, Profile];
    return { t, admin, hr, reader };
  };

  /** Requests with an API key or user token (Bearer), or a session cookie (`employee_session=…`), on `target`. */
  const as = (t: TestApp, credential: string, target?: string) => {
    const send = (req: request.Test) => {
      const authed = req.set(presenting(credential));
      return call(target ? authed.set('Resource-Id', target) : authed);
    };
    return {
      get: (path: string) => send(request(t.app).get(path)),
      post: (path: string, body?: object) => send(request(t.app).post(path).send(body)),
      put: (path: string, body: object) => send(request(t.app).put(path).send(body)),
      delete: (path: string) => send(request(t.app).delete(path)),
    };
  };

  it('a users:write holder adds no scope it lacks to its own profile or a new one (403), so mints no key', async () => {
    const { t } = await app();
    const me = await signedIn(t, ['users:read', 'users:write']);
    for (const api of [as(t, me.cookie), as(t, me.token)]) {
      const everything = await api.put(`/api/v1/profiles/${me.profile.id}`, { scopes: SCOPES });
      expectErrorBody(everything, 403, { required_scope: 'employees:read' });
      const created = await api.post('/api/v1/profiles', { name: 'Chaves', scopes: ['users:read', 'keys:write'] });
      expectErrorBody(created, 403, { required_scope: 'keys:write' });
      expectErrorBody(await api.post('/api/v1/api-keys'), 403, { required_scope: 'keys:write' });
    }
    const api = as(t, me.cookie);
    expect((await api.get(`/api/v1/profiles/${me.profile.id}`)).body.data.scopes).toEqual([
      'users:read',
      'users:write',
    ]);
    expect((await api.get('/api/v1/profiles?per_page=100')).body.meta.total).toBe(4);

    // What it holds it may put in a profile, its own included, and it may take away what it lacks.
    expect((await api.post('/api/v1/profiles', { name: 'Leitura', scopes: ['users:read'] })).status).toBe(201);
    const renamed = await api.put(`/api/v1/profiles/${me.profile.id}`, { name: 'Acessos', scopes: ['users:write'] });
    expect(renamed.body.data).toMatchObject({ name: 'Acessos', scopes: ['users:write'] });
    const keeper = await t.addUser({ scopes: ['keys:write', 'users:read'] });
    const trimmed = await api.put(`/api/v1/profiles/${keeper.profile.id}`, { scopes: ['users:read'] });
    expect(trimmed.body.data.scopes).toEqual(['users:read']);
  });

  it('nobody creates or changes a permission of their own; another administrator or the API key does', async () => {
    const { t, admin, hr, reader } = await app();
    const branch = await t.addCompany({ parent: t.company });
    const boss = await signedIn(t, SCOPES);
    const peer = await signedIn(t, SCOPES);
    const onBranch = { user_id: boss.userId, company_id: branch.company.id, profile_id: admin.id };
    for (const api of [as(t, boss.cookie), as(t, boss.token)]) {
      const changed = await api.put(`/api/v1/permissions/${boss.permission.id}`, { profile_id: reader.id });
      expectErrorBody(changed, 403, { reason: 'own_grant' });
      expectErrorBody(await api.post('/api/v1/permissions', onBranch), 403, { reason: 'own_grant' });
    }
    const mine = await as(t, boss.cookie).get(`/api/v1/permissions?user_id=${boss.userId}`);
    expect(mine.body.data).toEqual([expect.objectContaining({ id: boss.permission.id, profile_id: boss.profile.id })]);

    const byKey = await as(t, t.key).post('/api/v1/permissions', onBranch);
    expect(byKey.status).toBe(201);
    // Giving a grant up only takes away: allowed.
    expect((await as(t, boss.cookie).delete(`/api/v1/permissions/${byKey.body.data.id as string}`)).status).toBe(204);
    const byPeer = await as(t, peer.cookie).put(`/api/v1/permissions/${boss.permission.id}`, { profile_id: hr.id });
    expect(byPeer.body.data.profile_id).toBe(hr.id);
  });

  it('issues the company’s API key, which holds every scope, only for a caller holding every scope', async () => {
    const { t } = await app();
    const keeper = await signedIn(
      t,
      SCOPES.filter((scope) => scope !== 'personal-data:write'),
    );
    const refused = await as(t, keeper.cookie).post('/api/v1/api-keys');
    expectErrorBody(refused, 403, { required_scope: 'personal-data:write' });
    expect((await as(t, t.key).get('/api/v1/companies')).status).toBe(200);
    expect((await as(t, keeper.cookie).get('/api/v1/api-keys/current')).status).toBe(200);

    const full = await signedIn(t, SCOPES);
    const issued = await as(t, full.cookie).post('/api/v1/api-keys');
    expect(issued.status).toBe(201);
    expectErrorBody(await as(t, t.key).get('/api/v1/companies'), 401);
    expect((await as(t, keeper.cookie).delete('/api/v1/api-keys/current')).status).toBe(204);
  });

  it('a new invitation, which hands the user over, needs every scope they hold where they hold it', async () => {
    const { t, admin, reader } = await app();
    const invited = await as(t, t.key).post('/api/v1/users', {
      name: 'Renata Alves Costa',
      email: 'renata.costa@example.com.br',
      profile_id: admin.id,
    });
    const path = `/api/v1/users/${invited.body.data.id as string}/invitation`;
    const manager = await signedIn(t, ['users:read', 'users:write']);
    expectErrorBody(await as(t, manager.cookie).post(path), 403, { required_scope: 'employees:read' });
    expect((await as(t, (await signedIn(t, SCOPES)).cookie).post(path)).status).toBe(200);

    // A branch's user holding a grant on the parent: the branch's every scope is not enough.
    const branch = await t.addCompany({ parent: t.company });
    const [branchAdmin] = await t.addBuiltinProfiles(branch.company);
    const branchUser = await as(t, branch.key).post('/api/v1/users', {
      name: 'Caio Mendes Rocha',
      email: 'caio.rocha@example.com.br',
      profile_id: branchAdmin?.id,
    });
    const userId = branchUser.body.data.id as string;
    const onParent = { user_id: userId, company_id: t.company.id, profile_id: reader.id };
    expect((await as(t, t.key).post('/api/v1/permissions', onParent)).status).toBe(201);
    const branchBoss = await signedIn(t, SCOPES, { company: branch.company });
    const again = await as(t, branchBoss.cookie).post(`/api/v1/users/${userId}/invitation`);
    expectErrorBody(again, 403, { required_scope: 'companies:read' });
  });

  it('a user limited to a campaign and a segment widens nobody’s campaign access, least their own', async () => {
    const { t, reader } = await app();
    const branch = await t.addCompany({ parent: t.company });
    const elsewhere = aCampaign().of(t.company).build();
    await t.uow.run((r) => r.campaigns.save(elsewhere));
    const segment = { filter_id: t.department.id, values: ['RH', 'TI'] };
    const limit = { campaigns: [t.campaign.id], segment };
    const scopes = ['companies:read', 'campaigns:read', 'reports:read', 'users:read', 'users:write'] as const;
    const head = await signedIn(t, scopes, { campaignAccess: limit });
    const api = as(t, head.cookie);

    const own = await api.put(`/api/v1/users/${head.userId}`, { campaign_access: { campaigns: 'all', segment: null } });
    expectErrorBody(own, 403, { reason: 'own_grant' });
    expect((await api.get(`/api/v1/users/${head.userId}`)).body.data.campaign_access).toEqual(limit);
    expect((await api.put(`/api/v1/users/${head.userId}`, { name: 'Helena Duarte Reis' })).status).toBe(200);

    let n = 0;
    const invite = (campaignAccess: unknown) =>
      api.post('/api/v1/users', {
        name: 'Pedro Henrique Alves',
        email: `pedro.${++n}@example.com.br`,
        profile_id: head.profile.id,
        ...(campaignAccess === undefined ? {} : { campaign_access: campaignAccess }),
      });
    const wider = [
      undefined,
      { campaigns: 'all', segment },
      { campaigns: [t.campaign.id], segment: null },
      { campaigns: [t.campaign.id, elsewhere.id], segment },
      { campaigns: [elsewhere.id], segment },
      { campaigns: [t.campaign.id], segment: { filter_id: t.site.id, values: ['RH'] } },
      { campaigns: [t.campaign.id], segment: { filter_id: t.department.id, values: ['RH', 'Vendas'] } },
    ];
    for (const access of wider) expectErrorBody(await invite(access), 403, { reason: 'campaign_access_not_held' });
    expect((await invite(limit)).status).toBe(201);
    const narrower = await invite({ campaigns: [t.campaign.id], segment: { ...segment, values: ['TI'] } });
    expect(narrower.status).toBe(201);
    const narrowerId = narrower.body.data.id as string;
    const widened = await api.put(`/api/v1/users/${narrowerId}`, { campaign_access: { campaigns: 'all' } });
    expectErrorBody(widened, 403, { reason: 'campaign_access_not_held' });

    // Granting a user whose campaign access is wider puts it to use: refused, on a new grant and on a change.
    const open = await t.addUser({ scopes: ['companies:read'] });
    const grant = { user_id: open.user.id, company_id: branch.company.id, profile_id: reader.id };
    expectErrorBody(await api.post('/api/v1/permissions', grant), 403, { reason: 'campaign_access_not_held' });
    const change = await api.put(`/api/v1/permissions/${open.permission.id}`, { profile_id: reader.id });
    expectErrorBody(change, 403, { reason: 'campaign_access_not_held' });
    const addReports = await api.put(`/api/v1/profiles/${open.profile.id}`, {
      scopes: ['companies:read', 'reports:read'],
    });
    expectErrorBody(addReports, 403, { reason: 'campaign_access_not_held' });
    const granted = await api.post('/api/v1/permissions', { ...grant, user_id: narrowerId });
    expect(granted.status).toBe(201);
  });

  it('personal tokens come only from a signed-in session: a user token or an API key gets 403', async () => {
    const { t } = await app();
    const me = await signedIn(t, ['reports:read']);
    const day = await as(t, me.cookie).post('/api/v1/users/me/tokens', { name: 'Um dia', expires_in_days: 1 });
    expect(day.status).toBe(201);
    const dayToken = day.body.data.token as string;
    for (const body of [{ name: 'Noventa dias', expires_in_days: 90 }, { expires_in_days: 91 }]) {
      const minted = await as(t, dayToken).post('/api/v1/users/me/tokens', body);
      expectErrorBody(minted, 403, { reason: 'session_required' });
      expect(minted.body.detail).toMatch(/session/);
    }
    const byKey = await as(t, t.key).post('/api/v1/users/me/tokens', { name: 'Chave' });
    expectErrorBody(byKey, 403, { reason: 'session_required' });
    expect((await as(t, dayToken).get('/api/v1/users/me/tokens')).body.meta.total).toBe(2);
  });

  it('a Resource-Id out of a user’s reach is 403 without calling their credential a key', async () => {
    const { t } = await app();
    const other = await t.addCompany();
    const me = await signedIn(t, ['companies:read']);
    for (const credential of [me.token, me.cookie, t.key]) {
      const res = await as(t, credential, other.company.id).get('/api/v1/companies');
      expectErrorBody(res, 403);
      expect(res.body.detail).not.toMatch(/\bkey\b/i);
    }
  });
});
