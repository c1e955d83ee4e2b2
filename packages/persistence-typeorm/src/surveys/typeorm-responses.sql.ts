/**
 * The statements of `TypeOrmResponses` (docs/persistence.md#survey-responses). A write takes a whole batch as JSON
 * lists (`jsonb_to_recordset`): one statement whatever the number of responses and answers.
 */

/**
 * Inserts a batch in one statement: the responses of the JSON list $1 (one object per response, keys as the columns),
 * the open-text answers of $2 (`{response_id, question_id, text}`) and the respondent links of $3 (`{response_id,
 * campaign_id, employee_id, answered_at}`), each link with the live token hash of its invitation's link, so the token
 * still finds its answered invitation once the link is removed. A second response of one employee to one campaign
 * violates survey_respondents_campaign_employee_uq (and nothing of the statement stays).
 */
export const INSERT_RESPONSE_BATCH = `
  WITH responses AS (
    INSERT INTO survey_responses (id, company_id, campaign_id, submitted_at, language, tenure_band, age_band,
                                  is_on_leave, segment, enps, lnps, engagement_index, scale_values)
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, company_id uuid, campaign_id uuid,
      submitted_at timestamptz, language text, tenure_band text, age_band text, is_on_leave boolean, segment jsonb,
      enps smallint, lnps smallint, engagement_index real, scale_values smallint[])
  ), open_answers AS (
    INSERT INTO survey_open_answers (response_id, question_id, text)
    SELECT * FROM jsonb_to_recordset($2::jsonb) AS a(response_id uuid, question_id uuid, text text)
  )
  INSERT INTO survey_respondents (response_id, campaign_id, employee_id, answered_at, token_hash)
  SELECT r.response_id, r.campaign_id, r.employee_id, r.answered_at, l.token_hash
    FROM jsonb_to_recordset($3::jsonb) AS r(response_id uuid, campaign_id uuid, employee_id uuid,
                                            answered_at timestamptz)
    LEFT JOIN campaign_links l ON l.campaign_id = r.campaign_id AND l.employee_id = r.employee_id`;

/** The ids of campaign $1's responses. */
export const RESPONSE_IDS_OF_CAMPAIGN = 'SELECT id FROM survey_responses WHERE campaign_id = $1';

/** How many responses campaign $1 has (an index-only scan of `survey_responses_campaign_submitted_idx`). */
export const RESPONSE_COUNT_OF_CAMPAIGN = 'SELECT count(*)::int AS n FROM survey_responses WHERE campaign_id = $1';

/** The ids of the responses still linked to employee $1 (docs/lgpd.md#access-and-portability). */
export const RESPONSE_IDS_OF_EMPLOYEE = 'SELECT response_id FROM survey_respondents WHERE employee_id = $1';

/** The responses whose ids `chosen` (a statement of one uuid column on $1) gives, by `submitted_at` then `id`. */
export function responsesIn(chosen: string): string {
  return `
  SELECT id, company_id AS "companyId", campaign_id AS "campaignId", submitted_at AS "submittedAt", language,
         tenure_band AS "tenureBand", age_band AS "ageBand", is_on_leave AS "isOnLeave", segment,
         scale_values AS "scaleValues"
    FROM survey_responses WHERE id IN (${chosen})
   ORDER BY submitted_at, id`;
}

/** The open-text answers of the responses whose ids `chosen` gives. */
export function openAnswersIn(chosen: string): string {
  return `
  SELECT response_id AS "responseId", question_id AS "questionId", text
    FROM survey_open_answers WHERE response_id IN (${chosen})`;
}
