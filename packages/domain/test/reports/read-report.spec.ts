import {
  CampaignAccess,
  DomainError,
  ReadReport,
  SetCompanyReportMinGroupSize,
  ValidationError,
  type Campaign,
  type ReportSources,
  type RespondentTable,
} from '@employee/domain';
import { FixedClock, InMemoryUnitOfWork, aCampaign, aCompany, aFilter } from '@employee/domain/testing';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { people, tableOf } from './anonymity-support';

const dept = (value: string, enps: number) => ({ fields: { dept: value }, enps });

describe('ReadReport (docs/reports.md; docs/access.md#campaignaccess)', () => {
  const uow = new InMemoryUnitOfWork();
  const company = aCompany().build();
  const other = aCompany().build();
  const campaign = aCampaign().of(company).inStatus('open').build();
  const second = aCampaign().of(company).inStatus('open').build();
  const foreign = aCampaign().of(other).inStatus('open').build();
  const deptFilter = aFilter().of(company).withKey('dept').build();
  // a company of its own for the override of the minimum group size: departments of 4, 6 and 7 respondents
  const smallTeams = aCompany().build();
  const teams = aCampaign().of(smallTeams).inStatus('open').build();
  const teamFilter = aFilter().of(smallTeams).withKey('dept').build();
  const tables = new Map<string, RespondentTable>([
    // Sales: 6 promoters (10); Ops: 5 detractors (3)
    [campaign.id, tableOf([...people(6, dept('Sales', 10)), ...people(5, dept('Ops', 3))], campaign.id)],
    [second.id, tableOf(people(5, dept('Sales', 9)), second.id)],
    [
      teams.id,
      tableOf([...people(4, dept('A', 10)), ...people(6, dept('B', 0)), ...people(7, dept('C', 8))], teams.id),
    ],
  ]);
  const sources: ReportSources = {
    tableOf: (c: Campaign) => Promise.resolve(tables.get(c.id) as RespondentTable),
    voluntaryLeaversOf: () => Promise.resolve(new Set()),
    pendingCountsOf: () => Promise.resolve(new Map()),
    openAnswersOf: () => Promise.resolve([]),
  };
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const readReport = new ReadReport(
    uow,
    sources,
    clock,
    { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 },
    { minGroupSize: 5 },
  );
  const read = (query: string, access = CampaignAccess.ALL, name = 'enps') =>
    readReport.execute({ companyId: company.id, name, params: new URLSearchParams(query), access });
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (e: DomainError) => e.code,
    );

  beforeAll(async () => {
    for (const c of [company, other, smallTeams]) await uow.repositories.companies.save(c);
    for (const f of [deptFilter, teamFilter]) await uow.repositories.filters.save(f);
    for (const c of [campaign, second, foreign, teams]) await uow.repositories.campaigns.save(c);
  });

  it('answers the figures and the meta of a campaign', async () => {
    const answer = await read(`campaign_id=${campaign.id}`);
    // 6 promoters and 5 detractors of 11: 54.5 − 45.5 → (6 − 5) / 11 = 9.1
    expect(answer.data).toMatchObject({ score: 9.1 });
    expect(answer.meta).toMatchObject({ campaign_id: campaign.id, respondents: 11, min_group_size: 5, group_by: null });
  });

  it('gives a user limited to a segment exactly the figures a full reader gets for that segment', async () => {
    const limited = CampaignAccess.of('all', { filterId: deptFilter.id, values: ['Sales'] });
    const asLimited = await read(`campaign_id=${campaign.id}`, limited);
    const asFull = await read(`campaign_id=${campaign.id}&segment[dept]=Sales`);
    expect(asLimited.data).toEqual(asFull.data);
    expect(asLimited.data).toMatchObject({ score: 100 });
    // asking for another department does not widen the access: Sales ∩ Ops is nobody
    expect((await read(`campaign_id=${campaign.id}&segment[dept]=Ops`, limited)).data).toEqual({ suppressed: true });
  });

  it('refuses a campaign outside the user access with 403, and another company campaign as not found', async () => {
    const onlySecond = CampaignAccess.of([second.id], null);
    expect(await codeOf(read(`campaign_id=${campaign.id}`, onlySecond))).toBe('CAMPAIGN.FORBIDDEN_TARGET');
    expect(await codeOf(read(`campaign_id=${second.id}&compare_campaign_id=${campaign.id}`, onlySecond))).toBe(
      'CAMPAIGN.FORBIDDEN_TARGET',
    );
    expect(await codeOf(read(`campaign_id=${foreign.id}`))).toBe('CAMPAIGN.NOT_FOUND');
  });

  it('refuses an unknown report, a group_by on a filter the company lacks, ranking-filters without one', async () => {
    expect(await codeOf(read(`campaign_id=${campaign.id}`, CampaignAccess.ALL, 'happiness'))).toBe('REPORT.NOT_FOUND');
    const unknownKey = await read(`campaign_id=${campaign.id}&group_by=filter:site`).catch((e: ValidationError) => e);
    expect((unknownKey as ValidationError).errors).toEqual({ group_by: ['is not a filter of the company'] });
    const ranking = read(`campaign_id=${campaign.id}`, CampaignAccess.ALL, 'ranking-filters');
    expect(((await ranking.catch((e: ValidationError) => e)) as ValidationError).errors).toEqual({
      group_by: ['is required by this report'],
    });
  });

  it('suppresses by the company’s own minimum group size when it has one, and says which in meta', async () => {
    const setSize = new SetCompanyReportMinGroupSize(uow, clock);
    const byTeam = async () => {
      const answer = await readReport.execute({
        companyId: smallTeams.id,
        name: 'enps',
        params: new URLSearchParams(`campaign_id=${teams.id}&group_by=filter:dept`),
        access: CampaignAccess.ALL,
      });
      const groups = answer.data.groups as Array<{ group: string; suppressed?: true; score?: number }>;
      return {
        minGroupSize: answer.meta.min_group_size,
        respondents: answer.meta.respondents,
        groups: Object.fromEntries(groups.map((g) => [g.group, g.suppressed ? 'suppressed' : g.score])),
      };
    };
    // the service's 5: A (4 promoters) is too small, listed as suppressed, its respondents left out
    // (docs/reports.md#anonymity); the complementary rule suppresses the next smallest, B
    expect(await byTeam()).toEqual({
      minGroupSize: 5,
      respondents: 13,
      groups: { A: 'suppressed', B: 'suppressed', C: 0 },
    });
    await setSize.execute({ companyId: smallTeams.id, size: 3 });
    expect(await byTeam()).toEqual({ minGroupSize: 3, respondents: 17, groups: { A: 100, B: -100, C: 0 } });
    // 7: A and B are both too small, listed as suppressed; their 10 respondents are shown together without a
    // department
    await setSize.execute({ companyId: smallTeams.id, size: 7 });
    expect(await byTeam()).toEqual({
      minGroupSize: 7,
      respondents: 17,
      groups: { A: 'suppressed', B: 'suppressed', C: 0, null: -20 },
    });
    await setSize.execute({ companyId: smallTeams.id, size: null });
    expect((await byTeam()).minGroupSize).toBe(5);
    // another company keeps the service's size
    expect((await read(`campaign_id=${campaign.id}`)).meta.min_group_size).toBe(5);
  });
});
