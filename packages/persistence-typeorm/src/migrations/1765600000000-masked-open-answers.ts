import { employeeNameIndex, maskOpenText } from '@employee/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { NAMES_OF_COMPANY } from '../directory/typeorm-employees.sql';

/** Open answers read per batch, in key order after the last one read. */
const BATCH = 500;

const COMPANIES_WITH_OPEN_ANSWERS = `SELECT DISTINCT r.company_id AS "companyId"
  FROM survey_open_answers o JOIN survey_responses r ON r.id = o.response_id`;

const OPEN_ANSWERS_AFTER = `SELECT o.response_id AS "responseId", o.question_id AS "questionId", o.text
  FROM survey_open_answers o JOIN survey_responses r ON r.id = o.response_id
  WHERE r.company_id = $1 AND (o.response_id, o.question_id) > ($2::uuid, $3::uuid)
  ORDER BY o.response_id, o.question_id LIMIT ${BATCH}`;

const UPDATE_TEXT = 'UPDATE survey_open_answers SET text = $3 WHERE response_id = $1 AND question_id = $2';

const FIRST_KEY = '00000000-0000-0000-0000-000000000000';

/** A row of {@link OPEN_ANSWERS_AFTER}. */
interface OpenAnswerRow {
  readonly responseId: string;
  readonly questionId: string;
  readonly text: string;
}

/**
 * Masks the open answers stored before masking existed (docs/reports.md#comments): every `survey_open_answers` text
 * becomes what `maskOpenText` makes of it with the names of its company's employees as they are at the migration,
 * the same rule a new response is stored by. Run in TypeScript (the names' rule is the domain's), company by company,
 * in batches of {@link BATCH} rows; only the texts that change are written. Irreversible: `down` does nothing.
 */
export class MaskedOpenAnswers1765600000000 implements MigrationInterface {
  name = 'MaskedOpenAnswers1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const companies = (await queryRunner.query(COMPANIES_WITH_OPEN_ANSWERS)) as Array<{ companyId: string }>;
    for (const { companyId } of companies) {
      const names = (await queryRunner.query(NAMES_OF_COMPANY, [companyId])) as Array<{ name: string }>;
      const index = employeeNameIndex(names.map((row) => row.name));
      let after = [FIRST_KEY, FIRST_KEY];
      for (;;) {
        const rows = (await queryRunner.query(OPEN_ANSWERS_AFTER, [companyId, ...after])) as OpenAnswerRow[];
        for (const row of rows) {
          const masked = maskOpenText(row.text, index);
          if (masked !== row.text) await queryRunner.query(UPDATE_TEXT, [row.responseId, row.questionId, masked]);
        }
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) break;
        after = [last.responseId, last.questionId];
      }
    }
  }

  /** Nothing: what was masked is gone (the texts as typed are not kept anywhere). */
  async down(): Promise<void> {}
}
