import { DeliverInvitations, type EmailMessage, type MessagePassResult, type TransportOutcome } from '@employee/domain';
import { FixedRandomSource, MinuteSendingRate } from '@employee/domain/testing';
import request from 'supertest';
import { bearer, call } from '../e2e/e2e-helpers';
import { SURVEY_LINK_BOX, SURVEY_TOKENS, type TestApp } from './test-app';

/**
 * Creates a campaign through the API (`platform`, the default) and opens it: its id. Every employee whose campaign
 * choice is `in` is invited.
 */
export async function openedPlatformCampaign(t: TestApp, name = 'Clima'): Promise<string> {
  const created = await call(request(t.app).post('/api/v1/campaigns').set(bearer(t.key)).send({ name }));
  const campaignId = created.body.data.id as string;
  const opened = await call(request(t.app).post(`/api/v1/campaigns/${campaignId}/open`).set(bearer(t.key)));
  if (opened.status !== 200) throw new Error(`opening the campaign answered ${opened.status}`);
  return campaignId;
}

/**
 * One pass of the notifications worker over `t`'s storage (docs/notifications.md#the-worker), with an e-mail
 * transport that keeps every message and accepts it; texts are placeholders, links `/survey/<token>` and
 * `/o/<token>`. Answers what the pass did and the e-mails it sent.
 */
export async function deliveryPass(t: TestApp): Promise<{ result: MessagePassResult; sent: EmailMessage[] }> {
  const sent: EmailMessage[] = [];
  const email = { send: async (m: EmailMessage): Promise<TransportOutcome> => (sent.push(m), { kind: 'sent' }) };
  const links = { surveyUrl: (token: string) => `/survey/${token}`, optOutUrl: (token: string) => `/o/${token}` };
  const renderer = { render: () => ({ subject: 's', text: 't', html: 'h', sms: 'm' }) };
  const pass = new DeliverInvitations(
    t.uow,
    { renderer, email, sms: { send: async () => ({ kind: 'sent' }) }, links, rate: new MinuteSendingRate(t.clock) },
    SURVEY_TOKENS,
    SURVEY_LINK_BOX,
    { timeZone: 'America/Sao_Paulo', minGroupSize: 5 },
    t.clock,
    { next: () => crypto.randomUUID() },
    new FixedRandomSource(),
  );
  return { result: await pass.execute(), sent };
}
