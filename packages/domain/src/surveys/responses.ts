import type { Campaign } from './campaign';
import type { SurveyResponse } from './survey-response';

/** A response with the employee who gave it (the respondent link, stored apart from the answers). */
export interface RespondentResponse {
  readonly response: SurveyResponse;
  readonly employeeId: string;
}

/**
 * Port: the stored responses (docs/surveys.md#answers). A response's answers, snapshot
 * and scores are stored apart from its **respondent link** (response → campaign, employee, answered at), which
 * only the attrition report and data-subject requests read; no route returns one person's answers. At most one
 * response per employee and campaign. Storage is sized for the reports (docs/persistence.md#survey-responses).
 */
export interface Responses {
  /**
   * Stores these responses to `campaign` (its questionnaire places each answer) and their respondent links (one
   * batch: the unit of work's transaction).
   * @throws StateError `RESPONSE.ALREADY_SUBMITTED` when one of the employees already answered that campaign
   *   (nothing of the batch is kept when the unit of work then rolls back).
   */
  add(campaign: Campaign, entries: readonly RespondentResponse[]): Promise<void>;

  /** Every response of the campaign, without respondents, by `submittedAt` then `id` (tests, exports). */
  ofCampaign(campaignId: string): Promise<SurveyResponse[]>;

  /**
   * How many responses the campaign has (0 for an unknown id), as the unit of work's transaction sees them: the count
   * a `survey.response_received` event carries (docs/webhooks.md#payload). Reads the responses' campaign index only.
   */
  countOf(campaignId: string): Promise<number>;
}
