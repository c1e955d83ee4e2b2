import { expect } from '@jest/globals';
import type { CampaignView, InvitationView } from '@employee/wire';
import request, { type Response } from 'supertest';
import { validEmployeeBody } from '../support/employee-body';
import type { TestApp } from '../support/test-app';
import { bearer, call } from './e2e-helpers';

/**
 * Shared steps of the survey suites (`survey-*.e2e.spec.ts`): employees and a small campaign made through the API,
 * its invitations and links, and submissions with an invitation token. Every answer is checked against
 * docs/openapi.yaml.
 */

const texts = (text: string) => ({ 'pt-BR': text, en: `${text} (en)`, es: `${text} (es)` });

/** An open campaign of three questions (eNPS, likert, open) and its question ids. */
export interface SurveyCampaign {
  readonly id: string;
  readonly path: string;
  readonly enps: string;
  readonly likert: string;
  readonly open: string;
}

/** Stores an employee of the test app's company through the API; `include_campaign` is their choice. */
export async function addEmployee(t: TestApp, includeCampaign: boolean): Promise<string> {
  const body = validEmployeeBody({
    include_campaign: includeCampaign,
    fields: [{ key: 'department', value: 'Vendas' }],
  });
  const res = await call(request(t.app).post('/api/v1/employees').set(bearer(t.key)).send(body));
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** Changes an employee through the API (`remove_campaign` is required; `include_campaign`, …). */
export async function updateEmployee(t: TestApp, id: string, body: object): Promise<void> {
  const res = await call(request(t.app).put(`/api/v1/employees/${id}`).set(bearer(t.key)).send(body));
  expect(res.status).toBe(200);
}

/**
 * Creates a campaign of three questions, distributed by the company's links (the suites answer through them), and,
 * unless `open` is false, opens it.
 */
export async function addCampaign(t: TestApp, open = true): Promise<SurveyCampaign> {
  const created = await call(
    request(t.app)
      .post('/api/v1/campaigns')
      .set(bearer(t.key))
      .send({
        name: 'Pulso',
        distribution: 'links',
        questions: [
          { kind: 'enps', text: texts('Recomendaria?') },
          { kind: 'likert', dimension: 'engagement', text: texts('Orgulho') },
          { kind: 'open', text: texts('Algo mais?') },
        ],
      }),
  );
  const campaign = created.body.data as Required<CampaignView>;
  const path = `/api/v1/campaigns/${campaign.id}`;
  if (open) expect((await call(request(t.app).post(`${path}/open`).set(bearer(t.key)))).status).toBe(200);
  const [enps, likert, openQuestion] = campaign.questions.map((q) => q.id) as [string, string, string];
  return { id: campaign.id, path, enps, likert, open: openQuestion };
}

/** Valid answers to `campaign` (the open question answered too). */
export function answersTo(campaign: SurveyCampaign, enps = 9): object {
  return {
    answers: [
      { question_id: campaign.enps, value: enps },
      { question_id: campaign.likert, value: 4 },
      { question_id: campaign.open, value: 'Mais café' },
    ],
  };
}

/** The campaign's invitations (first page of 100, optionally one `status`). */
export async function invitationsOf(
  t: TestApp,
  campaign: SurveyCampaign,
  status?: 'pending' | 'answered',
): Promise<InvitationView[]> {
  const query = status ? `?status=${status}&per_page=100` : '?per_page=100';
  const res = await call(request(t.app).get(`${campaign.path}/invitations${query}`).set(bearer(t.key)));
  expect(res.status).toBe(200);
  return res.body.data as InvitationView[];
}

/** `POST …/invitations/links`: the tokens of the pending invitations' links, by employee id. */
export async function issueLinks(t: TestApp, campaign: SurveyCampaign): Promise<Map<string, string>> {
  const res = await call(request(t.app).post(`${campaign.path}/invitations/links`).set(bearer(t.key)));
  expect(res.status).toBe(200);
  const links = res.body.data as Array<{ employee_id: string; url: string }>;
  return new Map(links.map((l) => [l.employee_id, l.url.slice(l.url.lastIndexOf('/') + 1)]));
}

/** `POST /survey/v1/responses` with `Authorization: Invitation <token>` (no header when `token` is `null`). */
export function submit(t: TestApp, token: string | null, body: object): Promise<Response> {
  const req = request(t.app).post('/survey/v1/responses');
  if (token !== null) req.set('Authorization', `Invitation ${token}`);
  return call(req.send(body));
}

/** The campaign's `invited` and `responded`, read with `GET /v1/campaigns/{id}`. */
export async function countsOf(t: TestApp, campaign: SurveyCampaign): Promise<[number, number]> {
  const res = await call(request(t.app).get(campaign.path).set(bearer(t.key)));
  return [res.body.data.invited as number, res.body.data.responded as number];
}

/** `GET …/invitations/links`: the tokens of the links already issued, by employee id. */
export async function listedLinks(t: TestApp, campaign: SurveyCampaign): Promise<Map<string, string>> {
  const res = await call(request(t.app).get(`${campaign.path}/invitations/links`).set(bearer(t.key)));
  expect(res.status).toBe(200);
  const links = res.body.data as Array<{ employee_id: string; url: string }>;
  return new Map(links.map((l) => [l.employee_id, l.url.slice(l.url.lastIndexOf('/') + 1)]));
}
