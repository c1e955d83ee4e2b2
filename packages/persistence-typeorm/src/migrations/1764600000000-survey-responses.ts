import type { MigrationInterface, QueryRunner } from 'typeorm';

const UP = [
  // The employee's remembered campaign choice (docs/surveys.md#invitations).
  `ALTER TABLE employees
     ADD COLUMN campaign_choice text NOT NULL DEFAULT 'out',
     ADD CONSTRAINT employees_campaign_choice_ck CHECK (campaign_choice IN ('in', 'out'))`,
  // Existing employees take their choice from their current links: linked to an open campaign → in.
  `UPDATE employees e SET campaign_choice = 'in'
    WHERE EXISTS (SELECT 1 FROM campaign_links l JOIN campaigns c ON c.id = l.campaign_id
                   WHERE l.employee_id = e.id AND c.status = 'open')`,
  // The live invitation token of a link, as its SHA-256 (32 bytes).
  `ALTER TABLE campaign_links
     ADD COLUMN token_hash bytea,
     ADD CONSTRAINT campaign_links_token_hash_ck CHECK (octet_length(token_hash) = 32)`,
  'CREATE UNIQUE INDEX campaign_links_token_hash_uq ON campaign_links (token_hash) WHERE token_hash IS NOT NULL',
  `CREATE TABLE survey_responses (
    id uuid PRIMARY KEY,
    company_id uuid NOT NULL REFERENCES companies (id),
    campaign_id uuid NOT NULL REFERENCES campaigns (id),
    submitted_at timestamptz NOT NULL,
    language text NOT NULL,
    tenure_band text,
    age_band text,
    is_on_leave boolean NOT NULL,
    segment jsonb NOT NULL DEFAULT '{}',
    enps smallint CHECK (enps BETWEEN 0 AND 10),
    lnps smallint CHECK (lnps BETWEEN 0 AND 10),
    engagement_index real,
    scale_values smallint[] NOT NULL
  )`,
  'CREATE INDEX survey_responses_campaign_submitted_idx ON survey_responses (campaign_id, submitted_at)',
  'CREATE INDEX survey_responses_segment_idx ON survey_responses USING gin (segment jsonb_path_ops)',
  `CREATE TABLE survey_open_answers (
    response_id uuid NOT NULL REFERENCES survey_responses (id) ON DELETE CASCADE,
    question_id uuid NOT NULL,
    text text NOT NULL,
    PRIMARY KEY (response_id, question_id)
  )`,
  `CREATE TABLE survey_respondents (
    response_id uuid PRIMARY KEY REFERENCES survey_responses (id) ON DELETE CASCADE,
    campaign_id uuid NOT NULL REFERENCES campaigns (id),
    employee_id uuid NOT NULL REFERENCES employees (id) ON DELETE CASCADE,
    answered_at timestamptz NOT NULL,
    token_hash bytea CHECK (octet_length(token_hash) = 32),
    CONSTRAINT survey_respondents_campaign_employee_uq UNIQUE (campaign_id, employee_id)
  )`,
  // A person's responses, for data-subject requests (and the cascade when an employee row is erased).
  'CREATE INDEX survey_respondents_employee_idx ON survey_respondents (employee_id)',
  `CREATE UNIQUE INDEX survey_respondents_token_hash_uq ON survey_respondents (token_hash)
     WHERE token_hash IS NOT NULL`,
];

const DOWN = [
  'DROP TABLE survey_respondents',
  'DROP TABLE survey_open_answers',
  'DROP TABLE survey_responses',
  'DROP INDEX campaign_links_token_hash_uq',
  'ALTER TABLE campaign_links DROP CONSTRAINT campaign_links_token_hash_ck, DROP COLUMN token_hash',
  'ALTER TABLE employees DROP CONSTRAINT employees_campaign_choice_ck, DROP COLUMN campaign_choice',
];

/**
 * Invitations and responses (docs/surveys.md#invitations; docs/persistence.md#survey-responses)
 * - `employees.campaign_choice` (`in`/`out`), back-filled `in` for every employee linked to an open campaign (the
 *   decision: existing employees take their choice from their current links);
 * - `campaign_links.token_hash`: the SHA-256 (32 bytes) of a pending invitation's live token, unique;
 * - `survey_responses`: one narrow row per response (the segment snapshot, the precomputed scores and the scale
 *   answers as one `smallint[]` in questionnaire order), indexed by campaign and submission time and, with GIN, by
 *   segment; `survey_open_answers`: the open-text answers, apart;
 * - `survey_respondents`: the link from a response to its employee, one per campaign and employee, with the token
 *   hash that opened it, so an answered invitation's link still answers 409 once its campaign link is removed.
 */
export class SurveyResponses1764600000000 implements MigrationInterface {
  name = 'SurveyResponses1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  /** Drops the survey tables, the token hashes and the campaign choice (responses are lost). */
  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
