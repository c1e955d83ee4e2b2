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
 * The ids of campaign $1's responses whose respondent left voluntarily: a voluntary firing dated on or after $2
 * (`YYYY-MM-DD`), settled (soft-deleted with the firing recorded) on a day before $3 (`YYYY-MM-DD`) in the time zone
 * $4 (docs/reports.md#voluntary-leavers). The departure is the employee row's (through the respondent link), or, for
 * a response unlinked by an anonymisation, the one its respondent row kept.
 */
export const VOLUNTARY_LEAVERS = `
  SELECT r.response_id AS id
    FROM survey_respondents r
    LEFT JOIN employees e ON e.id = r.employee_id AND e.is_voluntary_firing AND e.deleted_at IS NOT NULL
   WHERE r.campaign_id = $1 AND coalesce(e.firing_date, r.departure_firing_date) >= $2::date
     AND (coalesce(e.deleted_at, r.departure_settled_at) AT TIME ZONE $4::text)::date < $3::date`;

/**
 * Pending invitations of campaign $1 (its `campaign_links` rows without a `survey_respondents` row of the same
 * campaign and employee) whose employee's current filter values match $2 (a JSON object, filter key → list of
 * accepted values: every key must hold one of its values), counted by $3: `total` (one group, key `NULL`), `filter`
 * (the employee's current value of filter key $4), `hiring_date`, `birthdate` (`YYYY-MM-DD`) or `language`. A group
 * without a value has key `NULL`.
 *
 * Set-based, so that its cost grows with the invitations and not with one subquery per invitation (at 100,000 the
 * correlated form was JIT-compiled and took 300–500 ms; docs/persistence.md#reports, docs/performance.md#reports):
 * the filters of the keys are resolved once (those of the campaign's company, active or not); `pending`, the employees
 * still to answer, once; `segment_members`, the pending employees holding an accepted value of every key of $2 (the
 * accepted values unnested and joined by equality; a key counted once whatever the number of its filters they hold
 * values of); `group_values`, each pending employee's value of filter key $4 (the first by position).
 */
export const PENDING_COUNTS = `
  WITH company_filters AS (
    SELECT f.id, f.key
      FROM filters f JOIN campaigns c ON c.company_id = f.company_id
     WHERE c.id = $1 AND (f.key = $4::text OR $2::jsonb ? f.key)
  ), pending AS MATERIALIZED (
    SELECT l.employee_id
      FROM campaign_links l
     WHERE l.campaign_id = $1
       AND NOT EXISTS (SELECT 1 FROM survey_respondents s WHERE s.campaign_id = $1 AND s.employee_id = l.employee_id)
  ), segment_members AS (
    SELECT v.employee_id
      FROM pending p
      JOIN employee_field_values v ON v.employee_id = p.employee_id
      JOIN company_filters f ON f.id = v.filter_id
      JOIN (SELECT w.key, a.value FROM jsonb_each($2::jsonb) AS w(key, accepted),
                   jsonb_array_elements_text(w.accepted) AS a(value)) AS wanted
        ON wanted.key = f.key AND wanted.value = v.value
     GROUP BY v.employee_id
    HAVING count(DISTINCT wanted.key) = (SELECT count(*) FROM jsonb_object_keys($2::jsonb))
  ), group_values AS (
    SELECT DISTINCT ON (v.employee_id) v.employee_id, v.value
      FROM pending p
      JOIN employee_field_values v ON v.employee_id = p.employee_id
      JOIN company_filters f ON f.id = v.filter_id
     WHERE $3::text = 'filter' AND f.key = $4::text
     ORDER BY v.employee_id, v.position
  )
  SELECT CASE $3::text
           WHEN 'filter' THEN g.value
           WHEN 'hiring_date' THEN to_char(e.hiring_date, 'YYYY-MM-DD')
           WHEN 'birthdate' THEN to_char(e.birthdate, 'YYYY-MM-DD')
           WHEN 'language' THEN e.language::text
         END AS key,
         count(*)::int AS count
    FROM pending p
    JOIN employees e ON e.id = p.employee_id
    LEFT JOIN group_values g ON g.employee_id = p.employee_id
   WHERE $2::jsonb = '{}'::jsonb OR p.employee_id IN (SELECT employee_id FROM segment_members)
   GROUP BY 1`;

/** The open-text answers of campaign $1's responses among the ids $2 (`uuid[]`), without their response ids. */
export const OPEN_ANSWERS_OF = `
  SELECT o.question_id AS "questionId", o.text
  FROM survey_open_answers o JOIN survey_responses r ON r.id = o.response_id
  WHERE r.campaign_id = $1 AND o.response_id = ANY($2::uuid[])`;
