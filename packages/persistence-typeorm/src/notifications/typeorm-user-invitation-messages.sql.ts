/**
 * The statements of `TypeOrmUserInvitationMessages` (docs/persistence.md#user-invitation-e-mails): one
 * `user_invitation_messages` row per user, the latest invitation's e-mail.
 */

/**
 * Queues the e-mail of user $1's invitation (company $2, token hash $3, sealed token $4), due at $5: the user's first
 * is numbered 1 (`issue`); a re-issue replaces the user's row whatever its state, numbered one more, `pending`, no
 * tries.
 */
export const ENQUEUE_USER_INVITATION = `
  INSERT INTO user_invitation_messages AS m
         (user_id, company_id, issue, token_hash, token_sealed, state, tries, next_attempt_at)
  VALUES ($1, $2, 1, $3, $4, 'pending', 0, $5)
  ON CONFLICT (user_id) DO UPDATE SET
    company_id = EXCLUDED.company_id, issue = m.issue + 1, token_hash = EXCLUDED.token_hash,
    token_sealed = EXCLUDED.token_sealed, state = 'pending', tries = 0, next_attempt_at = EXCLUDED.next_attempt_at,
    lease_token = NULL, lease_until = NULL, sent_at = NULL, last_error = NULL`;

/**
 * Claims at most $2 messages due at $1 (`pending` past their time, or `sending` whose lease ran out), oldest due
 * first, under lease $3 until $4 (`FOR UPDATE OF m SKIP LOCKED`: concurrent claims never share a row). A due message
 * whose user no longer holds that invitation (not `invited`, another token, or expired at $1) is `cancelled` in the
 * same statement, its sealed token forgotten. Answers each claimed message with the facts it says.
 */
export const CLAIM_USER_INVITATIONS = `
  WITH due AS (
    SELECT m.user_id,
           coalesce(u.status = 'invited' AND u.invitation_token_hash = m.token_hash
                    AND u.invitation_expires_at > $1, false) AS live
      FROM user_invitation_messages m
      JOIN users u ON u.id = m.user_id
     WHERE (m.state = 'pending' AND m.next_attempt_at <= $1)
        OR (m.state = 'sending' AND m.lease_until <= $1)
     ORDER BY m.next_attempt_at, m.user_id
     LIMIT $2
     FOR UPDATE OF m SKIP LOCKED
  ), cancelled AS (
    UPDATE user_invitation_messages m
       SET state = 'cancelled', token_sealed = NULL, lease_token = NULL, lease_until = NULL
      FROM due
     WHERE m.user_id = due.user_id AND NOT due.live
    RETURNING m.user_id
  ), claimed AS (
    UPDATE user_invitation_messages m
       SET state = 'sending', lease_token = $3, lease_until = $4
      FROM due
     WHERE m.user_id = due.user_id AND due.live
    RETURNING m.user_id, m.company_id, m.issue, m.tries, m.token_sealed, m.next_attempt_at
  )
  SELECT c.user_id AS "userId", c.company_id AS "companyId", c.issue, c.tries, c.token_sealed AS "tokenSealed",
         u.invitation_expires_at AS "expiresAt", u.name AS "recipientName", u.email,
         co.name AS "companyName"
    FROM claimed c
    JOIN users u ON u.id = c.user_id
    JOIN companies co ON co.id = c.company_id
   ORDER BY c.next_attempt_at, c.user_id`;

/**
 * Records one try of user $1's message held under lease $2: $3 `sent` (at $5), `retry` (due again at $4, error $6),
 * `deferred` (due again at $4, no try counted, the last error kept) or `undeliverable` (error $6). `sent` and
 * `undeliverable` forget the sealed token. Answers `recorded`, 1 when recorded (an UPDATE through TypeORM's `query`
 * answers its rows and count, so it counts through a CTE).
 */
export const RECORD_USER_INVITATION = `
  WITH recorded AS (
    UPDATE user_invitation_messages SET
      state = CASE WHEN $3::text IN ('retry', 'deferred') THEN 'pending' ELSE $3::text END,
      tries = CASE WHEN $3::text = 'deferred' THEN tries ELSE tries + 1 END,
      next_attempt_at = coalesce($4::timestamptz, next_attempt_at),
      sent_at = CASE WHEN $3::text = 'sent' THEN $5::timestamptz END,
      token_sealed = CASE WHEN $3::text IN ('retry', 'deferred') THEN token_sealed END,
      last_error = CASE WHEN $3::text = 'deferred' THEN last_error ELSE $6 END,
      lease_token = NULL, lease_until = NULL
     WHERE user_id = $1 AND lease_token = $2 AND state = 'sending'
    RETURNING 1)
  SELECT count(*)::int AS recorded FROM recorded`;
