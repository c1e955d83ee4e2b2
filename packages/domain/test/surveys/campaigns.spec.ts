import {
  CreateCampaign,
  GetCampaign,
  ListCampaigns,
  StateError,
  TransitionCampaign,
  UpdateCampaign,
  VersionMismatchError,
  standardQuestionnaire,
  type Company,
} from '@employee/domain';
import { FixedClock, InMemoryUnitOfWork, SequentialIdGenerator, aCompany } from '@employee/domain/testing';
import { describe, expect, it } from '@jest/globals';
import { violationsOf } from '../world';

function campaignWorld() {
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const ids = new SequentialIdGenerator();
  return {
    uow,
    clock,
    create: new CreateCampaign(uow, clock, ids),
    get: new GetCampaign(uow),
    list: new ListCampaigns(uow),
    update: new UpdateCampaign(uow, clock, ids),
    transition: new TransitionCampaign(uow, clock),
  };
}

async function withCompany(w: ReturnType<typeof campaignWorld>): Promise<Company> {
  const company = aCompany().build();
  await w.uow.run((r) => r.companies.save(company));
  return company;
}

const texts = (text: string) => ({ 'pt-BR': text, en: text, es: text });

describe('Campaign use cases (docs/surveys.md#campaigns)', () => {
  it('creates a draft with the standard questionnaire, version 1, not active', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);

    const campaign = await w.create.execute({ companyId: company.id, name: '  Clima 2026 ' });

    expect(campaign.name).toBe('Clima 2026');
    expect(campaign.status).toBe('draft');
    expect(campaign.isActive).toBe(false);
    expect(campaign.version).toBe(1);
    expect(campaign.questionnaire.questions.map((q) => q.text)).toEqual(standardQuestionnaire().map((q) => q.text));
    expect(new Set(campaign.questionnaire.questions.map((q) => q.id)).size).toBe(standardQuestionnaire().length);
  });

  it('keeps the questions it is given, in order, with fresh ids', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);

    const campaign = await w.create.execute({
      companyId: company.id,
      name: 'Pulso',
      questions: [
        { id: 'mine', kind: 'enps', text: texts('Recomendaria?') },
        { kind: 'open', text: texts('Algo mais?') },
      ],
    });

    expect(campaign.questionnaire.questions.map((q) => q.kind)).toEqual(['enps', 'open']);
    expect(campaign.questionnaire.questions.map((q) => q.id)).not.toContain('mine');
  });

  it('reports every invalid field at once: name, dates, order of dates, questions', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);

    const blank = await violationsOf(
      w.create.execute({ companyId: company.id, name: ' ', startsOn: '31/02/2026', questions: [] }),
    );
    expect(blank.error.code).toBe('CAMPAIGN.INVALID');
    expect(blank.codes).toEqual({
      name: ['CAMPAIGN.NAME_EMPTY'],
      starts_on: ['DATE.NOT_A_DATE'],
      questions: ['QUESTIONNAIRE.SIZE'],
    });
    const order = await violationsOf(
      w.create.execute({ companyId: company.id, startsOn: '10/03/2026', endsOn: '10/03/2026' }),
    );
    expect(order.codes).toEqual({ name: ['CAMPAIGN.NAME_REQUIRED'], ends_on: ['CAMPAIGN.ENDS_BEFORE_START'] });
    const { id } = await w.create.execute({ companyId: company.id, name: 'Clima' });
    expect((await violationsOf(w.update.execute({ companyId: company.id, id, name: null }))).codes).toEqual({
      name: ['CAMPAIGN.NAME_REQUIRED'],
    });
  });

  it('goes draft → open → closed only; a wrong transition is CAMPAIGN.WRONG_STATE and changes nothing', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);
    const { id } = await w.create.execute({ companyId: company.id, name: 'Clima' });
    const transition = (to: 'open' | 'close') => w.transition.execute({ companyId: company.id, id, transition: to });

    await expect(transition('close')).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
    const opened = await transition('open');
    expect([opened.status, opened.isActive, opened.version]).toEqual(['open', true, 2]);
    await expect(transition('open')).rejects.toBeInstanceOf(StateError);
    const closed = await transition('close');
    expect([closed.status, closed.isActive, closed.version]).toEqual(['closed', false, 3]);
    await expect(transition('open')).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
    await expect(transition('close')).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
    expect((await w.get.execute({ companyId: company.id, id })).version).toBe(3);
  });

  it('records when a campaign opened: none while draft, the clock at opening, kept once closed', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);
    const { id, openedAt } = await w.create.execute({ companyId: company.id, name: 'Clima' });
    expect(openedAt).toBeNull();
    const transition = (to: 'open' | 'close') => w.transition.execute({ companyId: company.id, id, transition: to });

    w.clock.set('2026-11-23T09:30:00-03:00');
    expect((await transition('open')).openedAt).toEqual(new Date('2026-11-23T12:30:00Z'));
    w.clock.set('2026-11-30T18:00:00-03:00');
    await w.update.execute({ companyId: company.id, id, name: 'Clima de Novembro' });
    expect((await transition('close')).openedAt).toEqual(new Date('2026-11-23T12:30:00Z'));

    // The admin CLI creates campaigns open: opened when created.
    const created = await w.create.execute({ companyId: company.id, name: 'Pulso', status: 'open' });
    expect(created.openedAt).toEqual(new Date('2026-11-30T21:00:00Z'));
  });

  it('changes questions and dates only while draft, the name until closed', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);
    const { id } = await w.create.execute({ companyId: company.id, name: 'Clima' });
    const update = (change: Record<string, unknown>) => w.update.execute({ companyId: company.id, id, ...change });

    const revised = await update({ startsOn: '01/12/2026', questions: [{ kind: 'lnps', text: texts('Líder?') }] });
    expect(revised.startsOn?.value).toBe('01/12/2026');
    expect(revised.questionnaire.questions.map((q) => q.kind)).toEqual(['lnps']);
    expect((await violationsOf(update({ endsOn: '30/11/2026' }))).codes).toEqual({
      ends_on: ['CAMPAIGN.ENDS_BEFORE_START'],
    });
    await w.transition.execute({ companyId: company.id, id, transition: 'open' });
    await expect(update({ questions: standardQuestionnaire() })).rejects.toMatchObject({
      code: 'CAMPAIGN.WRONG_STATE',
    });
    await expect(update({ endsOn: null })).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
    expect((await update({ name: 'Clima de Dezembro' })).name).toBe('Clima de Dezembro');
    await w.transition.execute({ companyId: company.id, id, transition: 'close' });
    await expect(update({ name: 'Outro' })).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
  });

  it('is distributed by the platform, reminding on days 3 and 7, unless it says otherwise (draft only)', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);
    const plain = await w.create.execute({ companyId: company.id, name: 'Clima' });
    expect([plain.distribution, plain.reminderDays]).toEqual(['platform', [3, 7]]);

    const chosen = await w.create.execute({
      companyId: company.id,
      name: 'Clima por links',
      distribution: 'links',
      reminderDays: [10, 2],
    });
    expect([chosen.distribution, chosen.reminderDays]).toEqual(['links', [2, 10]]);
    const update = (change: Record<string, unknown>) =>
      w.update.execute({ companyId: company.id, id: chosen.id, ...change });
    expect((await update({ reminderDays: [] })).reminderDays).toEqual([]);

    const bad = await violationsOf(
      w.create.execute({ companyId: company.id, name: 'X', distribution: 'email', reminderDays: [1, 2, 3, 4] }),
    );
    expect(bad.codes).toEqual({
      distribution: ['CAMPAIGN.DISTRIBUTION_UNKNOWN'],
      reminder_days: ['CAMPAIGN.REMINDER_DAYS_INVALID'],
    });
    for (const reminderDays of [[0], [61], [2, 2], [1.5], ['3'], null]) {
      const { codes } = await violationsOf(update({ reminderDays }));
      expect(codes).toEqual({ reminder_days: ['CAMPAIGN.REMINDER_DAYS_INVALID'] });
    }
    await w.transition.execute({ companyId: company.id, id: chosen.id, transition: 'open' });
    await expect(update({ distribution: 'platform' })).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
    await expect(update({ reminderDays: [5] })).rejects.toMatchObject({ code: 'CAMPAIGN.WRONG_STATE' });
  });

  it('refuses a write whose expected version is stale', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);
    const { id } = await w.create.execute({ companyId: company.id, name: 'Clima' });
    await w.update.execute({ companyId: company.id, id, name: 'Clima 2', expectedVersion: 1 });

    await expect(w.update.execute({ companyId: company.id, id, name: 'Clima 3', expectedVersion: 1 })).rejects.toEqual(
      new VersionMismatchError(2),
    );
    await expect(
      w.transition.execute({ companyId: company.id, id, transition: 'open', expectedVersion: 1 }),
    ).rejects.toEqual(new VersionMismatchError(2));
  });

  it("records one audit event per change naming the changed fields; another company's campaign is 404", async () => {
    const w = campaignWorld();
    const company = await withCompany(w);
    const other = await withCompany(w);
    const { id } = await w.create.execute({ companyId: company.id, name: 'Clima' });
    await w.update.execute({ companyId: company.id, id, endsOn: '10/12/2026', questions: standardQuestionnaire() });
    await w.transition.execute({ companyId: company.id, id, transition: 'open' });
    await w.transition.execute({ companyId: company.id, id, transition: 'close' });

    const trail = await w.uow.run((r) => r.audit.list(company.id, { entityId: id, limit: 10 }));
    expect(trail.map((e) => [e.action, e.changed])).toEqual([
      ['campaign.closed', ['status']],
      ['campaign.opened', ['status']],
      ['campaign.updated', ['ends_on', 'questions']],
      ['campaign.created', ['name', 'status', 'questions', 'distribution', 'reminder_days']],
    ]);
    await expect(w.get.execute({ companyId: other.id, id })).rejects.toMatchObject({ code: 'CAMPAIGN.NOT_FOUND' });
    await expect(w.update.execute({ companyId: other.id, id, name: 'x' })).rejects.toMatchObject({
      code: 'CAMPAIGN.NOT_FOUND',
    });
  });

  it('lists newest first with status and search filters, and refuses an unknown status', async () => {
    const w = campaignWorld();
    const company = await withCompany(w);
    const first = await w.create.execute({ companyId: company.id, name: 'Clima 2025' });
    w.clock.advanceSeconds(1);
    const second = await w.create.execute({ companyId: company.id, name: 'Onboarding' });
    w.clock.advanceSeconds(1);
    const third = await w.create.execute({ companyId: company.id, name: 'Clima 2026' });
    await w.transition.execute({ companyId: company.id, id: second.id, transition: 'open' });

    const ids = async (query: Record<string, unknown>) =>
      (await w.list.execute({ companyId: company.id, ...query })).items.map((c) => c.id);
    expect(await ids({})).toEqual([third.id, second.id, first.id]);
    expect(await ids({ status: 'open' })).toEqual([second.id]);
    expect(await ids({ search: ' clima ', perPage: '1', page: '2' })).toEqual([first.id]);
    expect(await ids({ search: '' })).toHaveLength(3);
    expect((await violationsOf(w.list.execute({ companyId: company.id, status: 'active' }))).codes).toEqual({
      status: ['CAMPAIGN.STATUS'],
    });
  });
});
