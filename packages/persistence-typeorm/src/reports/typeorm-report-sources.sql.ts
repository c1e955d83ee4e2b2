/**
 * The statements of `TypeOrmReportSources` (docs/persistence.md#reports). Reads only, outside any unit of work.
 */

/**
 * How many responses of campaign $1 were submitted at or after $2 (`-infinity`: all): a refresh reads the rows only
 * when this count differs from the rows it already holds of that window.
 */
export const WINDOW_COUNT = `
  SELECT count(*)::int AS count
    FROM survey_responses WHERE campaign_id = $1 AND submitted_at >= $2::timestamptz`;

/**
 * The responses of campaign $1 submitted at or after $2 (`-infinity`: all), in no order, shaped to parse fast:
 * `at`, the submission in whole milliseconds since 1970 (floored); `segment` as JSON text; `scale`, the scale answers
 * in questionnaire order joined by commas, an empty item for `NULL` (an open question).
 */
export const RESPONSE_ROWS_SINCE = `
  SELECT id, floor(extract(epoch FROM submitted_at) * 1000)::float8 AS at, language, tenure_band, age_band,
         is_on_leave, segment::text AS segment, array_to_string(scale_values, ',', '') AS scale
    FROM survey_responses WHERE campaign_id = $1 AND submitted_at >= $2::timestamptz`;

/**
 * The ids of campaign $1's responses whose respondent (the respondent link → the employee row, soft-deleted or not)
 * has a voluntary firing dated on or after $2 (`YYYY-MM-DD`).
 */
export const VOLUNTARY_LEAVERS = `
  SELECT r.response_id AS id
    FROM survey_respondents r JOIN employees e ON e.id = r.employee_id
   WHERE r.campaign_id = $1 AND e.is_voluntary_firing AND e.firing_date >= $2::date`;

/**
 * Pending invitations of campaign $1 (its `campaign_links` rows without a `survey_respondents` row of the same
 * campaign and employee) whose employee's current filter values match $2 (a JSON object, filter key → list of
 * accepted values: every key must hold one of its values), counted by $3: `total` (one group, key `NULL`), `filter`
 * (the employee's current value of filter key $4), `hiring_date`, `birthdate` (`YYYY-MM-DD`) or `language`. A group
 * without a value has key `NULL`.
 */
export const PENDING_COUNTS = `
  SELECT CASE $3::text
           WHEN 'filter' THEN (SELECT v.value FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
                                WHERE v.employee_id = e.id AND f.key = $4::text LIMIT 1)
           WHEN 'hiring_date' THEN to_char(e.hiring_date, 'YYYY-MM-DD')
           WHEN 'birthdate' THEN to_char(e.birthdate, 'YYYY-MM-DD')
           WHEN 'language' THEN e.language::text
         END AS key,
         count(*)::int AS count
    FROM campaign_links l JOIN employees e ON e.id = l.employee_id
   WHERE l.campaign_id = $1
     AND NOT EXISTS (SELECT 1 FROM survey_respondents s
                      WHERE s.campaign_id = l.campaign_id AND s.employee_id = l.employee_id)
     AND NOT EXISTS (SELECT 1 FROM jsonb_each($2::jsonb) AS wanted(key, accepted)
                      WHERE NOT EXISTS (SELECT 1 FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
                                         WHERE v.employee_id = l.employee_id AND f.key = wanted.key
                                           AND wanted.accepted @> to_jsonb(v.value)))
   GROUP BY 1`;
