/**
 * The statements of `TypeOrmInvitationMessages` (docs/persistence.md#invitation-delivery): the platform's survey
 * messages are the `campaign_links` rows of open `platform` campaigns, their delivery kept in the `delivery_*` and
 * `reminders_*` columns.
 */

/**
 * Claims at most $2 due messages under lease $3 until $4, at $1; $5: whether reminders may be claimed now; none of
 * the companies $6 (`uuid[]`: their share of the sending rate is used up). Due: an
 * invitation never claimed, to try again, or whose lease ran out; with $5, a sent invitation's next reminder whose
 * day has come (a retry of a reminder waits for $5 too). Never an answered invitation. Answers each claimed message
 * with the facts it says. The employee's row is held `FOR KEY SHARE` too, before the link: the claim's transaction
 * writes the link again (its token), whose foreign-key check takes that lock, and an employee update locks the
 * employee `FOR UPDATE` before its links; taken first (and skipped when held), the two never wait on each other in a
 * cycle (a deadlock seen under load: docs/persistence.md#invitation-delivery).
 */
export const CLAIM_MESSAGES = `
  WITH due AS (
    SELECT l.campaign_id, l.employee_id,
           CASE WHEN l.delivery_state = 'sent' THEN l.reminders_sent + 1 ELSE l.delivery_reminder END AS reminder
      FROM campaign_links l
      JOIN campaigns c ON c.id = l.campaign_id
      JOIN employees e ON e.id = l.employee_id
     WHERE c.status = 'open' AND c.distribution = 'platform'
       AND (l.delivery_state IS NULL
            OR (l.delivery_state = 'pending' AND l.delivery_next_at <= $1 AND ($5 OR l.delivery_reminder = 0))
            OR (l.delivery_state = 'sending' AND l.delivery_lease_until <= $1 AND ($5 OR l.delivery_reminder = 0))
            OR ($5 AND l.delivery_state = 'sent' AND NOT l.reminders_stopped
                AND l.reminders_sent < cardinality(c.reminder_days)
                AND c.opened_at + make_interval(days => c.reminder_days[l.reminders_sent + 1]) <= $1))
       AND NOT EXISTS (SELECT 1 FROM survey_respondents s
                        WHERE s.campaign_id = l.campaign_id AND s.employee_id = l.employee_id)
       AND c.company_id <> ALL($6::uuid[])
     LIMIT $2
     FOR UPDATE OF l SKIP LOCKED
     FOR KEY SHARE OF e SKIP LOCKED
  ), claimed AS (
    UPDATE campaign_links l
       SET delivery_state = 'sending',
           delivery_tries = CASE WHEN l.delivery_state IS NOT NULL AND l.delivery_reminder = due.reminder
                                 THEN l.delivery_tries ELSE 0 END,
           delivery_reminder = due.reminder,
           delivery_lease_token = $3, delivery_lease_until = $4
      FROM due
     WHERE l.campaign_id = due.campaign_id AND l.employee_id = due.employee_id
    RETURNING l.campaign_id, l.employee_id, l.delivery_reminder, l.delivery_tries, l.token_sealed
  )
  SELECT m.campaign_id AS "campaignId", m.employee_id AS "employeeId", e.company_id AS "companyId",
         m.delivery_reminder AS reminder, m.delivery_tries AS tries, m.token_sealed AS "tokenSealed",
         coalesce(e.social_name, e.name, '') AS "recipientName", e.email, e.phone AS mobile, e.language,
         co.name AS "companyName", co.report_min_group_size AS "companyMinGroupSize",
         c.name AS "campaignName", to_char(c.ends_on, 'YYYY-MM-DD') AS "endsOn"
    FROM claimed m
    JOIN employees e ON e.id = m.employee_id
    JOIN campaigns c ON c.id = m.campaign_id
    JOIN companies co ON co.id = c.company_id`;

/**
 * Records one try of the message of campaign $1, employee $2, held under lease $3: $4 `sent` (channel $5, at $6),
 * `retry` (at $7, error $8), `deferred` (at $7, by the sending rate: no try counted, the last error kept) or
 * `undeliverable` (reason $9, error $8). A reminder refused for good ends the reminders. Answers `recorded`, 1 when
 * recorded.
 */
export const RECORD_MESSAGE = `
  WITH recorded AS (
  UPDATE campaign_links SET
    delivery_state = CASE
      WHEN $4 IN ('retry', 'deferred') THEN 'pending'
      WHEN $4 = 'sent' OR delivery_reminder > 0 THEN 'sent'
      ELSE 'undeliverable' END,
    delivery_tries = delivery_tries + CASE WHEN $4 = 'deferred' THEN 0 ELSE 1 END,
    delivery_next_at = CASE WHEN $4 IN ('retry', 'deferred') THEN $7::timestamptz END,
    delivery_lease_token = NULL, delivery_lease_until = NULL,
    delivery_channel = CASE WHEN $4 = 'sent' AND delivery_reminder = 0 THEN $5 ELSE delivery_channel END,
    delivery_sent_at = CASE WHEN $4 = 'sent' AND delivery_reminder = 0 THEN $6::timestamptz ELSE delivery_sent_at END,
    reminders_sent = CASE WHEN $4 = 'sent' AND delivery_reminder > 0 THEN delivery_reminder ELSE reminders_sent END,
    reminders_stopped = reminders_stopped OR ($4 = 'undeliverable' AND delivery_reminder > 0),
    delivery_reason = CASE WHEN $4 = 'undeliverable' THEN $9 ELSE delivery_reason END,
    delivery_error = CASE WHEN $4 = 'deferred' THEN delivery_error ELSE $8 END
  WHERE campaign_id = $1 AND employee_id = $2 AND delivery_lease_token = $3 AND delivery_state = 'sending'
  RETURNING 1)
  SELECT count(*)::int AS recorded FROM recorded`;

/** Campaign $1's pending invitations by delivery state: `sent` once the invitation went, else as kept. */
export const DELIVERY_COUNTS = `
  SELECT CASE WHEN l.delivery_state = 'undeliverable' THEN 'undeliverable'
              WHEN l.delivery_sent_at IS NOT NULL THEN 'sent' ELSE 'pending' END AS state,
         count(*)::int AS count
    FROM campaign_links l
   WHERE l.campaign_id = $1
     AND NOT EXISTS (SELECT 1 FROM survey_respondents s
                      WHERE s.campaign_id = l.campaign_id AND s.employee_id = l.employee_id)
   GROUP BY 1`;

/** Stops the reminders of the link whose token hash is $1 (`bytea`); answers `recorded`, 1 when one was found. */
export const OPT_OUT = `
  WITH stopped AS (
    UPDATE campaign_links SET reminders_stopped = true,
           delivery_reason = coalesce(delivery_reason, 'opted_out_of_reminders')
     WHERE token_hash = $1
    RETURNING 1)
  SELECT count(*)::int AS recorded FROM stopped`;
