import {
  DeliverInvitations,
  SubmitResponse,
  TransitionCampaign,
  type EmailMessage,
  type MessageContent,
  type SmsMessage,
  type TransportOutcome,
} from '@employee/domain';
import {
  aCampaign,
  FixedRandomSource,
  MinuteSendingRate,
  PlainSecretBox,
  SequentialSecretTokenIssuer,
  validEmployeeInput,
} from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { seedCompany, world } from '../world';

const SETTINGS = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

/** A transport that keeps what it was given and answers the outcomes queued, then `sent`. */
class RecordingTransport<M> {
  readonly sent: M[] = [];
  readonly outcomes: TransportOutcome[] = [];
  async send(message: M): Promise<TransportOutcome> {
    this.sent.push(message);
    return this.outcomes.shift() ?? { kind: 'sent' };
  }
}

/** A renderer whose texts are the content itself, so a test reads what a message says. */
const renderer = {
  render: (content: MessageContent) => {
    const text = JSON.stringify(content);
    return { subject: `${content.kind} ${content.language}`, text, html: `<p>${text}</p>`, sms: text };
  },
};

function deliveryWorld() {
  const w = world(SETTINGS);
  const tokens = new SequentialSecretTokenIssuer();
  const box = new PlainSecretBox();
  const email = new RecordingTransport<EmailMessage>();
  const sms = new RecordingTransport<SmsMessage>();
  const rateLimits: { perMinute?: number; perCompany?: number } = {};
  const rate = new MinuteSendingRate(w.clock, rateLimits);
  const links = {
    surveyUrl: (token: string) => `https://pesquisa.example/survey/${token}`,
    optOutUrl: (token: string) => `https://pesquisa.example/survey/v1/opt-out/${token}`,
  };
  const deliver = new DeliverInvitations(
    w.uow,
    { renderer, email, sms, links, rate },
    tokens,
    box,
    { timeZone: SETTINGS.timeZone, minGroupSize: 5 },
    w.clock,
    w.ids,
    new FixedRandomSource(),
  );
  return {
    ...w,
    email,
    sms,
    rateLimits,
    deliver,
    transition: new TransitionCampaign(w.uow, w.clock),
    submit: new SubmitResponse(w.uow, tokens, w.clock, w.ids, SETTINGS),
  };
}

const tokenOf = (message: EmailMessage) => message.unsubscribeUrl?.split('/').pop() ?? '';
const contentOf = (message: EmailMessage) => JSON.parse(message.text) as MessageContent & { link: string };

describe('DeliverInvitations (docs/notifications.md#the-worker)', () => {
  let w: ReturnType<typeof deliveryWorld>;
  let companyId: string;
  let campaignId: string;
  const hire = (extra: Record<string, unknown>, of = companyId) =>
    w.createEmployee.execute({
      ...validEmployeeInput({ includeCampaign: true, fields: [{ key: 'department', value: 'Vendas' }], ...extra }),
      companyId: of,
    });
  const counts = () => w.uow.run((r) => r.invitationMessages.countsOf(campaignId));

  beforeEach(async () => {
    w = deliveryWorld();
    companyId = (await seedCompany(w)).company.id;
    const campaign = aCampaign().of(companyId).inStatus('draft').build();
    await w.repos.campaigns.save(campaign);
    campaignId = campaign.id;
  });

  const open = () => w.transition.execute({ companyId, id: campaignId, transition: 'open' });

  it('e-mails each invitation in its language, else texts it, else marks it undeliverable (no_contact)', async () => {
    const english = await hire({ language: 'en', email: 'ana@acme.com.br' });
    const phoneOnly = await hire({ email: null, language: 'es' });
    await hire({ email: null, phone: null });
    await open();

    expect(await w.deliver.execute()).toEqual({
      claimed: 3,
      sent: 2,
      retrying: 0,
      undeliverable: 1,
      deferred: 0,
      lost: 0,
    });
    expect(w.email.sent.map((m) => [m.to, m.subject])).toEqual([['ana@acme.com.br', 'survey_invitation en']]);
    const content = contentOf(w.email.sent[0]!);
    expect(content).toMatchObject({ recipientName: 'Joana Santos', minimumGroupSize: 5, timeZone: SETTINGS.timeZone });
    expect(content.link).toBe(`https://pesquisa.example/survey/${tokenOf(w.email.sent[0]!)}`);
    expect(w.email.sent[0]!.messageId).toBe(`${campaignId}.${english.id}.0`);
    expect(w.sms.sent.map((m) => [m.to, (JSON.parse(m.text) as MessageContent).language])).toEqual([
      [phoneOnly.toProps().phone?.value, 'es'],
    ]);
    expect(await counts()).toEqual({ pending: 0, sent: 2, undeliverable: 1 });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });

    // The link the e-mail carries opens the employee's invitation.
    await expect(w.submit.execute({ token: tokenOf(w.email.sent[0]!), body: { answers: [] } })).rejects.toMatchObject({
      code: 'RESPONSE.INVALID',
    });
  });

  it('tries a temporary failure again later with the same link; a permanent one makes it undeliverable', async () => {
    await hire({ email: 'bia@acme.com.br' });
    await hire({ email: 'caio@acme.com.br' });
    await open();
    w.email.outcomes.push({ kind: 'temporary', error: 'smtp_451' }, { kind: 'permanent', error: 'smtp_550' });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 2, retrying: 1, undeliverable: 1 });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    w.clock.advanceSeconds(70);
    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    const [first, , retried] = w.email.sent;
    expect([retried!.to, retried!.messageId, tokenOf(retried!)]).toEqual([
      first!.to,
      first!.messageId,
      tokenOf(first!),
    ]);
    expect(await counts()).toEqual({ pending: 0, sent: 1, undeliverable: 1 });
  });

  it('reminds on the campaign days between 08:00 and 20:00 with the same link, never one who answered', async () => {
    await hire({ email: 'dora@acme.com.br' });
    const answering = await hire({ email: 'enzo@acme.com.br' });
    w.clock.set('2026-11-22T10:00:00-03:00');
    await open();
    await w.deliver.execute();
    const tokenOfEnzo = tokenOf(w.email.sent.find((m) => m.to === 'enzo@acme.com.br')!);
    const campaign = await w.uow.run((r) => r.campaigns.ofId(campaignId));
    const body = {
      answers: campaign!.questionnaire.questions
        .filter((q) => q.kind !== 'open')
        .map((q) => ({ question_id: q.id, value: q.kind === 'likert' ? 4 : 8 })),
    };
    await w.submit.execute({ token: tokenOfEnzo, body });
    expect(answering.id).toBeDefined();

    // Opened on the 22nd at 10:00: the first reminder is due on the 25th at 10:00, sent only from 08:00 to 20:00.
    for (const early of ['2026-11-25T09:59:00-03:00', '2026-11-25T20:00:00-03:00', '2026-11-26T07:59:00-03:00']) {
      w.clock.set(early);
      expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    }
    w.clock.set('2026-11-26T08:00:00-03:00');
    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    const reminder = w.email.sent.at(-1)!;
    expect([reminder.to, reminder.subject, reminder.messageId.endsWith('.1')]).toEqual([
      'dora@acme.com.br',
      'survey_reminder pt-BR',
      true,
    ]);
    expect(tokenOf(reminder)).toBe(
      tokenOf(w.email.sent[0]!.to === 'dora@acme.com.br' ? w.email.sent[0]! : w.email.sent[1]!),
    );
    w.clock.set('2026-11-29T09:59:00-03:00'); // day 7 is due at 10:00
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    w.clock.set('2026-11-29T10:00:00-03:00');
    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    w.clock.set('2026-12-30T09:00:00-03:00');
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
  });

  it('sends nothing for a campaign distributed by links, nor once a campaign closed', async () => {
    await hire({ email: 'gil@acme.com.br' });
    const links = aCampaign().of(companyId).distributedBy('links').build();
    await w.repos.campaigns.save(links);
    await hire({ email: 'hugo@acme.com.br' });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    await open();
    await w.transition.execute({ companyId, id: campaignId, transition: 'close' });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    expect(w.email.sent).toEqual([]);
  });

  it("holds a company past its share of the rate back to the next minute; others' messages go first", async () => {
    w.rateLimits.perCompany = 2;
    const other = (await seedCompany(w)).company.id;
    const otherCampaign = aCampaign().of(other).inStatus('draft').build();
    await w.repos.campaigns.save(otherCampaign);
    for (const name of ['ana', 'bia', 'caio', 'davi']) await hire({ email: `${name}@acme.com.br` });
    await hire({ email: 'eva@outra.com.br' }, other);
    await open();
    await w.transition.execute({ companyId: other, id: otherCampaign.id, transition: 'open' });

    expect(await w.deliver.execute(3)).toMatchObject({ claimed: 3, sent: 2, deferred: 1 });
    expect(await w.deliver.execute(3)).toMatchObject({ claimed: 1, sent: 1 });
    expect(w.email.sent.map((m) => m.to)).toEqual(['ana@acme.com.br', 'bia@acme.com.br', 'eva@outra.com.br']);
    expect(await w.deliver.execute(3)).toMatchObject({ claimed: 0 });

    w.clock.advanceSeconds(60);
    expect(await w.deliver.execute(3)).toMatchObject({ claimed: 2, sent: 2, retrying: 0 });
    expect(w.email.sent.slice(3).map((m) => m.to)).toEqual(['caio@acme.com.br', 'davi@acme.com.br']);
    expect(await counts()).toEqual({ pending: 0, sent: 4, undeliverable: 0 });
  });

  it('claims nothing while the whole rate is used up, then goes on the next minute', async () => {
    w.rateLimits.perMinute = 1;
    await hire({ email: 'ana@acme.com.br' });
    await hire({ email: 'bia@acme.com.br' });
    await open();
    expect(await w.deliver.execute()).toMatchObject({ claimed: 2, sent: 1, deferred: 1 });
    await hire({ email: 'caio@acme.com.br' });
    expect(await w.deliver.execute()).toMatchObject({ claimed: 0 });
    w.clock.advanceSeconds(60);
    expect(await w.deliver.execute()).toMatchObject({ claimed: 2, sent: 1, deferred: 1 });
    w.clock.advanceSeconds(60);
    expect(await w.deliver.execute()).toMatchObject({ claimed: 1, sent: 1 });
    expect(w.email.sent.map((m) => m.to)).toEqual(['ana@acme.com.br', 'bia@acme.com.br', 'caio@acme.com.br']);
  });
});
