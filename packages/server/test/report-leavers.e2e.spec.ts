import { AnswerInvitations, IssueApiKey, SettleDueFirings, type Campaign, type Employee } from '@employee/domain';
import { FixedClock, aCampaign, aCompany, anEmployee } from '@employee/domain/testing';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import request from 'supertest';
import { TOKENS } from '../src/tokens';
import { describeWhen, postgresMissing } from './support/describe-when';
import { uniformAnswers, wiredService, type WiredService } from './support/wired-service';

/** Every scale answer 2 and eNPS 3: each respondent disengaged and a detractor, in the `high` risk band. */
const highRisk = uniformAnswers(2, 3);

/**
 * Voluntary leavers in the reports (docs/reports.md#how-a-report-is-computed): a report never changes because of a
 * change to one person that can be undone. `attrition-clusters` counts only the firings settled before the start of
 * the current day in `APP_TIMEZONE`, so a reader who may record and cancel firings learns nothing of a named
 * respondent's band. The service as `npm start` wires it, on PostgreSQL, with a test clock: the REST app records and
 * cancels, the reports listener reads.
 */
describeWhen(postgresMissing(), 'voluntary leavers in attrition-clusters (PostgreSQL)', () => {
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  let service: WiredService;
  let key = '';
  let campaign: Campaign;
  let respondents: Employee[] = [];

  beforeAll(async () => {
    service = await wiredService(clock);
    const company = aCompany().build();
    campaign = aCampaign().of(company).openedAt('2026-11-01T10:00:00-03:00').build();
    respondents = Array.from({ length: 6 }, () => anEmployee().of(company).choosing('in').build());
    const uow = service.container.get(TOKENS.unitOfWork);
    await uow.run(async (r) => {
      await r.companies.save(company);
      await r.campaigns.save(campaign);
      for (const employee of respondents) await r.employees.save(employee);
      await r.invitations.inviteChosen(company.id, campaign.id);
    });
    const settings = service.container.get(TOKENS.settings);
    await new AnswerInvitations(uow, clock, service.container.get(TOKENS.ids), settings).execute({
      campaignId: campaign.id,
      answersOf: highRisk,
    });
    key = (await service.container.get(IssueApiKey).execute({ companyId: company.id })).key;
  }, 60_000);
  afterAll(() => service?.close());

  const attrition = async (): Promise<Record<string, unknown>> => {
    const res = await request(service.container.get(TOKENS.reportsApp))
      .get(`/api/v1/reports/attrition-clusters?campaign_id=${campaign.id}`)
      .set('Authorization', `Bearer ${key}`);
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>;
  };
  const put = async (employee: Employee, body: Record<string, unknown>): Promise<void> => {
    const res = await request(service.container.get(TOKENS.httpApp))
      .put(`/api/v1/employees/${employee.id}`)
      .set('Authorization', `Bearer ${key}`)
      .send({ remove_campaign: false, ...body });
    expect(res.status).toBe(200);
  };
  const band = (leavers: number) => ({
    band: 'high',
    count: 6,
    pct: 100,
    leavers,
    leaver_rate_pct: leavers ? 16.7 : 0,
  });
  const noLeaver = {
    respondents: 6,
    bands: [
      band(0),
      { band: 'medium', count: 0, pct: 0, leavers: 0, leaver_rate_pct: null },
      { band: 'low', count: 0, pct: 0, leavers: 0, leaver_rate_pct: null },
    ],
  };

  it('reads the same before a firing is recorded, while it is pending and after it is cancelled', async () => {
    const [named] = respondents as [Employee];
    const before = await attrition();
    expect(before).toEqual(noLeaver);

    await put(named, { firing_date: '22/11/2026', is_voluntary_firing: true, reason_firing: 'Pediu demissão' });
    const pending = await attrition();
    clock.advanceSeconds(0.1);
    await put(named, { firing_date: null });
    const cancelled = await attrition();

    expect([pending, cancelled]).toEqual([before, before]);
  });

  it('counts a settled firing from the next day in APP_TIMEZONE, not on the day it settled', async () => {
    const [, named] = respondents as [Employee, Employee];
    await put(named, { firing_date: '22/11/2026', is_voluntary_firing: true });
    clock.advanceSeconds(6);
    expect(await service.container.get(SettleDueFirings).execute()).toEqual({ settled: 1 });

    clock.set('2026-11-22T23:59:59-03:00');
    const settledToday = await attrition();
    clock.set('2026-11-23T00:00:00-03:00');
    const settledYesterday = await attrition();

    expect(settledToday).toEqual(noLeaver);
    expect(settledYesterday).toEqual({ ...noLeaver, bands: [band(1), ...noLeaver.bands.slice(1)] });
  });
});
