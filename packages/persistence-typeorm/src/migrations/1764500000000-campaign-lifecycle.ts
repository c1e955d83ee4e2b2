import { standardQuestionnaire } from '@employee/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The standard questionnaire as `jsonb_to_recordset` rows, in its order. */
function standardQuestionRows(): string {
  return JSON.stringify(
    standardQuestionnaire().map((q, position) => ({
      position,
      kind: q.kind,
      dimension: q.dimension ?? null,
      factor: q.factor ?? null,
      reversed: q.reversed ?? false,
      text_pt_br: q.text['pt-BR'],
      text_en: q.text.en,
      text_es: q.text.es,
    })),
  );
}

/**
 * Campaigns become the aggregate of docs/surveys.md#campaigns: `status` (`draft`, `open`, `closed`)
 * replaces `is_active` (an active campaign becomes `open`, an inactive one `closed`: employees were linked to it
 * while it was active, so it is a finished campaign, not one being prepared), optional `starts_on`/`ends_on`,
 * `version` (1 for existing rows) and `updated_at` (`created_at` for existing rows). `campaign_questions` holds each
 * campaign's ordered questions; every existing campaign gets a copy of the standard questionnaire, with fresh ids,
 * as the domain ships it when the migration runs (docs/surveys.md#campaigns).
 */
export class CampaignLifecycle1764500000000 implements MigrationInterface {
  name = 'CampaignLifecycle1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE campaigns
      ADD COLUMN status varchar(10),
      ADD COLUMN starts_on date,
      ADD COLUMN ends_on date,
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_at timestamptz`);
    await queryRunner.query(
      "UPDATE campaigns SET status = CASE WHEN is_active THEN 'open' ELSE 'closed' END, updated_at = created_at",
    );
    await queryRunner.query(`ALTER TABLE campaigns
      ALTER COLUMN status SET NOT NULL,
      ALTER COLUMN updated_at SET NOT NULL,
      ADD CONSTRAINT campaigns_status_ck CHECK (status IN ('draft', 'open', 'closed')),
      ADD CONSTRAINT campaigns_dates_ck CHECK (ends_on > starts_on)`);
    await queryRunner.query('DROP INDEX campaigns_company_active_order_idx');
    await queryRunner.query('ALTER TABLE campaigns DROP COLUMN is_active');
    await queryRunner.query(
      "CREATE INDEX campaigns_company_open_order_idx ON campaigns (company_id, created_at, id) WHERE status = 'open'",
    );
    await queryRunner.query(
      'CREATE INDEX campaigns_company_list_idx ON campaigns (company_id, created_at DESC, id DESC)',
    );
    await queryRunner.query(`CREATE TABLE campaign_questions (
      id uuid PRIMARY KEY,
      campaign_id uuid NOT NULL REFERENCES campaigns (id),
      position smallint NOT NULL,
      kind varchar(10) NOT NULL,
      dimension varchar(20),
      factor varchar(20),
      reversed boolean NOT NULL,
      text_pt_br text NOT NULL,
      text_en text NOT NULL,
      text_es text NOT NULL,
      CONSTRAINT campaign_questions_position_uq UNIQUE (campaign_id, position)
    )`);
    await queryRunner.query(
      `INSERT INTO campaign_questions
         (id, campaign_id, position, kind, dimension, factor, reversed, text_pt_br, text_en, text_es)
       SELECT gen_random_uuid(), c.id, q.position, q.kind, q.dimension, q.factor, q.reversed,
              q.text_pt_br, q.text_en, q.text_es
       FROM campaigns c
       CROSS JOIN jsonb_to_recordset($1::jsonb) AS q(position smallint, kind text, dimension text, factor text,
         reversed boolean, text_pt_br text, text_en text, text_es text)`,
      [standardQuestionRows()],
    );
  }

  /** Back to `is_active` (true for `open`); the questions, dates and versions are dropped. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE campaign_questions');
    await queryRunner.query('DROP INDEX campaigns_company_list_idx');
    await queryRunner.query('DROP INDEX campaigns_company_open_order_idx');
    await queryRunner.query('ALTER TABLE campaigns ADD COLUMN is_active boolean');
    await queryRunner.query("UPDATE campaigns SET is_active = (status = 'open')");
    await queryRunner.query(`ALTER TABLE campaigns
      ALTER COLUMN is_active SET NOT NULL,
      DROP CONSTRAINT campaigns_dates_ck,
      DROP CONSTRAINT campaigns_status_ck,
      DROP COLUMN status, DROP COLUMN starts_on, DROP COLUMN ends_on, DROP COLUMN version, DROP COLUMN updated_at`);
    await queryRunner.query(
      'CREATE INDEX campaigns_company_active_order_idx ON campaigns (company_id, created_at, id) WHERE is_active',
    );
  }
}
