import type { MigrationInterface, QueryRunner } from 'typeorm';

const UP = [
  // When the personal data was removed for good; only a soft-deleted employee is anonymised.
  `ALTER TABLE employees
     ADD COLUMN anonymised_at timestamptz,
     ADD CONSTRAINT employees_anonymised_deleted_ck CHECK (anonymised_at IS NULL OR deleted_at IS NOT NULL)`,
  // An anonymisation removes the link from a response to its respondent and keeps, for the attrition report, the
  // respondent's voluntary departure (the firing day and the settlement instant), both or neither.
  `ALTER TABLE survey_respondents
     ALTER COLUMN employee_id DROP NOT NULL,
     ADD COLUMN departure_firing_date date,
     ADD COLUMN departure_settled_at timestamptz,
     ADD CONSTRAINT survey_respondents_departure_ck
       CHECK ((departure_firing_date IS NULL) = (departure_settled_at IS NULL)),
     ADD CONSTRAINT survey_respondents_unlinked_ck
       CHECK (employee_id IS NOT NULL OR token_hash IS NULL)`,
  // The webhook records about one person (their events' ordering key is the employee id), which an anonymisation
  // scrubs: found by index, not by reading every event and delivery ever kept.
  'CREATE INDEX webhook_events_ordering_key_idx ON webhook_events (ordering_key)',
  'CREATE INDEX webhook_deliveries_ordering_key_idx ON webhook_deliveries (ordering_key)',
];

const DOWN = [
  'DROP INDEX webhook_deliveries_ordering_key_idx',
  'DROP INDEX webhook_events_ordering_key_idx',
  'DELETE FROM survey_respondents WHERE employee_id IS NULL',
  `ALTER TABLE survey_respondents
     DROP CONSTRAINT survey_respondents_unlinked_ck,
     DROP CONSTRAINT survey_respondents_departure_ck,
     DROP COLUMN departure_settled_at,
     DROP COLUMN departure_firing_date,
     ALTER COLUMN employee_id SET NOT NULL`,
  'ALTER TABLE employees DROP CONSTRAINT employees_anonymised_deleted_ck, DROP COLUMN anonymised_at',
];

/**
 * Anonymisation (docs/lgpd.md#anonymisation; docs/persistence.md#anonymisation):
 * - `employees.anonymised_at`, set once the personal values are gone (only on a soft-deleted row);
 * - `survey_respondents.employee_id` nullable: an unlinked response (its respondent anonymised) keeps its row, so
 *   the campaign's counts do not change, with `token_hash` `null` and, for a voluntary leaver,
 *   `departure_firing_date` and `departure_settled_at`, which the attrition report reads in place of the employee row.
 * - indexes on the ordering key (the entity id) of webhook events and deliveries, for the scrub of one person's.
 * `down` deletes the unlinked respondent rows (their responses stay).
 */
export class Anonymisation1765200000000 implements MigrationInterface {
  name = 'Anonymisation1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
