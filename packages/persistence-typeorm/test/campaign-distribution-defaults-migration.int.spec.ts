import { beforeEach, describe, expect, it } from '@jest/globals';
import { aCompany } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { CampaignDistributionDefaults1765700000000 } from '../src/migrations/1765700000000-distribution-defaults';

const CAMPAIGN = '5a5a5a5a-0000-4000-8000-0000000000d1';

/** A server older than `CampaignDistribution1765400000000` inserts neither `distribution` nor `reminder_days`. */
const OLD_SERVER_INSERT = `INSERT INTO campaigns (id, company_id, name, status, version, created_at, updated_at)
  VALUES ($1, $2, 'Clima', 'draft', 1, now(), now())`;

/**
 * The migration that keeps the defaults of the campaign's distribution columns
 * (docs/persistence.md#migrations-while-an-older-instance-serves): a server of the release before them, still serving
 * after `db migrate`, creates campaigns again.
 */
describe.each(testEngines())('migration CampaignDistributionDefaults1765700000000 on %s', (engine) => {
  const database = useTestDatabase(engine);
  let companyId = '';

  beforeEach(async () => {
    await database().truncate();
    const company = aCompany().build();
    companyId = company.id;
    await database().uow.run((r) => r.companies.save(company));
  });

  it("lets an older server's campaign insert through, as a links campaign with the default reminders", async () => {
    await database().dataSource.query(OLD_SERVER_INSERT, [CAMPAIGN, companyId]);
    const campaign = await database().uow.run((r) => r.campaigns.ofId(CAMPAIGN));
    expect([campaign?.distribution, campaign?.reminderDays]).toEqual(['links', [3, 7]]);
  });

  it('was the fix: without it the same insert violates a not-null column', async () => {
    const runner = database().dataSource.createQueryRunner();
    try {
      await new CampaignDistributionDefaults1765700000000().down(runner);
      await expect(runner.query(OLD_SERVER_INSERT, [CAMPAIGN, companyId])).rejects.toThrow(/null value/);
      await new CampaignDistributionDefaults1765700000000().up(runner);
    } finally {
      await runner.release();
    }
  });
});
