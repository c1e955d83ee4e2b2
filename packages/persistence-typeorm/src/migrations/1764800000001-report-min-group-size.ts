import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `companies.report_min_group_size` (docs/reports.md#anonymity): a company's own minimum group size of the reports,
 * 3 to 100 (`companies_report_min_group_size_ck`); `null`, every existing company's value, uses the service's
 * `REPORT_MIN_GROUP_SIZE`.
 */
export class ReportMinGroupSize1764800000001 implements MigrationInterface {
  name = 'ReportMinGroupSize1764800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE companies ADD COLUMN report_min_group_size smallint' +
        ' CONSTRAINT companies_report_min_group_size_ck CHECK (report_min_group_size BETWEEN 3 AND 100)',
    );
  }

  /** Drops the override: every company goes back to the service's size. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE companies DROP COLUMN report_min_group_size');
  }
}
