import { describe, expect, it } from '@jest/globals';
import { CountInvitations } from '@employee/domain';
import { createApp } from '@employee/http-express';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';
import {
  addCampaign,
  addEmployee,
  answersTo,
  countsOf,
  invitationsOf,
  issueLinks,
  listedLinks,
  submit,
  updateEmployee,
} from './survey-support';

const BASE_URL = 'https://pesquisa.exemplo.com.br';
/** The test app's fixed clock, as the API formats timestamps. */
const NOW = '2026-11-22T10:00:00-03:00';

/**
 * A campaign's invitations and survey links (docs/decisions/0002-surveys.md#invitations-and-answers,
 * docs/surveys.md#invitations): who opening invites (the remembered choice), how include/remove/delete move pending
 * invitations and keep answered ones, the links (`{PUBLIC_BASE_URL}/survey/{token}`, each call replacing the earlier
 * ones), the list's filter and pages, and the campaign's `invited`/`responded`. Every answer is checked against
 * docs/openapi.yaml. On memory and on every database engine.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('survey invitations on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000, publicBaseUrl: BASE_URL });
  const ids = (list: Array<{ employee_id: string }>) => list.map((i) => i.employee_id);
  const sorted = (...values: string[]) => [...values].sort();

  it('invites the employees whose choice is in when it opens; include and remove move them later', async () => {
    const t = await app();
    const [ana, bia, caio] = [await addEmployee(t, true), await addEmployee(t, false), await addEmployee(t, true)];
    const draft = await addCampaign(t, false);
    expect(await invitationsOf(t, draft)).toEqual([]);
    expect(await countsOf(t, draft)).toEqual([0, 0]);

    const campaign = await addCampaign(t);
    const invited = await invitationsOf(t, campaign);
    expect(invited).toEqual(
      sorted(ana, caio).map((id) => ({ employee_id: id, status: 'pending', answered_at: null, delivery: null })),
    );
    expect(await countsOf(t, campaign)).toEqual([2, 0]);

    await updateEmployee(t, bia, { include_campaign: true, remove_campaign: false });
    await updateEmployee(t, ana, { remove_campaign: true });
    expect(ids(await invitationsOf(t, campaign))).toEqual(sorted(bia, caio));
    expect(await countsOf(t, campaign)).toEqual([2, 0]);
  });

  it('lists by status and in pages; a bad status is 422, another company cannot see the list', async () => {
    const t = await app();
    const employees = [await addEmployee(t, true), await addEmployee(t, true), await addEmployee(t, true)];
    const campaign = await addCampaign(t);
    const tokens = await issueLinks(t, campaign);
    const first = sorted(...employees)[0] as string;
    expect((await submit(t, tokens.get(first) ?? '', answersTo(campaign))).status).toBe(201);

    expect(await invitationsOf(t, campaign, 'answered')).toEqual([
      { employee_id: first, status: 'answered', answered_at: NOW, delivery: null },
    ]);
    expect(ids(await invitationsOf(t, campaign, 'pending'))).toEqual(sorted(...employees).slice(1));
    const page = await call(
      request(t.app).get(`${campaign.path}/invitations?status=pending&per_page=1&page=2`).set(bearer(t.key)),
    );
    expect(page.body.meta).toEqual({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(page.body.links.first).toBe(`${BASE_URL}${campaign.path}/invitations?status=pending&per_page=1&page=1`);
    expectErrorBody(await call(request(t.app).get(`${campaign.path}/invitations?status=sent`).set(bearer(t.key))), 422);
    const other = await t.addCompany();
    expectErrorBody(await call(request(t.app).get(`${campaign.path}/invitations`).set(bearer(other.key))), 404);
    expectErrorBody(await call(request(t.app).post(`${campaign.path}/invitations/links`).set(bearer(other.key))), 404);
  });

  it('issues links under PUBLIC_BASE_URL only while open, answers them again unchanged, re-issues one', async () => {
    const t = await app();
    const [ana, bia] = [await addEmployee(t, true), await addEmployee(t, true)];
    const draft = await addCampaign(t, false);
    expectErrorBody(await call(request(t.app).post(`${draft.path}/invitations/links`).set(bearer(t.key))), 409);

    const campaign = await addCampaign(t);
    expect((await listedLinks(t, campaign)).size).toBe(0);
    const res = await call(request(t.app).post(`${campaign.path}/invitations/links`).set(bearer(t.key)));
    const links = res.body.data as Array<{ employee_id: string; url: string }>;
    expect(links.map((l) => l.employee_id)).toEqual(sorted(ana, bia));
    for (const { url } of links) expect(url).toMatch(/^https:\/\/pesquisa\.exemplo\.com\.br\/survey\/[\w-]{43}$/);
    const earlier = new Map(links.map((l) => [l.employee_id, l.url.slice(l.url.lastIndexOf('/') + 1)]));

    // Asking again, or listing, changes nothing: links already sent keep working.
    expect(await issueLinks(t, campaign)).toEqual(earlier);
    expect(await listedLinks(t, campaign)).toEqual(earlier);

    const reissue = (employeeId: string, key = t.key) =>
      call(request(t.app).post(`${campaign.path}/invitations/${employeeId}/link`).set(bearer(key)));
    const reissued = await reissue(ana);
    expect(reissued.status).toBe(200);
    expect(reissued.body.data.employee_id).toBe(ana);
    const fresh = (reissued.body.data.url as string).split('/').pop() ?? '';
    expect(fresh).not.toBe(earlier.get(ana));
    expect((await listedLinks(t, campaign)).get(ana)).toBe(fresh);
    expect((await listedLinks(t, campaign)).get(bia)).toBe(earlier.get(bia));
    expectErrorBody(await submit(t, earlier.get(ana) ?? '', answersTo(campaign)), 401);
    expect((await submit(t, fresh, answersTo(campaign))).status).toBe(201);
    const trail = await call(request(t.app).get('/api/v1/audit-events?action=survey_link.reissued').set(bearer(t.key)));
    const events = trail.body.data as Array<{ entity: string; entity_id: string }>;
    expect(events.map((e) => [e.entity, e.entity_id])).toEqual([['employee', ana]]);
    // Links are for pending invitations: the one who answered gets none, and no new one.
    expect([...(await issueLinks(t, campaign)).keys()]).toEqual([bia]);
    const answered = await reissue(ana);
    expectErrorBody(answered, 404);
    expect(answered.body.meta.code).toBe('INVITATION.NOT_FOUND');
    expectErrorBody(await reissue(bia, (await t.addCompany()).key), 404);

    await call(request(t.app).post(`${campaign.path}/close`).set(bearer(t.key)));
    expectErrorBody(await call(request(t.app).post(`${campaign.path}/invitations/links`).set(bearer(t.key))), 409);
  });

  it('never answers a survey link of a campaign the platform delivers', async () => {
    const t = await app();
    const employee = await addEmployee(t, true);
    const created = await call(request(t.app).post('/api/v1/campaigns').set(bearer(t.key)).send({ name: 'Clima' }));
    expect(created.body.data.distribution).toBe('platform');
    const path = `/api/v1/campaigns/${created.body.data.id as string}`;
    expect((await call(request(t.app).post(`${path}/open`).set(bearer(t.key)))).status).toBe(200);
    for (const attempt of [
      request(t.app).post(`${path}/invitations/links`),
      request(t.app).get(`${path}/invitations/links`),
      request(t.app).post(`${path}/invitations/${employee}/link`),
    ]) {
      const res = await call(attempt.set(bearer(t.key)));
      expectErrorBody(res, 409);
      expect(res.body.meta.code).toBe('CAMPAIGN.WRONG_DISTRIBUTION');
      expect(JSON.stringify(res.body)).not.toContain('/survey/');
    }
  });

  it('withdraws a pending invitation on remove_campaign and on DELETE, and keeps an answered one', async () => {
    const t = await app();
    const [ana, bia, caio] = [await addEmployee(t, true), await addEmployee(t, true), await addEmployee(t, true)];
    const campaign = await addCampaign(t);
    const tokens = await issueLinks(t, campaign);
    expect((await submit(t, tokens.get(ana) ?? '', answersTo(campaign))).status).toBe(201);

    await updateEmployee(t, ana, { remove_campaign: true });
    await updateEmployee(t, bia, { remove_campaign: true });
    expect((await call(request(t.app).delete(`/api/v1/employees/${caio}`).set(bearer(t.key)))).status).toBe(204);

    expect(await invitationsOf(t, campaign)).toEqual([
      { employee_id: ana, status: 'answered', answered_at: NOW, delivery: null },
    ]);
    expect(await countsOf(t, campaign)).toEqual([1, 1]);
    expectErrorBody(await submit(t, tokens.get(bia) ?? '', answersTo(campaign)), 401);
    expectErrorBody(await submit(t, tokens.get(caio) ?? '', answersTo(campaign)), 401);
    expectErrorBody(await submit(t, tokens.get(ana) ?? '', answersTo(campaign)), 409);
    expect(await issueLinks(t, campaign)).toEqual(new Map());
  });

  it('shows invited and responded on the list, on one campaign and on writes', async () => {
    const t = await app();
    const [ana] = [await addEmployee(t, true), await addEmployee(t, true)];
    const campaign = await addCampaign(t);
    const tokens = await issueLinks(t, campaign);
    await submit(t, tokens.get(ana) ?? '', answersTo(campaign));

    const list = await call(request(t.app).get('/api/v1/campaigns?status=open').set(bearer(t.key)));
    const mine = (list.body.data as Array<{ id: string; invited: number; responded: number }>).find(
      (c) => c.id === campaign.id,
    );
    expect([mine?.invited, mine?.responded]).toEqual([2, 1]);
    const renamed = await call(request(t.app).put(campaign.path).set(bearer(t.key)).send({ name: 'Pulso de Março' }));
    expect([renamed.body.data.invited, renamed.body.data.responded]).toEqual([2, 1]);
    const closed = await call(request(t.app).post(`${campaign.path}/close`).set(bearer(t.key)));
    expect([closed.body.data.invited, closed.body.data.responded]).toEqual([2, 1]);
  });

  it('needs campaigns:read to list and campaigns:write to issue links', async () => {
    const t: TestApp = await app();
    await addEmployee(t, true);
    const campaign = await addCampaign(t);
    const reader = await t.addUser({ scopes: ['campaigns:read'] });

    const listed = await call(request(t.app).get(`${campaign.path}/invitations`).set(bearer(reader.token)));
    expect(listed.status).toBe(200);
    expectErrorBody(
      await call(request(t.app).post(`${campaign.path}/invitations/links`).set(bearer(reader.token))),
      403,
      { required_scope: 'campaigns:write' },
    );
  });
});

describe('campaign counts', () => {
  it('are read with one CountInvitations per request, however many campaigns a page holds', async () => {
    const t = await buildTestApp('memory', { rateLimitPerMinute: 1_000_000 });
    for (let i = 0; i < 4; i++) await addCampaign(t);
    const counted: Array<readonly string[]> = [];
    class CountingInvitations extends CountInvitations {
      override execute(ids: readonly string[]) {
        counted.push(ids);
        return super.execute(ids);
      }
    }
    const deps = t.appDeps();
    const app = createApp({
      ...deps,
      campaigns: { ...deps.campaigns, countInvitations: new CountingInvitations(t.uow) },
    });

    const list = await call(request(app).get('/api/v1/campaigns?per_page=100').set(bearer(t.key)));
    expect(list.body.data).toHaveLength(5);
    expect(counted).toEqual([(list.body.data as Array<{ id: string }>).map((c) => c.id)]);
  });
});
