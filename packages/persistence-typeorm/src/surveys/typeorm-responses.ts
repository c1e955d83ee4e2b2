import { isUuid, type Campaign, type RespondentResponse, type Responses, type SurveyResponse } from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { surveyResponseMapper } from './survey-response.mapper';
import { INSERT_RESPONSE_BATCH, RESPONSE_COUNT_OF_CAMPAIGN, RESPONSE_IDS_OF_CAMPAIGN } from './typeorm-responses.sql';
import { readResponses } from './read-responses';
import { mappingUniqueViolations } from '../kernel/unique-violation';

/**
 * `Responses` in PostgreSQL (docs/persistence.md#survey-responses), within one unit of work's transaction: a response
 * is one `survey_responses` row (snapshot, scores, the scale answers as a `smallint[]` in questionnaire order) with
 * its open-text answers in `survey_open_answers`; its respondent link is a `survey_respondents` row, unique per
 * campaign and employee. Source: domain `Responses`; docs/surveys.md#answers.
 */
export class TypeOrmResponses implements Responses {
  constructor(private readonly manager: EntityManager) {}

  /**
   * One statement per batch (responses, open answers and respondents, as data-modifying CTEs), the answers placed by
   * `campaign`'s questionnaire.
   * @throws StateError `RESPONSE.ALREADY_SUBMITTED` when a respondent row of that campaign and employee exists (or
   *   the batch holds two): the transaction is then aborted, and the unit of work rolls it back.
   */
  async add(campaign: Campaign, entries: readonly RespondentResponse[]): Promise<void> {
    if (entries.length === 0) return;
    const rows = entries.map(({ response }) => surveyResponseMapper.toRows(response, campaign.questionnaire));
    const respondents = entries.map(({ response, employeeId }) => ({
      response_id: response.id,
      campaign_id: response.campaignId,
      employee_id: employeeId,
      answered_at: response.submittedAt.toISOString(),
    }));
    const open = rows.flatMap((r) => r.open);
    await mappingUniqueViolations(() =>
      this.manager.query(INSERT_RESPONSE_BATCH, [
        JSON.stringify(rows.map((r) => r.row)),
        JSON.stringify(open),
        JSON.stringify(respondents),
      ]),
    );
  }

  async countOf(campaignId: string): Promise<number> {
    if (!isUuid(campaignId)) return 0;
    const [row] = await this.manager.query<Array<{ n: number }>>(RESPONSE_COUNT_OF_CAMPAIGN, [campaignId]);
    return row?.n ?? 0;
  }

  async ofCampaign(campaignId: string): Promise<SurveyResponse[]> {
    return isUuid(campaignId) ? readResponses(this.manager, RESPONSE_IDS_OF_CAMPAIGN, campaignId) : [];
  }
}
