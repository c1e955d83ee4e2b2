import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `campaigns.opened_at` (docs/persistence.md#reports): when a campaign opened, what the reports count "since the
 * campaign opened" from (attrition, the participation curve; docs/decisions/0003-reports.md#definitions). `null`
 * exactly while `draft` (`campaigns_opened_at_ck`). Back-fill of the open and closed campaigns, from the best value
 * stored: the `occurred_at` of their `campaign.opened` audit event (exact: recorded in the opening's transaction, with
 * the same clock); without one (a campaign created `open` by the admin CLI, or made before campaigns had a lifecycle,
 * or whose event the 180-day retention purged), `created_at`: exact for the first two, and never after the opening for
 * the third. `updated_at` is not used: it moves with every later change (a rename, the close).
 */
export class CampaignOpenedAt1764700000000 implements MigrationInterface {
  name = 'CampaignOpenedAt1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE campaigns ADD COLUMN opened_at timestamptz');
    await queryRunner.query(`
      UPDATE campaigns c
         SET opened_at = coalesce(
               (SELECT min(e.occurred_at) FROM audit_events e
                 WHERE e.company_id = c.company_id AND e.entity = 'campaign' AND e.entity_id = c.id::text
                   AND e.action = 'campaign.opened'),
               c.created_at)
       WHERE c.status <> 'draft'`);
    await queryRunner.query(
      "ALTER TABLE campaigns ADD CONSTRAINT campaigns_opened_at_ck CHECK ((status = 'draft') = (opened_at IS NULL))",
    );
  }

  /** Drops the opening time. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE campaigns DROP CONSTRAINT campaigns_opened_at_ck, DROP COLUMN opened_at');
  }
}
