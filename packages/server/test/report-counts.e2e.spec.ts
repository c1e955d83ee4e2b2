import { AnswerInvitations, IssueApiKey, type Campaign, type Employee } from '@employee/domain';
import { FixedClock, aCampaign, aCompany, aFilter, anEmployee } from '@employee/domain/testing';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import request from 'supertest';
import { TOKENS } from '../src/tokens';
import { describeWhen, postgresMissing } from './support/describe-when';
import { uniformAnswers, wiredService, type WiredService } from './support/wired-service';

/** Every scale answer 4, eNPS 9. */
const answers = uniformAnswers(4, 9);

/**
 * The campaign page and the participation report count the same invitations and responses at the same moment
 * (docs/reports.md#anonymity, "Respondents left out"): `invited` and `responded` of `GET /v1/campaigns/{id}` are the
 * participation report's, the respondents the release left out included. The service as `npm start` wires it, on
 * PostgreSQL: 7 of Sales and 2 of Legal answer (Legal, under 5, is left out), 2 stay pending, then one more answers.
 */
describeWhen(postgresMissing(), 'campaign counts and the participation report (PostgreSQL)', () => {
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  let service: WiredService;
  let key = '';
  let campaign: Campaign;
  let pending: Employee[] = [];

  beforeAll(async () => {
    service = await wiredService(clock);
    const company = aCompany().build();
    const department = aFilter().of(company).withKey('department').build();
    campaign = aCampaign().of(company).openedAt('2026-11-01T10:00:00-03:00').build();
    const of = (value: string) =>
      anEmployee()
        .of(company)
        .withFieldValues([{ filterId: department.id, key: 'department', value }])
        .choosing('in')
        .build();
    const employees = [...Array.from({ length: 9 }, () => of('Sales')), of('Legal'), of('Legal')];
    pending = employees.slice(7, 9);
    const uow = service.container.get(TOKENS.unitOfWork);
    await uow.run(async (r) => {
      await r.companies.save(company);
      await r.filters.save(department);
      await r.campaigns.save(campaign);
      for (const employee of employees) await r.employees.save(employee);
      await r.invitations.inviteChosen(company.id, campaign.id);
    });
    const waiting = new Set(pending.map((e) => e.id));
    await answerWhere((employee) => !waiting.has(employee.id));
    key = (await service.container.get(IssueApiKey).execute({ companyId: company.id })).key;
  }, 60_000);
  afterAll(() => service?.close());

  async function answerWhere(answering: (employee: Employee) => boolean): Promise<void> {
    const uow = service.container.get(TOKENS.unitOfWork);
    await new AnswerInvitations(
      uow,
      clock,
      service.container.get(TOKENS.ids),
      service.container.get(TOKENS.settings),
    ).execute({
      campaignId: campaign.id,
      answersOf: (employee, c) => (answering(employee) ? answers(employee, c) : null),
    });
  }

  const counts = async () => {
    const auth = { Authorization: `Bearer ${key}` };
    const page = await request(service.container.get(TOKENS.httpApp)).get(`/api/v1/campaigns/${campaign.id}`).set(auth);
    const report = await request(service.container.get(TOKENS.reportsApp))
      .get(`/api/v1/reports/participation?campaign_id=${campaign.id}`)
      .set(auth);
    expect([page.status, report.status]).toEqual([200, 200]);
    return {
      page: { invited: page.body.data.invited as number, responded: page.body.data.responded as number },
      report: {
        invited: report.body.data.invited as number,
        responded: report.body.data.responded as number,
        meta: [report.body.meta.invited, report.body.meta.respondents, report.body.meta.left_out] as number[],
      },
    };
  };

  it('gives the same invited and responded on the campaign page and in the report, right after an answer', async () => {
    const before = await counts();
    // 9 answered, the 2 of Legal left out of every figure (a class under 5), 2 pending
    expect(before).toEqual({
      page: { invited: 11, responded: 9 },
      report: { invited: 11, responded: 9, meta: [11, 7, 2] },
    });
    await answerWhere((employee) => employee.id === pending[0]?.id);
    const after = await counts();
    expect(after).toEqual({
      page: { invited: 11, responded: 10 },
      report: { invited: 11, responded: 10, meta: [11, 8, 2] },
    });
  });
});
