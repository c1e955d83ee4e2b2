/** The statements of `TypeOrmDataSubjects` (docs/persistence.md#anonymisation). */

/**
 * The invitations of employee $1: its campaign links (pending unless answered) and the responses still linked to it
 * (answered), one row per campaign, with the campaign's name and days, by the campaign's creation then id.
 */
export const INVITATIONS_OF_EMPLOYEE = `
  SELECT c.id AS "campaignId", c.name AS "campaignName", to_char(c.starts_on, 'YYYY-MM-DD') AS "startsOn",
         to_char(c.ends_on, 'YYYY-MM-DD') AS "endsOn", s.answered_at AS "answeredAt"
    FROM campaigns c
    LEFT JOIN survey_respondents s ON s.campaign_id = c.id AND s.employee_id = $1
   WHERE s.response_id IS NOT NULL
      OR EXISTS (SELECT 1 FROM campaign_links l WHERE l.campaign_id = c.id AND l.employee_id = $1)
   ORDER BY c.created_at, c.id`;

/** Removes the open-text answers of the responses linked to employee $1 (before they are unlinked). */
export const DELETE_OPEN_ANSWERS = `
  DELETE FROM survey_open_answers
   WHERE response_id IN (SELECT response_id FROM survey_respondents WHERE employee_id = $1)`;

/**
 * Unlinks employee $1's responses: the respondent rows stay (the campaigns' counts read them) without the employee and
 * the token hash, with the voluntary departure $2 (`YYYY-MM-DD`), $3 (timestamptz), both `NULL` for none.
 */
export const UNLINK_RESPONSES = `
  UPDATE survey_respondents
     SET employee_id = NULL, token_hash = NULL, departure_firing_date = $2::date, departure_settled_at = $3::timestamptz
   WHERE employee_id = $1`;
