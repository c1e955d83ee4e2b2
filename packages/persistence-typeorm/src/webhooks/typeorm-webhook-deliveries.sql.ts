/**
 * The plain SQL of `TypeOrmWebhookDeliveries` (docs/persistence.md, "Plain SQL or TypeORM's API": the claim's
 * `FOR UPDATE SKIP LOCKED`, the fenced record and the joined reads, which TypeORM's API cannot express).
 */

/** The columns of a listed delivery, `d` the delivery and `e` its event. */
const LISTED = `d.id, d.endpoint_id, d.event_id, e.type AS event_type, e.payload::text AS payload, d.status, d.tries,
  d.next_attempt_at, d.last_attempt_at, d.last_response_status, d.last_error, d.last_response_body, d.created_at`;

/** Stores the event `$1..$6` (id, type, company, ordering key, time, payload) and a pending delivery of it to `$7`. */
export const ENQUEUE = `
  WITH stored AS (
    INSERT INTO webhook_events (id, type, company_id, ordering_key, occurred_at, payload)
    VALUES ($1, $2, $3, $4, $5, $6::json)
    RETURNING id, seq, company_id, ordering_key, occurred_at
  )
  INSERT INTO webhook_deliveries (endpoint_id, event_id, company_id, ordering_key, seq, status, created_at)
  SELECT $7, id, company_id, ordering_key, seq, 'pending', occurred_at FROM stored
  RETURNING id`;

/** The delivery `$2` of the endpoint `$1`. */
export const ONE = `SELECT ${LISTED} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
  WHERE d.endpoint_id = $1 AND d.id = $2`;

/**
 * A page of the endpoint `$1`'s deliveries, newest first, of the status `$2` (null: any), before the place
 * (`$3` created at, `$4` id; null: from the newest), `$5` rows after skipping `$6`.
 */
export const PAGE = `SELECT ${LISTED} FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
  WHERE d.endpoint_id = $1 AND ($2::text IS NULL OR d.status = $2)
    AND ($3::timestamptz IS NULL OR (d.created_at, d.id) < ($3, $4::uuid))
  ORDER BY d.created_at DESC, d.id DESC LIMIT $5 OFFSET $6`;

/** `total`: the endpoint `$1`'s deliveries of the status `$2` (null: any). */
export const COUNT = `SELECT count(*)::int AS total FROM webhook_deliveries
  WHERE endpoint_id = $1 AND ($2::text IS NULL OR status = $2)`;

/** The attempts of the deliveries `$1`, by delivery then number. */
export const ATTEMPTS = `SELECT delivery_id, n, at, status, error, duration_ms, body FROM webhook_attempts
  WHERE delivery_id = ANY ($1::uuid[]) ORDER BY delivery_id, n`;

/** Makes the delivery `$1` pending again, due at once, with a new round of tries. */
export const REQUEUE = `UPDATE webhook_deliveries
  SET status = 'pending', tries = 0, next_attempt_at = NULL, lease_until = NULL, lease_token = NULL WHERE id = $1`;

/**
 * The deliveries of one kind due at `$1` (`condition` on `d`, one of the two below), at most `$2`, oldest event first,
 * of enabled endpoints and of the companies in partition `$6` of `$5` (`hashtext` of the company id, made
 * non-negative, modulo `$5`), and none while an earlier delivery (by event `seq`) of the same endpoint and ordering
 * key is pending or delivering; locked rows are skipped (`FOR UPDATE SKIP LOCKED`), so concurrent claims take
 * disjoint sets. One kind per scan, so that each walks its own partial index in order and stops at `$2` rows.
 */
const dueOf = (condition: string) => `
    SELECT d.id, d.seq FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
     WHERE ${condition} AND w.is_enabled
       AND ((hashtext(d.company_id::text)::bigint % $5 + $5) % $5) = $6
       AND NOT EXISTS (
         SELECT 1 FROM webhook_deliveries b
          WHERE b.endpoint_id = d.endpoint_id AND b.ordering_key = d.ordering_key AND b.seq < d.seq
            AND b.status IN ('pending', 'delivering'))
     ORDER BY d.seq
     LIMIT $2
     FOR UPDATE OF d SKIP LOCKED`;

/**
 * Claims at most `$2` due deliveries at `$1` under the lease `$4` until `$3` ({@link dueOf}: partition `$6` of `$5`,
 * per-key order, skipping locked rows), oldest event first: pending ones due at once or whose time has come, and
 * delivering ones whose lease ran out. Returns each with its event's payload. The two kinds are two ordered scans,
 * merged: one scan with `OR` sorted every due row first (300 ms for 50 of a 90,000-delivery backlog on PostgreSQL
 * 15, against 3 ms; docs/webhooks.md#the-worker). A row of the scan that loses the merge stays locked to the end of
 * the claim's short transaction, and is claimed by the next.
 */
export const CLAIM = `
  WITH pending AS (${dueOf(`d.status = 'pending' AND (d.next_attempt_at IS NULL OR d.next_attempt_at <= $1)`)}
  ), expired AS (${dueOf(`d.status = 'delivering' AND d.lease_until <= $1`)}
  ), due AS (
    SELECT id FROM (SELECT id, seq FROM pending UNION ALL SELECT id, seq FROM expired) kinds ORDER BY seq LIMIT $2
  )
  UPDATE webhook_deliveries d SET status = 'delivering', lease_until = $3, lease_token = $4
    FROM due, webhook_events e
   WHERE d.id = due.id AND e.id = d.event_id
  RETURNING d.id, d.event_id, d.endpoint_id, d.tries, d.seq, e.payload::text AS payload`;

/**
 * Records a try of the delivery `$1` when it is still delivering under the lease `$2` (else nothing: the fence):
 * status `$3`, tries `$4`, next try `$5`, and the attempt (`$6` at, `$7` status, `$8` error, `$9` body, `$10` ms),
 * numbered after the delivery's earlier ones. Returns the attempt's number.
 */
export const RECORD = `
  WITH fenced AS (
    UPDATE webhook_deliveries
       SET status = $3, tries = $4, next_attempt_at = $5, lease_until = NULL, lease_token = NULL,
           last_attempt_at = $6, last_response_status = $7, last_error = $8, last_response_body = $9
     WHERE id = $1 AND lease_token = $2 AND status = 'delivering'
    RETURNING id
  )
  INSERT INTO webhook_attempts (delivery_id, n, at, status, error, body, duration_ms)
  SELECT f.id, COALESCE((SELECT max(a.n) FROM webhook_attempts a WHERE a.delivery_id = f.id), 0) + 1,
         $6, $7, $8, $9, $10
    FROM fenced f
  RETURNING n`;
