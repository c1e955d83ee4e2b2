/**
 * The plain SQL of `TypeOrmOutbox` (docs/persistence.md, "Plain SQL or TypeORM's API": a set-based insert with a
 * recursive CTE, which TypeORM's API cannot express).
 */

/**
 * The endpoints each event of a statement's `events` CTE (columns `id`, `type`, `company_id`) goes to, as `targets`
 * (`event_id`, `endpoint_id`): every enabled endpoint subscribed to the event's type (`event_types` null or holding
 * it) of its own company, or of a company above it (`ancestry`, walked up `parent_id`) whose endpoint includes
 * branches. The one place these rules are written in SQL (`InMemoryOutbox` holds them for memory).
 */
const ANCESTRY_AND_TARGETS = `
  ancestry AS (
    SELECT c.id AS of_company, c.id, c.parent_id, 0 AS depth
      FROM companies c WHERE c.id IN (SELECT company_id FROM events)
    UNION ALL
    SELECT a.of_company, c.id, c.parent_id, a.depth + 1
      FROM companies c JOIN ancestry a ON c.id = a.parent_id
  ),
  targets AS (
    SELECT e.id AS event_id, w.id AS endpoint_id
      FROM events e
      JOIN ancestry a ON a.of_company = e.company_id
      JOIN webhook_endpoints w ON w.company_id = a.id
     WHERE w.is_enabled
       AND (a.depth = 0 OR w.include_branches)
       AND (w.event_types IS NULL OR e.type = ANY (w.event_types))
  )`;

/**
 * Fans out the events of `$1..$6` (ids, types, companies, ordering keys, times, payloads as JSON text, in publish
 * order) to their targets ({@link ANCESTRY_AND_TARGETS}). Only the events with at least one target are stored (`seq`
 * drawn in publish order), each with one pending delivery per target endpoint. One statement.
 */
export const FAN_OUT = `
  WITH RECURSIVE events AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::timestamptz[], $6::text[])
      WITH ORDINALITY AS e(id, type, company_id, ordering_key, occurred_at, payload, ord)
  ),${ANCESTRY_AND_TARGETS},
  stored AS (
    INSERT INTO webhook_events (id, company_id, type, ordering_key, payload, occurred_at)
    SELECT e.id, e.company_id, e.type, e.ordering_key, e.payload::json, e.occurred_at
      FROM events e
     WHERE EXISTS (SELECT 1 FROM targets t WHERE t.event_id = e.id)
     ORDER BY e.ord
    RETURNING id, seq, company_id, ordering_key, occurred_at
  )
  INSERT INTO webhook_deliveries (endpoint_id, event_id, company_id, ordering_key, seq, status, created_at)
  SELECT t.endpoint_id, s.id, s.company_id, s.ordering_key, s.seq, 'pending', s.occurred_at
    FROM targets t JOIN stored s ON s.id = t.event_id`;

/**
 * Whether an event of type $2 in company $1, not yet made, would have a target ({@link ANCESTRY_AND_TARGETS}): the
 * same rules as {@link FAN_OUT}'s, for one event.
 */
export const HAS_SUBSCRIBERS = `
  WITH RECURSIVE events AS (
    SELECT NULL::uuid AS id, $2::text AS type, $1::uuid AS company_id
  ),${ANCESTRY_AND_TARGETS}
  SELECT EXISTS (SELECT 1 FROM targets) AS subscribed`;
