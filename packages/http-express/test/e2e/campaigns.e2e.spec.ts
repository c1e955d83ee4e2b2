import { describe, expect, it } from '@jest/globals';
import { standardQuestionnaire } from '@employee/domain';
import type { AuditEventView, CampaignView } from '@employee/wire';
import request, { type Response } from 'supertest';
import { buildTestApp, type TestApp } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';

/** The `meta.errors` of a 422. */
const errorsOf = (res: Response) => (res.body as { meta: { errors: Record<string, string[]> } }).meta.errors;

const texts = (text: string) => ({ 'pt-BR': text, en: `${text} (en)`, es: `${text} (es)` });

/**
 * `/v1/campaigns` and `/v1/questionnaires/standard` (docs/decisions/0002-surveys.md#campaign,
 * docs/surveys.md#campaigns): the draft → open → closed lifecycle with 409 on a wrong transition, 422 with every
 * invalid field, versions and `If-Match`, one audit event per change, the list's order and filters, and another
 * company's campaign as 404. Every answer is checked against docs/openapi.yaml. On memory and on every database engine.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('campaigns on %s', (kind) => {
  const storage = useStorage(kind);
  const app = () => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000 });
  const post = (t: TestApp, path: string, body?: object, headers: Record<string, string> = {}) =>
    call(request(t.app).post(path).set(bearer(t.key)).set(headers).send(body));
  const put = (t: TestApp, path: string, body: object, headers: Record<string, string> = {}) =>
    call(request(t.app).put(path).set(bearer(t.key)).set(headers).send(body));
  const get = (t: TestApp, path: string, key = t.key) => call(request(t.app).get(path).set(bearer(key)));

  it('creates a draft with the standard questionnaire, opens it, closes it; wrong transitions are 409', async () => {
    const t = await app();
    const created = await post(t, '/api/v1/campaigns', { name: 'Clima 2026', starts_on: '01/03/2026' });
    expect([created.status, created.headers.etag]).toEqual([201, '"1"']);
    const campaign = created.body.data as CampaignView;
    expect(campaign).toMatchObject({
      name: 'Clima 2026',
      status: 'draft',
      is_active: false,
      starts_on: '01/03/2026',
      ends_on: null,
      invited: 0,
      responded: 0,
      version: 1,
    });
    expect(campaign.questions?.map((q) => q.text)).toEqual(standardQuestionnaire().map((q) => q.text));
    expect(created.headers.location).toBe(`/api/v1/campaigns/${campaign.id}`);
    const path = `/api/v1/campaigns/${campaign.id}`;

    expectErrorBody(await post(t, `${path}/close`), 409);
    const opened = await post(t, `${path}/open`);
    expect([opened.status, opened.headers.etag, opened.body.data.status, opened.body.data.is_active]).toEqual([
      200,
      '"2"',
      'open',
      true,
    ]);
    expectErrorBody(await post(t, `${path}/open`), 409);
    expectErrorBody(await put(t, path, { questions: standardQuestionnaire() }), 409);
    expect((await put(t, path, { name: 'Clima de Março' })).body.data.name).toBe('Clima de Março');
    const closed = await post(t, `${path}/close`);
    expect([closed.status, closed.body.data.status, closed.body.data.is_active]).toEqual([200, 'closed', false]);
    expectErrorBody(await post(t, `${path}/open`), 409);
    expectErrorBody(await put(t, path, { name: 'Outro' }), 409);
    expectErrorBody(await call(request(t.app).delete(path).set(bearer(t.key))), 405);

    const read = await get(t, path);
    expect([read.body.data.status, read.body.data.version, read.body.data.questions.length]).toEqual([
      'closed',
      4,
      standardQuestionnaire().length,
    ]);
  });

  it('keeps the questions it is given, with ids, and reports every invalid field at once with 422', async () => {
    const t = await app();
    const created = await post(t, '/api/v1/campaigns', {
      name: 'Pulso',
      questions: [
        { kind: 'enps', text: texts('Recomendaria?') },
        { kind: 'likert', dimension: 'psychosocial', factor: 'workload', reversed: true, text: texts('Cansaço') },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.questions).toEqual([
      {
        id: expect.any(String),
        kind: 'enps',
        dimension: null,
        factor: null,
        reversed: false,
        text: texts('Recomendaria?'),
      },
      {
        id: expect.any(String),
        kind: 'likert',
        dimension: 'psychosocial',
        factor: 'workload',
        reversed: true,
        text: texts('Cansaço'),
      },
    ]);

    const invalid = await post(t, '/api/v1/campaigns', {
      name: 7,
      starts_on: '10/03/2026',
      ends_on: '09/03/2026',
      questions: [{ kind: 'likert', text: texts('Sem dimensão') }],
    });
    expectErrorBody(invalid, 422);
    expect(Object.keys(errorsOf(invalid)).sort()).toEqual(['ends_on', 'name', 'questions[0].dimension']);
    expectErrorBody(await post(t, '/api/v1/campaigns', { name: 'Vazia', questions: [] }), 422);
    const list = await get(t, '/api/v1/campaigns');
    expect((list.body.data as CampaignView[]).map((c) => c.name)).toEqual(['Pulso', t.campaign.name]);
  });

  it('versions campaigns: If-Match guards PUT, open and close (412 if stale), If-None-Match answers 304', async () => {
    const t = await app();
    const created = await post(t, '/api/v1/campaigns', { name: 'Clima' });
    const path = `/api/v1/campaigns/${created.body.data.id}`;

    expect((await put(t, path, { ends_on: '30/04/2026' }, { 'If-Match': '"1"' })).headers.etag).toBe('"2"');
    expectErrorBody(await put(t, path, { name: 'Atrasada' }, { 'If-Match': '"1"' }), 412, { current_version: 2 });
    expectErrorBody(await post(t, `${path}/open`, undefined, { 'If-Match': '"1"' }), 412, { current_version: 2 });
    expect((await post(t, `${path}/open`, undefined, { 'If-Match': '"2"' })).status).toBe(200);
    const notModified = await call(request(t.app).get(path).set(bearer(t.key)).set('If-None-Match', '"3"'));
    expect([notModified.status, notModified.headers.etag]).toEqual([304, '"3"']);
    expect((await get(t, path)).body.data.name).toBe('Clima');
  });

  it('of two concurrent opens, exactly one is 200 and the other 409', async () => {
    const t = await app();
    const created = await post(t, '/api/v1/campaigns', { name: 'Corrida' });
    const path = `/api/v1/campaigns/${(created.body.data as CampaignView).id}/open`;

    const answers = await Promise.all([post(t, path), post(t, path)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const trail = await get(t, `/api/v1/audit-events?action=campaign.opened&per_page=100`);
    expect(trail.body.data).toHaveLength(1);
  });

  it('records one audit event per change, with the names of the changed fields', async () => {
    const t = await app();
    const created = await post(t, '/api/v1/campaigns', { name: 'Clima' });
    const id = created.body.data.id as string;
    const path = `/api/v1/campaigns/${id}`;
    await put(t, path, { starts_on: '01/05/2026', questions: [{ kind: 'open', text: texts('Algo mais?') }] });
    await post(t, `${path}/open`);
    await post(t, `${path}/close`);

    const trail = await get(t, `/api/v1/audit-events?entity_id=${id}&per_page=100`);
    expect((trail.body.data as AuditEventView[]).map((e) => [e.action, e.changed])).toEqual([
      ['campaign.closed', ['status']],
      ['campaign.opened', ['status']],
      ['campaign.updated', ['starts_on', 'questions']],
      ['campaign.created', ['name', 'status', 'questions', 'distribution', 'reminder_days']],
    ]);
  });

  it('lists newest first with status and search filters kept in the links; bad filters are 422', async () => {
    const t = await app();
    const names = ['Clima 2025', 'Onboarding', 'Clima 2026'];
    const ids: string[] = [];
    for (const name of names) {
      ids.push((await post(t, '/api/v1/campaigns', { name })).body.data.id as string);
      t.clock.advanceSeconds(1);
    }
    await post(t, `/api/v1/campaigns/${ids[1]}/open`);
    const listed = async (query: string) =>
      ((await get(t, `/api/v1/campaigns${query}`)).body.data as CampaignView[]).map((c) => c.id);

    // The test app's own campaign (open, created before these) comes last.
    expect(await listed('')).toEqual([ids[2], ids[1], ids[0], t.campaign.id]);
    expect(await listed('?status=open')).toEqual([ids[1], t.campaign.id]);
    expect(await listed('?status=draft&search=CLIMA')).toEqual([ids[2], ids[0]]);
    const paged = await get(t, '/api/v1/campaigns?status=draft&search=clima&per_page=1');
    expect(paged.body.links.next).toContain('status=draft');
    expect(paged.body.links.next).toContain('search=clima');
    const bad = await get(t, '/api/v1/campaigns?status=active');
    expectErrorBody(bad, 422);
    expect(Object.keys(errorsOf(bad))).toEqual(['status']);
  });

  it("answers another company's campaign with 404 and never lists it", async () => {
    const t = await app();
    const other = await t.addCompany();
    const created = await post(t, '/api/v1/campaigns', { name: 'Só nossa' });
    const path = `/api/v1/campaigns/${created.body.data.id}`;
    const asOther = (req: request.Test) => call(req.set(bearer(other.key)));

    expectErrorBody(await asOther(request(t.app).get(path)), 404);
    expectErrorBody(await asOther(request(t.app).put(path).send({ name: 'Roubada' })), 404);
    expectErrorBody(await asOther(request(t.app).post(`${path}/open`)), 404);
    const theirs = await asOther(request(t.app).get('/api/v1/campaigns'));
    expect(theirs.body.data).toEqual([]);
    expect((await get(t, path)).body.data.name).toBe('Só nossa');
  });

  it('serves the standard questionnaire without ids under campaigns:read', async () => {
    const t = await app();
    const reader = await t.addUser({ scopes: ['campaigns:read'] });

    const standard = await get(t, '/api/v1/questionnaires/standard', reader.token);
    expect(standard.status).toBe(200);
    expect(standard.body.data.questions).toHaveLength(standardQuestionnaire().length);
    expect(standard.body.data.questions[0]).not.toHaveProperty('id');
    expectErrorBody(
      await call(request(t.app).post('/api/v1/campaigns').set(bearer(reader.token)).send({ name: 'x' })),
      403,
    );
  });
});
