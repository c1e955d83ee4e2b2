import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gives `campaigns.distribution` and `campaigns.reminder_days` their defaults back (`'links'`, `{3,7}`), which
 * `CampaignDistribution1765400000000` dropped in the release that added them: an instance of the release before,
 * still serving while the migrations run (docs/persistence.md#migrations-while-an-older-instance-serves), inserts
 * campaigns without either column and got a not-null violation (500) on every campaign it created. The defaults stay
 * until no release older than that one can serve; a later migration may drop them (the contract step). This service
 * always writes both columns.
 */
export class CampaignDistributionDefaults1765700000000 implements MigrationInterface {
  name = 'CampaignDistributionDefaults1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE campaigns ALTER COLUMN distribution SET DEFAULT 'links',
         ALTER COLUMN reminder_days SET DEFAULT '{3,7}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE campaigns ALTER COLUMN distribution DROP DEFAULT, ALTER COLUMN reminder_days DROP DEFAULT',
    );
  }
}
