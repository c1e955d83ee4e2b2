import { describe, expect, it } from '@jest/globals';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import { buildTestApp, type TestApp, type TestAppOptions } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';
import { addCampaign, addEmployee, answersTo, issueLinks, submit, updateEmployee } from './survey-support';

/** An answer without its request id: every link that cannot be answered must give this same answer. */
const sameness = (res: Response) => ({
  status: res.status,
  title: res.body.title as unknown,
  detail: res.body.detail as unknown,
  meta: res.body.meta as unknown,
  challenge: res.headers['www-authenticate'],
});

/** `GET /survey/v1/questionnaire` with `Authorization: Invitation <token>`. */
const read = (t: TestApp, token: string) =>
  call(request(t.app).get('/survey/v1/questionnaire').set('Authorization', `Invitation ${token}`));

/**
 * The survey page's read, `GET /survey/v1/questionnaire` (docs/surveys.md#the-survey-page): the questionnaire an
 * invitation token opens, in the employee's language and in sections, with the company's minimum group size; one
 * identical 401 for every link that cannot be answered (unknown, malformed, replaced, withdrawn, answered, closed);
 * the survey limits per token. Every answer is checked against docs/openapi.yaml. On memory and every database engine.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('survey questionnaire on %s', (kind) => {
  const storage = useStorage(kind);
  const app = (options: TestAppOptions = {}) => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000, ...options });

  it('answers the campaign, the language, the minimum group size and the questions in sections', async () => {
    const t = await app();
    const employee = await addEmployee(t, true);
    const campaign = await addCampaign(t);
    const token = (await issueLinks(t, campaign)).get(employee) as string;

    const res = await read(t, token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      data: {
        campaign: { id: campaign.id, name: 'Pulso' },
        language: 'pt-BR',
        min_group_size: 5,
        sections: [
          {
            key: 'enps',
            questions: [
              { id: campaign.enps, kind: 'enps', text: 'Recomendaria?', scale: { min: 0, max: 10 }, required: true },
            ],
          },
          {
            key: 'engagement',
            questions: [
              { id: campaign.likert, kind: 'likert', text: 'Orgulho', scale: { min: 1, max: 5 }, required: true },
            ],
          },
          {
            key: 'open',
            questions: [{ id: campaign.open, kind: 'open', text: 'Algo mais?', scale: null, required: false }],
          },
        ],
      },
    });
    // Reading changes nothing: the same link still submits.
    expect((await submit(t, token, answersTo(campaign))).status).toBe(201);
  });

  it('speaks the employee’s language and gives the company’s own minimum group size', async () => {
    const t = await app();
    await t.uow.run(async (r) => {
      t.company.setReportMinGroupSize(8, t.clock.now());
      await r.companies.save(t.company);
    });
    const body = validEmployeeBody({
      include_campaign: true,
      language: 'es',
      fields: [{ key: 'department', value: 'Vendas' }],
    });
    const created = await call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body));
    const campaign = await addCampaign(t);
    const token = (await issueLinks(t, campaign)).get(created.body.data.id as string) as string;

    const data = (await read(t, token)).body.data as {
      language: string;
      min_group_size: number;
      sections: Array<{ questions: Array<{ text: string }> }>;
    };
    expect(data.language).toBe('es');
    expect(data.min_group_size).toBe(8);
    expect(data.sections.flatMap((s) => s.questions.map((q) => q.text))).toEqual([
      'Recomendaria? (es)',
      'Orgulho (es)',
      'Algo mais? (es)',
    ]);
  });

  it('gives one identical 401 for an unknown, malformed, replaced, withdrawn, answered or closed link', async () => {
    const t = await app();
    const [answered, replaced, withdrawn, closed] = [
      await addEmployee(t, true),
      await addEmployee(t, true),
      await addEmployee(t, true),
      await addEmployee(t, true),
    ];
    const campaign = await addCampaign(t);
    const first = await issueLinks(t, campaign);
    const tokenOf = (links: Map<string, string>, employee: string) => links.get(employee) as string;
    expect((await submit(t, tokenOf(first, answered), answersTo(campaign))).status).toBe(201);
    const second = await issueLinks(t, campaign);
    const reissued = await call(
      request(t.app).post(`${campaign.path}/invitations/${replaced}/link`).set(bearer(t.key)),
    );
    expect(reissued.status).toBe(200);
    await updateEmployee(t, withdrawn, { remove_campaign: true });
    expect((await read(t, tokenOf(second, closed))).status).toBe(200);

    const unknown = await read(t, 'q3N8xR2vL0cT7yW5bK9mJ4hF6dS1aZ8pE3uG2iO7nQ4');
    const refusals = [
      unknown,
      await read(t, 'não-é-um-token!'),
      await read(t, tokenOf(first, answered)),
      await read(t, tokenOf(first, replaced)),
      await read(t, tokenOf(second, withdrawn)),
    ];
    expect((await call(request(t.app).post(`${campaign.path}/close`).set(bearer(t.key)))).status).toBe(200);
    refusals.push(await read(t, tokenOf(second, closed)));

    for (const res of refusals) {
      expectErrorBody(res, 401);
      expect(sameness(res)).toEqual(sameness(unknown));
    }
    expect(unknown.headers['www-authenticate']).toBe('Invitation');
    const missing = await call(request(t.app).get('/survey/v1/questionnaire'));
    expectErrorBody(missing, 401);
    expect(missing.headers['www-authenticate']).toBe('Invitation');
  });

  it('counts reads and submissions against the same per-token limit', async () => {
    const t = await app({ surveyRateLimit: { perTokenPerMinute: 2, perIpPerMinute: 1000 } });
    const employee = await addEmployee(t, true);
    const campaign = await addCampaign(t);
    const token = (await issueLinks(t, campaign)).get(employee) as string;

    expect((await read(t, token)).status).toBe(200);
    expect((await submit(t, token, answersTo(campaign))).status).toBe(201);
    const limited = await read(t, token);
    expectErrorBody(limited, 429, { reason: 'survey_token', retry_after: expect.any(Number), limit: 2, window: 60 });
  });
});
