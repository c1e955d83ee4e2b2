import type { MigrationInterface, QueryRunner } from 'typeorm';

const UP = [
  // Campaigns made before this migration were distributed by the company's links: they keep saying so.
  `ALTER TABLE campaigns
     ADD COLUMN distribution text NOT NULL DEFAULT 'links',
     ADD COLUMN reminder_days smallint[] NOT NULL DEFAULT '{3,7}',
     ADD CONSTRAINT campaigns_distribution_ck CHECK (distribution IN ('platform', 'links')),
     ADD CONSTRAINT campaigns_reminder_days_ck CHECK (cardinality(reminder_days) <= 3)`,
  'ALTER TABLE campaigns ALTER COLUMN distribution DROP DEFAULT, ALTER COLUMN reminder_days DROP DEFAULT',
  'ALTER TABLE campaign_links ADD COLUMN token_sealed text',
];

const DOWN = [
  'ALTER TABLE campaign_links DROP COLUMN token_sealed',
  `ALTER TABLE campaigns DROP CONSTRAINT campaigns_reminder_days_ck, DROP CONSTRAINT campaigns_distribution_ck,
     DROP COLUMN reminder_days, DROP COLUMN distribution`,
];

/**
 * A campaign's distribution mode and reminder days, and survey links kept for listing again
 * (docs/notifications.md#campaign-fields, docs/persistence.md#survey-responses):
 * - `campaigns.distribution` (`platform` or `links`; existing campaigns `links`, as they were) and
 *   `campaigns.reminder_days` (existing ones `{3,7}`, the default);
 * - `campaign_links.token_sealed`: the live token of a `links` campaign's pending invitation, sealed by the
 *   service's `SecretBox`, so the links endpoint can list it again unchanged; `null` for a link issued before (such
 *   an invitation is given a new link once).
 */
export class CampaignDistribution1765400000000 implements MigrationInterface {
  name = 'CampaignDistribution1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  /** Drops the columns (sealed links are lost; their hashes stay and keep working). */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
