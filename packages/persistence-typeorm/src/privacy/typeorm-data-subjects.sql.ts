/** The statements of `TypeOrmDataSubjects` (docs/persistence.md#anonymisation). */
import { DELIVERY_JSON } from '../surveys/typeorm-invitations.sql';

/**
 * The invitations of employee $1: its campaign links (pending unless answered) and the responses still linked to it
 * (answered), one row per campaign, with the campaign's name and days and the platform's delivery (`delivery`, JSON;
 * null for a `links` campaign or without a link), by the campaign's creation then id.
 */
export const INVITATIONS_OF_EMPLOYEE = `
  SELECT c.id AS "campaignId", c.name AS "campaignName", to_char(c.starts_on, 'YYYY-MM-DD') AS "startsOn",
         to_char(c.ends_on, 'YYYY-MM-DD') AS "endsOn", s.answered_at AS "answeredAt",
         CASE WHEN c.distribution = 'platform' AND l.employee_id IS NOT NULL THEN ${DELIVERY_JSON} END AS delivery
    FROM campaigns c
    LEFT JOIN survey_respondents s ON s.campaign_id = c.id AND s.employee_id = $1
    LEFT JOIN campaign_links l ON l.campaign_id = c.id AND l.employee_id = $1
   WHERE s.response_id IS NOT NULL OR l.employee_id IS NOT NULL
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
