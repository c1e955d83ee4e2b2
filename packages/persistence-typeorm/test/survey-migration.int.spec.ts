import { beforeEach, describe, expect, it } from '@jest/globals';
import { aCampaign, aCompany, anEmployee } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { SurveyResponses1764600000000 } from '../src/migrations/1764600000000-survey-responses';

/**
 * The migration of invitations and responses (docs/persistence.md#survey-responses): existing employees take their
 * campaign choice from their current links (docs/surveys.md#campaigns): `in` when linked to an open
 * campaign, `out` otherwise, whatever the choice column held before.
 */
describe.each(testEngines())('migration SurveyResponses1764600000000 on %s', (engine) => {
  const database = useTestDatabase(engine);

  beforeEach(async () => {
    await database().truncate();
  });

  it('back-fills the campaign choice in for employees linked to an open campaign, out for the others', async () => {
    const company = aCompany().build();
    const open = aCampaign().of(company).build();
    const closed = aCampaign().of(company).inStatus('closed').build();
    const linkedToOpen = anEmployee().of(company).inCampaigns(closed.id, open.id).build();
    const linkedToClosed = anEmployee().of(company).inCampaigns(closed.id).build();
    const unlinked = anEmployee().of(company).choosing('in').build();
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      for (const campaign of [open, closed]) await r.campaigns.save(campaign);
      for (const employee of [linkedToOpen, linkedToClosed, unlinked]) await r.employees.save(employee);
    });

    const runner = database().dataSource.createQueryRunner();
    try {
      await new SurveyResponses1764600000000().down(runner);
      await new SurveyResponses1764600000000().up(runner);
    } finally {
      await runner.release();
    }

    const choices = await database().uow.run((r) =>
      Promise.all([linkedToOpen, linkedToClosed, unlinked].map((e) => r.employees.ofId(e.id, 'read'))),
    );
    expect(choices.map((e) => e?.campaignChoice)).toEqual(['in', 'out', 'out']);
    expect(choices.map((e) => e?.version)).toEqual([1, 1, 1]);
  });
});
