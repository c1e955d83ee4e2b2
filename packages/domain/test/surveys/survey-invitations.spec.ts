import {
  AnswerInvitations,
  CountInvitations,
  CreateCampaign,
  IssueInvitationLinks,
  ListInvitationLinks,
  ListInvitations,
  ReissueInvitationLink,
  StateError,
  SubmitResponse,
  TransitionCampaign,
  UnauthenticatedError,
  type Campaign,
  type DomainSettings,
  WebhookEndpoint,
} from '@employee/domain';
import {
  aCampaign,
  HttpWebhookUrlPolicy,
  PlainSecretBox,
  SequentialSecretTokenIssuer,
  validEmployeeInput,
} from '@employee/domain/testing';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { seedCompany, violationsOf, world } from '../world';

const SETTINGS: DomainSettings = { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 };

/** A valid body for `campaign`: every scale question answered `likert` / `score`, the first open one answered. */
function answersTo(
  campaign: Campaign,
  likert = 4,
  score = 9,
): { answers: { question_id: string; value: number | string }[] } {
  const questions = campaign.questionnaire.questions;
  const firstOpen = questions.find((q) => q.kind === 'open');
  return {
    answers: questions.flatMap((q): { question_id: string; value: number | string }[] => {
      if (q.kind === 'open') return q === firstOpen ? [{ question_id: q.id, value: 'Mais feedback, por favor.' }] : [];
      return [{ question_id: q.id, value: q.kind === 'likert' ? likert : score }];
    }),
  };
}

function surveyWorld() {
  const w = world(SETTINGS);
  const tokens = new SequentialSecretTokenIssuer();
  const box = new PlainSecretBox();
  return {
    ...w,
    transition: new TransitionCampaign(w.uow, w.clock),
    listInvitations: new ListInvitations(w.uow),
    issueLinks: new IssueInvitationLinks(w.uow, tokens, box),
    listLinks: new ListInvitationLinks(w.uow, box),
    reissueLink: new ReissueInvitationLink(w.uow, tokens, box),
    counts: new CountInvitations(w.uow),
    submit: new SubmitResponse(w.uow, tokens, w.clock, w.ids, SETTINGS),
    answerInvitations: new AnswerInvitations(w.uow, w.clock, w.ids, SETTINGS),
  };
}

describe('Invitations and responses (docs/surveys.md#invitations)', () => {
  let w: ReturnType<typeof surveyWorld>;
  let seed: Awaited<ReturnType<typeof seedCompany>>;
  let draft: Campaign;
  const hire = (includeCampaign: boolean, department = 'Vendas', extra: Record<string, unknown> = {}) =>
    w.createEmployee.execute({
      ...validEmployeeInput({ includeCampaign, fields: [{ key: 'department', value: department }], ...extra }),
      companyId: seed.company.id,
    });
  const open = (campaign: Campaign) =>
    w.transition.execute({ companyId: seed.company.id, id: campaign.id, transition: 'open' });
  const invitations = (campaign: Campaign, status?: string) =>
    w.listInvitations.execute({ companyId: seed.company.id, campaignId: campaign.id, status, perPage: 100 });
  const links = async (campaign: Campaign) =>
    new Map(
      (await w.issueLinks.execute({ companyId: seed.company.id, campaignId: campaign.id })).map((l) => [
        l.employeeId,
        l.token,
      ]),
    );

  beforeEach(async () => {
    w = surveyWorld();
    seed = await seedCompany(w);
    draft = aCampaign()
      .of(seed.company)
      .inStatus('draft')
      .distributedBy('links')
      .createdAt('2026-11-01T00:00:00Z')
      .build();
    await w.repos.campaigns.save(draft);
  });

  describe('the remembered campaign choice', () => {
    it('is in after include_campaign, out after remove_campaign or a create without it, kept otherwise', async () => {
      const included = await hire(true);
      const excluded = await hire(false);
      expect([included.campaignChoice, excluded.campaignChoice]).toEqual(['in', 'out']);
      const kept = await w.updateEmployee.execute({
        companyId: seed.company.id,
        id: included.id,
        removeCampaign: false,
      });
      expect(kept.campaignChoice).toBe('in');
      const removed = await w.updateEmployee.execute({
        companyId: seed.company.id,
        id: included.id,
        removeCampaign: true,
      });
      expect(removed.campaignChoice).toBe('out');
      const back = await w.updateEmployee.execute({
        companyId: seed.company.id,
        id: excluded.id,
        removeCampaign: false,
        includeCampaign: true,
      });
      expect(back.campaignChoice).toBe('in');
    });

    it('opening a campaign invites every active employee whose choice is in, and no one else', async () => {
      const chosen = await hire(true);
      const outside = await hire(false);
      const deleted = await hire(true);
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: deleted.id });

      await open(draft);

      const page = await invitations(draft);
      expect(page.items).toEqual([{ employeeId: chosen.id, status: 'pending', answeredAt: null, delivery: null }]);
      expect(page.total).toBe(1);
      expect((await w.counts.execute([draft.id])).get(draft.id)).toEqual({ invited: 1, responded: 0 });
      expect(page.items.map((i) => i.employeeId)).not.toContain(outside.id);
    });

    it('a campaign created open (the admin CLI) invites the chosen at once', async () => {
      const chosen = await hire(true);
      await hire(false);
      const created = await new CreateCampaign(w.uow, w.clock, w.ids).execute({
        companyId: seed.company.id,
        name: 'Pulso',
        status: 'open',
      });
      expect((await invitations(created)).items.map((i) => i.employeeId)).toEqual([chosen.id]);
    });

    it('an employee put in while a campaign is open is invited at once; one put out leaves it', async () => {
      await open(draft);
      const late = await hire(true);
      expect((await invitations(draft)).items.map((i) => i.employeeId)).toEqual([late.id]);
      await w.updateEmployee.execute({ companyId: seed.company.id, id: late.id, removeCampaign: true });
      expect((await invitations(draft)).items).toEqual([]);
    });
  });

  describe('links and answers', () => {
    let employee: Awaited<ReturnType<typeof hire>>;
    let campaign: Campaign;

    beforeEach(async () => {
      employee = await hire(true, 'Engenharia', { birthdate: '10/05/1990', hiringDate: '01/02/2025' });
      campaign = await open(draft);
    });

    it('publishes survey.response_received with the campaign and its count of responses only', async () => {
      const endpoint = WebhookEndpoint.create(
        {
          id: 'a0a0a0a0-0000-4000-8000-000000000001',
          companyId: seed.company.id,
          url: 'https://hooks.example.com/in',
          eventTypes: ['survey.response_received'],
          secret: 'sealed',
          now: w.clock.now(),
        },
        new HttpWebhookUrlPolicy(),
      );
      await w.repos.webhookEndpoints.save(endpoint);

      await w.submit.execute({ token: (await links(campaign)).get(employee.id)!, body: answersTo(campaign) });

      const page = await w.repos.webhookDeliveries.listOfEndpoint(endpoint.id, { page: 1, perPage: 10, status: null });
      expect(page.items.map((d) => d.payload)).toEqual([
        {
          type: 'survey.response_received',
          timestamp: w.clock.now().toISOString(),
          data: { id: campaign.id, company_id: seed.company.id, responses: 1 },
        },
      ]);
    });

    it('stores one response with its segment snapshot and scores; the invitation becomes answered', async () => {
      const token = (await links(campaign)).get(employee.id)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const response = await w.submit.execute({ token, body: answersTo(campaign, 4, 9) });

      expect(response.snapshot).toEqual({
        fields: { department: 'Engenharia' },
        tenureBand: '1-2y',
        ageBand: '35-44',
        language: 'pt-BR',
        isOnLeave: false,
      });
      expect(response.scores).toEqual({ enps: 9, lnps: 9, engagementIndex: expect.any(Number) });
      const stored = await w.repos.responses.ofCampaign(campaign.id);
      expect(stored).toEqual([response]);
      expect(stored[0]!.answers.find((a) => typeof a.value === 'string')?.value).toBe('Mais feedback, por favor.');
      expect((await invitations(campaign)).items).toEqual([
        { employeeId: employee.id, status: 'answered', answeredAt: w.clock.now(), delivery: null },
      ]);
      expect((await w.counts.execute([campaign.id])).get(campaign.id)).toEqual({ invited: 1, responded: 1 });
    });

    it("stores an open answer masked: a colleague's name, an e-mail, a phone, a CPF", async () => {
      await hire(false, 'Vendas', { name: 'Rosa Maria Lima' });
      const token = (await links(campaign)).get(employee.id)!;
      const body = answersTo(campaign);
      const open = body.answers.find((a) => typeof a.value === 'string')!;
      open.value = 'A Rosa Lima (rosa@acme.com.br, 11 98765-4321, CPF 529.982.247-25) ajudou. Rosa é ótima.';

      await w.submit.execute({ token, body });

      const [stored] = await w.repos.responses.ofCampaign(campaign.id);
      expect(stored!.answers.find((a) => typeof a.value === 'string')?.value).toBe(
        'A [nome] ([e-mail], [telefone], CPF [CPF]) ajudou. Rosa é ótima.',
      );
    });

    it('masks the name of a colleague hired after an earlier answer: the cached names follow the changes', async () => {
      const second = await hire(true);
      const before = await links(campaign);
      await w.submit.execute({ token: before.get(employee.id)!, body: answersTo(campaign) });
      await hire(false, 'Vendas', { name: 'Rosa Maria Lima' });
      const body = answersTo(campaign);
      body.answers.find((a) => typeof a.value === 'string')!.value = 'A Rosa Lima ajudou.';

      await w.submit.execute({ token: before.get(second.id)!, body });

      const texts = (await w.repos.responses.ofCampaign(campaign.id)).flatMap((r) =>
        r.answers.filter((a) => typeof a.value === 'string').map((a) => a.value),
      );
      expect(texts).toContain('A [nome] ajudou.');
    });

    it('refuses a second response with the same token (409) and stores nothing more', async () => {
      const token = (await links(campaign)).get(employee.id)!;
      await w.submit.execute({ token, body: answersTo(campaign) });
      const second = w.submit.execute({ token, body: answersTo(campaign) });
      await expect(second).rejects.toThrow(StateError);
      await expect(second).rejects.toMatchObject({ code: 'RESPONSE.ALREADY_SUBMITTED' });
      expect(await w.repos.responses.ofCampaign(campaign.id)).toHaveLength(1);
    });

    it('answers the same links again, and gives a link to an invitation that has none yet', async () => {
      const first = await links(campaign);
      const later = await hire(true);
      const again = await links(campaign);
      expect(again.get(employee.id)).toBe(first.get(employee.id));
      expect(again.get(later.id)).toEqual(expect.any(String));
      const listed = await w.listLinks.execute({ companyId: seed.company.id, campaignId: campaign.id });
      expect(new Map(listed.map((l) => [l.employeeId, l.token]))).toEqual(again);
      await expect(
        w.submit.execute({ token: first.get(employee.id)!, body: answersTo(campaign) }),
      ).resolves.toBeDefined();
    });

    it('re-issues one link: the earlier one answers 401, the new one is listed and works; audited', async () => {
      const first = (await links(campaign)).get(employee.id)!;
      const fresh = await w.reissueLink.execute({
        companyId: seed.company.id,
        campaignId: campaign.id,
        employeeId: employee.id,
      });
      expect(fresh.token).not.toBe(first);
      expect((await links(campaign)).get(employee.id)).toBe(fresh.token);
      for (const token of [first, 'not-a-token']) {
        const attempt = w.submit.execute({ token, body: answersTo(campaign) });
        await expect(attempt).rejects.toThrow(UnauthenticatedError);
        await expect(attempt).rejects.toMatchObject({ code: 'INVITATION.UNKNOWN' });
      }
      const trail = await w.uow.run((r) => r.audit.list(seed.company.id, { action: 'survey_link.reissued', limit: 5 }));
      expect(trail.map((e) => [e.entity, e.entityId, e.changed])).toEqual([['employee', employee.id, ['survey_link']]]);
      await expect(w.submit.execute({ token: fresh.token, body: answersTo(campaign) })).resolves.toBeDefined();
      const answeredAgain = w.reissueLink.execute({
        companyId: seed.company.id,
        campaignId: campaign.id,
        employeeId: employee.id,
      });
      await expect(answeredAgain).rejects.toMatchObject({ code: 'INVITATION.NOT_FOUND' });
    });

    it('refuses answers once the campaign is closed (CAMPAIGN.NOT_OPEN)', async () => {
      const token = (await links(campaign)).get(employee.id)!;
      await w.transition.execute({ companyId: seed.company.id, id: campaign.id, transition: 'close' });
      await expect(w.submit.execute({ token, body: answersTo(campaign) })).rejects.toMatchObject({
        code: 'CAMPAIGN.NOT_OPEN',
      });
      expect(await w.repos.responses.ofCampaign(campaign.id)).toEqual([]);
    });

    it('refuses invalid answers with every violation and stores nothing', async () => {
      const token = (await links(campaign)).get(employee.id)!;
      const body = answersTo(campaign);
      body.answers[0] = { question_id: body.answers[0]!.question_id, value: 11 };
      const { codes } = await violationsOf(w.submit.execute({ token, body }));
      expect(codes['answers[0].value']).toEqual(['ANSWER.OUT_OF_RANGE']);
      expect(await w.repos.responses.ofCampaign(campaign.id)).toEqual([]);
      await expect(w.submit.execute({ token, body: answersTo(campaign) })).resolves.toBeDefined();
    });

    it('issues links only while the campaign is open, and never for one the platform delivers', async () => {
      const other = aCampaign().of(seed.company).inStatus('draft').distributedBy('links').build();
      const platform = aCampaign().of(seed.company).build();
      await w.repos.campaigns.save(other);
      await w.repos.campaigns.save(platform);
      await expect(links(other)).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
      const command = { companyId: seed.company.id, campaignId: platform.id };
      await expect(links(platform)).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_DISTRIBUTION' });
      await expect(w.listLinks.execute(command)).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_DISTRIBUTION' });
      await expect(w.reissueLink.execute({ ...command, employeeId: employee.id })).rejects.toMatchObject({
        code: 'CAMPAIGN.WRONG_DISTRIBUTION',
      });
    });

    it('a soft delete removes a pending invitation and its link; an answered one and its response stay', async () => {
      const colleague = await hire(true);
      const tokens = await links(campaign);
      await w.submit.execute({ token: tokens.get(employee.id)!, body: answersTo(campaign) });

      await w.deleteEmployee.execute({ companyId: seed.company.id, id: employee.id });
      await w.deleteEmployee.execute({ companyId: seed.company.id, id: colleague.id });

      expect((await invitations(campaign)).items).toEqual([
        { employeeId: employee.id, status: 'answered', answeredAt: expect.any(Date), delivery: null },
      ]);
      await expect(
        w.submit.execute({ token: tokens.get(colleague.id)!, body: answersTo(campaign) }),
      ).rejects.toMatchObject({ code: 'INVITATION.UNKNOWN' });
      expect(await w.repos.responses.ofCampaign(campaign.id)).toHaveLength(1);
      expect((await w.counts.execute([campaign.id])).get(campaign.id)).toEqual({ invited: 1, responded: 1 });
    });

    it('the settlement of a firing removes the pending invitation too', async () => {
      const fired = await hire(true);
      await w.updateEmployee.execute({
        companyId: seed.company.id,
        id: fired.id,
        removeCampaign: false,
        firingDate: '20/11/2026',
        isVoluntaryFiring: true,
      });
      w.clock.advanceSeconds(10);
      await w.settleDueFirings.execute();
      expect((await invitations(campaign, 'pending')).items.map((i) => i.employeeId)).toEqual([employee.id]);
    });

    it('answers pending invitations in bulk as a generator says, validated like any response', async () => {
      const second = await hire(true, 'Vendas');
      const stored = await w.answerInvitations.execute({
        campaignId: campaign.id,
        answersOf: (who, c) => (who.id === second.id ? null : answersTo(c, 5, 10)),
        batchSize: 1,
      });
      expect(stored).toBe(1);
      expect((await invitations(campaign, 'pending')).items.map((i) => i.employeeId)).toEqual([second.id]);
      const [response] = await w.repos.responses.ofCampaign(campaign.id);
      expect(response!.scores).toEqual({ enps: 10, lnps: 10, engagementIndex: expect.any(Number) });
      await expect(
        w.answerInvitations.execute({
          campaignId: campaign.id,
          answersOf: () => ({ answers: [] }),
        }),
      ).rejects.toMatchObject({ code: 'RESPONSE.INVALID' });
    });
  });
});
