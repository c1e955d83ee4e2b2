/**
 * The statements of `TypeOrmInvitations` (docs/persistence.md#survey-responses). An invitation is not a row of its
 * own: a pending one is a `campaign_links` row without a `survey_respondents` row of the same campaign and employee,
 * an answered one a `survey_respondents` row (whether or not the link is still there).
 */

/**
 * Links campaign $2 to every active employee of company $1 whose campaign choice is `in` and who is not linked yet,
 * at the end of each one's links (`position`), in one statement; returns `linked`, how many were.
 */
export const INVITE_CHOSEN = `
  WITH linked AS (
    INSERT INTO campaign_links (employee_id, campaign_id, position)
    SELECT e.id, $2::uuid,
           coalesce((SELECT max(l.position) + 1 FROM campaign_links l WHERE l.employee_id = e.id), 0)
      FROM employees e
     WHERE e.company_id = $1 AND e.deleted_at IS NULL AND e.campaign_choice = 'in'
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT count(*)::int AS linked FROM linked`;

/**
 * The platform's delivery of one `campaign_links` row as JSON `{state, channel, sentAt, remindersSent, reason}`
 * (docs/notifications.md#delivery-states): `sent` once the invitation went, else as kept.
 */
export const DELIVERY_JSON = `json_build_object(
    'state', CASE WHEN delivery_state = 'undeliverable' THEN 'undeliverable'
                  WHEN delivery_sent_at IS NOT NULL THEN 'sent' ELSE 'pending' END,
    'channel', delivery_channel, 'sentAt', delivery_sent_at, 'remindersSent', reminders_sent,
    'reason', delivery_reason)`;

/**
 * The invitations of campaign $1: `employee_id` and `answered_at` (null while pending). The responses unlinked by an
 * anonymisation are counted (`COUNTS_OF`), not listed.
 */
const INVITATIONS_OF = `
  SELECT employee_id, s.answered_at, l.delivery
    FROM (SELECT employee_id,
                 ${DELIVERY_JSON} AS delivery
            FROM campaign_links WHERE campaign_id = $1) l
    FULL JOIN (SELECT employee_id, answered_at FROM survey_respondents
                WHERE campaign_id = $1 AND employee_id IS NOT NULL) s USING (employee_id)`;

/**
 * One page of campaign $1's invitations in status $2 (`pending`, `answered`, null for both), by employee id, and
 * their total, in one statement: $3 offset, $4 page size. `items` is a JSON list of `{employeeId, answeredAt,
 * delivery}` (`delivery` null for an answered invitation whose link is gone).
 */
export const INVITATION_PAGE = `
  WITH matches AS MATERIALIZED (
    SELECT * FROM (${INVITATIONS_OF}) i
     WHERE $2::text IS NULL OR ($2::text = 'answered') = (i.answered_at IS NOT NULL)
  )
  SELECT (SELECT count(*)::int FROM matches) AS total,
         coalesce((SELECT json_agg(json_build_object('employeeId', p.employee_id, 'answeredAt', p.answered_at,
                                                     'delivery', p.delivery)
                                   ORDER BY p.employee_id)
                     FROM (SELECT * FROM matches ORDER BY employee_id OFFSET $3 LIMIT $4) p), '[]') AS items`;

/** The employee ids of campaign $1's pending invitations, ascending. */
export const PENDING_OF = `
  SELECT l.employee_id AS "employeeId" FROM campaign_links l
   WHERE l.campaign_id = $1
     AND NOT EXISTS (SELECT 1 FROM survey_respondents s WHERE s.campaign_id = $1 AND s.employee_id = l.employee_id)
   ORDER BY l.employee_id`;

/**
 * Campaign $1's pending invitations with their sealed tokens (`tokenSealed`, null when none is kept), ascending by
 * employee id; only employee $2's when $2 is not null.
 */
export const PENDING_LINKS_OF = `
  SELECT l.employee_id AS "employeeId", l.token_sealed AS "tokenSealed" FROM campaign_links l
   WHERE l.campaign_id = $1 AND ($2::uuid IS NULL OR l.employee_id = $2::uuid)
     AND NOT EXISTS (SELECT 1 FROM survey_respondents s WHERE s.campaign_id = $1 AND s.employee_id = l.employee_id)
   ORDER BY l.employee_id`;

/**
 * Sets the token hash and sealed token of campaign $1's links of the employees $2 (`uuid[]`) to the hashes $3
 * (`bytea[]`) and sealed texts $4 (`text[]`, null for none), same order, set-based.
 */
export const REPLACE_TOKENS = `
  UPDATE campaign_links l SET token_hash = t.token_hash, token_sealed = t.token_sealed
    FROM unnest($2::uuid[], $3::bytea[], $4::text[]) AS t(employee_id, token_hash, token_sealed)
   WHERE l.campaign_id = $1 AND l.employee_id = t.employee_id`;

/** The link whose token hash is $1 (`bytea`), locked until the transaction ends. */
export const LINK_OF_TOKEN = `
  SELECT l.campaign_id AS "campaignId", l.employee_id AS "employeeId",
         EXISTS (SELECT 1 FROM survey_respondents s
                  WHERE s.campaign_id = l.campaign_id AND s.employee_id = l.employee_id) AS answered
    FROM campaign_links l
   WHERE l.token_hash = $1 FOR UPDATE OF l`;

/** The respondent row whose token hash is $1 (`bytea`), locked until the transaction ends. */
export const RESPONDENT_OF_TOKEN = `
  SELECT campaign_id AS "campaignId", employee_id AS "employeeId" FROM survey_respondents
   WHERE token_hash = $1 FOR UPDATE`;

/**
 * The counts of each campaign of $1 (`uuid[]`): `invited` (pending plus answered invitations) and `responded`
 * (responses stored).
 */
export const COUNTS_OF = `
  SELECT c.id,
         (SELECT count(*)::int FROM campaign_links l WHERE l.campaign_id = c.id)
         + (SELECT count(*)::int FROM survey_respondents s
             WHERE s.campaign_id = c.id
               AND NOT EXISTS (SELECT 1 FROM campaign_links l
                                WHERE l.campaign_id = c.id AND l.employee_id = s.employee_id)) AS invited,
         (SELECT count(*)::int FROM survey_responses r WHERE r.campaign_id = c.id) AS responded
    FROM unnest($1::uuid[]) AS c(id)`;
