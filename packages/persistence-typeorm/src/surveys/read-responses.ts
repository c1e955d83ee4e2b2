import type { SurveyResponse } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { campaignMapper } from './campaign.mapper';
import { questionRecordsOf } from './campaign-questions';
import { surveyResponseMapper, type StoredResponseRow } from './survey-response.mapper';
import { openAnswersIn, responsesIn } from './typeorm-responses.sql';

/**
 * The responses whose ids the statement `chosen` gives for `[param]` (one uuid column), by submission then id, each
 * with its answers placed by its campaign's questionnaire (open answers included). Shared by `TypeOrmResponses` (a
 * campaign's) and `TypeOrmDataSubjects` (a person's).
 */
export async function readResponses(manager: EntityManager, chosen: string, param: string): Promise<SurveyResponse[]> {
  const rows = await manager.query<StoredResponseRow[]>(responsesIn(chosen), [param]);
  if (rows.length === 0) return [];
  const records = await questionRecordsOf(
    manager,
    rows.map((r) => r.campaignId),
  );
  const texts = new Map<string, Map<string, string>>();
  const open = await manager.query<Array<{ responseId: string; questionId: string; text: string }>>(
    openAnswersIn(chosen),
    [param],
  );
  for (const { responseId, questionId, text } of open)
    texts.set(responseId, (texts.get(responseId) ?? new Map<string, string>()).set(questionId, text));
  return rows.map((row) => {
    const questions = records.get(row.campaignId);
    if (!questions) throw new Error(`No questionnaire stored for campaign ${row.campaignId}`);
    return surveyResponseMapper.toDomain(
      row,
      texts.get(row.id) ?? new Map(),
      campaignMapper.questionnaireOf(questions),
    );
  });
}
