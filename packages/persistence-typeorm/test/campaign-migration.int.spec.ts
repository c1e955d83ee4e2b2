import { beforeEach, describe, expect, it } from '@jest/globals';
import { standardQuestionnaire } from '@employee/domain';
import { aCompany } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { CampaignLifecycle1764500000000 } from '../src/migrations/1764500000000-campaign-lifecycle';

const ACTIVE = '5a5a5a5a-0000-4000-8000-000000000001';
const INACTIVE = '5a5a5a5a-0000-4000-8000-000000000002';

/**
 * The migration that gives campaigns a status, dates, a version and questions (docs/persistence.md): campaigns
 * made before it (by the admin CLI) become `open` when active and `closed` when not, at version 1, each with its
 * own copy of the standard questionnaire.
 */
describe.each(testEngines())('migration CampaignLifecycle1764500000000 on %s', (engine) => {
  const database = useTestDatabase(engine);

  beforeEach(async () => {
    await database().truncate();
  });

  it('turns existing campaigns into open or closed ones with the standard questionnaire', async () => {
    const company = aCompany().build();
    await database().uow.run((r) => r.companies.save(company));
    const runner = database().dataSource.createQueryRunner();
    try {
      await new CampaignLifecycle1764500000000().down(runner);
      await runner.query(
        `INSERT INTO campaigns (id, company_id, name, is_active, created_at, distribution, reminder_days) VALUES
           ($1, $3, 'Clima 2025', true, '2025-06-01T12:00:00Z', 'links', '{3,7}'),
           ($2, $3, 'Antiga', false, '2024-06-01T12:00:00Z', 'links', '{3,7}')`,
        [ACTIVE, INACTIVE, company.id],
      );
      await new CampaignLifecycle1764500000000().up(runner);
    } finally {
      await runner.release();
    }

    const [active, inactive] = await database().uow.run((r) =>
      Promise.all([r.campaigns.ofId(ACTIVE), r.campaigns.ofId(INACTIVE)]),
    );
    expect([active?.status, active?.isActive, active?.version, active?.updatedAt]).toEqual([
      'open',
      true,
      1,
      new Date('2025-06-01T12:00:00Z'),
    ]);
    expect([inactive?.status, inactive?.isActive, inactive?.startsOn, inactive?.endsOn]).toEqual([
      'closed',
      false,
      null,
      null,
    ]);
    const standard = standardQuestionnaire().map((q) => [q.kind, q.dimension ?? null, q.factor ?? null, q.text]);
    for (const campaign of [active, inactive]) {
      const questions = campaign?.questionnaire.questions ?? [];
      expect(questions.map((q) => [q.kind, q.dimension, q.factor, q.text])).toEqual(standard);
    }
    const activeIds = new Set(active?.questionnaire.questions.map((q) => q.id));
    expect(inactive?.questionnaire.questions.some((q) => activeIds.has(q.id))).toBe(false);
    expect(await database().uow.run((r) => r.campaigns.activeIdsOf(company.id))).toEqual([ACTIVE]);
  });
});
