import type { Questionnaire, SurveyResponse } from '@employee/domain';
import { ENTER_EXISTING_ROWS } from '../migrations/1764400000001-changes-feeds';
import { surveyResponseMapper } from '../surveys/survey-response.mapper';

/** A statement runner: a `pg` client's or a TypeORM data source's `query`. */
export type RunStatement = (sql: string) => Promise<unknown>;

/**
 * After a bulk load that bypassed the repositories (COPY appends no changes-feed entry), gives every loaded
 * employee (`'employees'`) or every employee and filter (`'all'`) one feed entry at its current version, as the
 * migration that created the feeds did for the rows of its day (docs/persistence.md#changes-feed).
 */
export async function enterLoadedRowsInFeeds(run: RunStatement, feeds: 'employees' | 'all'): Promise<void> {
  const statements =
    feeds === 'all' ? ENTER_EXISTING_ROWS : ENTER_EXISTING_ROWS.filter((s) => s.includes('employee_changes'));
  for (const statement of statements) await run(statement);
}

/**
 * The stored rows of a survey response (`survey_responses` row, its open answers), for seeds that write
 * responses in bulk instead of through `Responses.save`: the same mapping the repository uses.
 */
export function surveyResponseRowsOf(
  response: SurveyResponse,
  questionnaire: Questionnaire,
): ReturnType<typeof surveyResponseMapper.toRows> {
  return surveyResponseMapper.toRows(response, questionnaire);
}
