import { beforeEach, describe, expect, it } from '@jest/globals';
import { aCampaign, aCompany } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { CampaignOpenedAt1764700000000 } from '../src/migrations/1764700000000-campaign-opened-at';

/**
 * The migration that gives campaigns their opening time (docs/persistence.md#reports): an open or closed campaign
 * takes the time of its `campaign.opened` audit event, else its creation time (created open); a draft has none.
 */
describe.each(testEngines())('migration CampaignOpenedAt1764700000000 on %s', (engine) => {
  const database = useTestDatabase(engine);

  beforeEach(async () => {
    await database().truncate();
  });

  it('back-fills opened_at from the opening audit event, else created_at; null for drafts', async () => {
    const company = aCompany().build();
    const createdAt = new Date('2025-03-01T12:00:00Z');
    const openedByApi = aCampaign().of(company).createdAt(createdAt).build();
    const closedByApi = aCampaign().of(company).createdAt(createdAt).inStatus('closed').build();
    const createdOpen = aCampaign().of(company).createdAt(createdAt).build();
    const draft = aCampaign().of(company).createdAt(createdAt).inStatus('draft').build();
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      for (const campaign of [openedByApi, closedByApi, createdOpen, draft]) await r.campaigns.save(campaign);
      for (const campaign of [openedByApi, closedByApi])
        await r.audit.record({
          companyId: company.id,
          action: 'campaign.opened',
          entity: 'campaign',
          entityId: campaign.id,
          changed: ['status'],
        });
      await r.audit.record({
        companyId: company.id,
        action: 'campaign.updated',
        entity: 'campaign',
        entityId: createdOpen.id,
        changed: ['name'],
      });
    });
    const events = await database().dataSource.query<Array<{ entityId: string; occurredAt: Date }>>(
      `SELECT entity_id AS "entityId", occurred_at AS "occurredAt" FROM audit_events WHERE action = 'campaign.opened'`,
    );
    const openingOf = (id: string) => events.find((e) => e.entityId === id)?.occurredAt;

    const runner = database().dataSource.createQueryRunner();
    try {
      await new CampaignOpenedAt1764700000000().down(runner);
      await new CampaignOpenedAt1764700000000().up(runner);
    } finally {
      await runner.release();
    }

    const campaigns = await database().uow.run((r) =>
      Promise.all([openedByApi, closedByApi, createdOpen, draft].map((c) => r.campaigns.ofId(c.id))),
    );
    expect(campaigns.map((c) => c?.openedAt)).toEqual([
      openingOf(openedByApi.id),
      openingOf(closedByApi.id),
      createdAt,
      null,
    ]);
    expect(openingOf(openedByApi.id)).not.toEqual(createdAt);
  });
});
