/**
 * The SQL our server sends, statement for statement, as captured from PostgreSQL's statement log
 * (`ALTER DATABASE … SET log_statement = 'all'`) while our server answered one request of each kind, and
 * replayed by the baseline server (`baseline-server.ts`). TypeORM's own aliases (`"EmployeeRecord"."id" AS
 * "EmployeeRecord_id"`) are kept, so both servers make PostgreSQL do the same work; every statement is sent
 * with the extended protocol and an unnamed statement, as TypeORM does through `pg`. Our adapter's SQL
 * changes: `npm run bench -- --check-sql` compares both servers' statements through a capturing proxy
 * (`sql-capture-proxy.ts`), and every bench run does it first and reports any difference.
 *
 * Per request (ours; `tx` = {@link beginWithTimeout} of the request's kind (read, search or write: `START
 * TRANSACTION` and the statement timeout in one simple-protocol query) … `COMMIT`, each on one pooled connection;
 * `history` = {@link HISTORY_LOCK}; {@link APPEND_EMPLOYEE_CHANGE}; {@link LAST_AUDIT_HASHES};
 * {@link INSERT_AUDIT_EVENT}; {@link FAN_OUT}, see `baseline-history.ts`):
 *
 * - every authenticated request, first: tx { {@link API_KEY_BY_IDENTIFIER}; {@link COMPANY_BY_ID} } — the key
 *   is parsed and its checksum checked before (no query for a malformed key), the secret's SHA-256 is
 *   compared in constant time between the two reads. Then the operation's own transaction:
 * - `GET /employees/{id}`: tx { {@link EMPLOYEE_WITH_CHILDREN_BY_ID} } — no row lock (a read); it reads the
 *   campaign links it never shows.
 * - `GET /employees?page&per_page`: tx { {@link ACTIVE_COUNT}; {@link LIST_PAGE_IDS}; {@link EMPLOYEES_BY_IDS};
 *   {@link FIELD_VALUES_OF}; {@link CAMPAIGN_LINKS_OF} } (the last three only when the page has ids).
 * - `GET /employees?per_page&cursor=…` (a cursor page, docs/change-history.md#cursor-pages): tx
 *   { {@link LIST_IDS_AFTER} (one id more than a page); {@link EMPLOYEES_BY_IDS}; {@link FIELD_VALUES_OF};
 *   {@link CAMPAIGN_LINKS_OF} }, nothing counted.
 * - `GET /employees?search=…`: tx { {@link SEARCH_PAGE} (total and page ids; `ILIKE $2` over the six searched columns,
 *   `$2` = {@link containsPattern}); {@link EMPLOYEES_BY_IDS}; {@link FIELD_VALUES_OF}; {@link CAMPAIGN_LINKS_OF} }.
 * - `POST /employees`: tx { {@link COMPANY_BY_ID}; {@link MEMBERSHIP_LOCK_SHARED}; {@link ACTIVE_FILTERS_FOR_SHARE};
 *   {@link CLASHES}; {@link ACTIVE_CAMPAIGN_IDS} (when `include_campaign`); {@link UPSERT_EMPLOYEE};
 *   {@link DELETE_FIELD_VALUES}; {@link insertFieldValues}; {@link DELETE_DROPPED_CAMPAIGN_LINKS};
 *   {@link upsertCampaignLinks}; history } — the inserts only when there are rows.
 * - `PUT /employees/{id}`: tx { {@link COMPANY_BY_ID}; {@link MEMBERSHIP_LOCK_SHARED} (when `include_campaign` or
 *   `remove_campaign` is true); {@link EMPLOYEE_BY_ID_FOR_UPDATE}; {@link FIELD_VALUES_OF}; {@link CAMPAIGN_LINKS_OF};
 *   {@link ACTIVE_FILTERS_FOR_SHARE} (when `fields` is sent); {@link CLASHES}; {@link ACTIVE_CAMPAIGN_IDS} (when a
 *   campaign flag is true); {@link UPSERT_EMPLOYEE}; {@link DELETE_FIELD_VALUES}; {@link insertFieldValues};
 *   {@link DELETE_DROPPED_CAMPAIGN_LINKS}; {@link upsertCampaignLinks}; history }.
 * - `DELETE /employees/{id}`: tx { {@link MEMBERSHIP_LOCK_SHARED}; {@link EMPLOYEE_BY_ID_FOR_UPDATE};
 *   {@link FIELD_VALUES_OF}; {@link CAMPAIGN_LINKS_OF}; {@link UPSERT_EMPLOYEE} (every column, `deleted_at` set);
 *   {@link DELETE_FIELD_VALUES}; {@link DELETE_DROPPED_CAMPAIGN_LINKS}; history }.
 *
 * Not replayed: our background work (the scheduler's passes, webhook and notification loops), which the bench
 * turns off by running ours with `SERVICES=api`.
 */

/**
 * Opens a transaction under our bound for its kind (docs/reliability.md#time-bounds, the defaults of
 * `STATEMENT_TIMEOUT_READ_MS`, `_SEARCH_MS`, `_WRITE_MS`) in one simple-protocol query, as our unit of work does;
 * the key's transaction before it too.
 */
export const beginWithTimeout = (kind: 'read' | 'search' | 'write'): string =>
  `START TRANSACTION; SET LOCAL statement_timeout = ${{ read: 2000, search: 5000, write: 10000 }[kind]}`;
/** Commits it. */
export const COMMIT = 'COMMIT';
/** Rolls it back (a 404 or 422 inside the work). */
export const ROLLBACK = 'ROLLBACK';

/** `"Alias"."column" AS "Alias_column", …`: TypeORM's select list. */
function selectList(alias: string, columns: readonly string[]): string {
  return columns.map((column) => `"${alias}"."${column}" AS "${alias}_${column}"`).join(', ');
}

/** The columns of `employees`, in the order TypeORM selects and inserts them. */
export const EMPLOYEE_COLUMNS = [
  'id',
  'company_id',
  'name',
  'social_name',
  'email',
  'phone',
  'document',
  'internal_id',
  'birthdate',
  'hiring_date',
  'firing_date',
  'is_voluntary_firing',
  'reason_firing',
  'is_on_leave',
  'language',
  'campaign_choice',
  'firing_settles_at',
  'created_at',
  'updated_at',
  'deleted_at',
  'anonymised_at',
  'version',
] as const;

/** One column of `employees`. */
export type EmployeeColumn = (typeof EMPLOYEE_COLUMNS)[number];

const API_KEY_COLUMNS = ['id', 'company_id', 'identifier', 'secret_hash', 'environment', 'created_at', 'revoked_at'];
const COMPANY_COLUMNS = [
  'id',
  'name',
  'identify_key',
  'parent_id',
  'rate_limit_per_minute',
  'otp_required',
  'report_min_group_size',
  'created_at',
  'updated_at',
];
const FILTER_COLUMNS = [
  'id',
  'company_id',
  'key',
  'name',
  'is_required',
  'default_value',
  'active',
  'created_at',
  'updated_at',
  'version',
];

/** `"snake_case"` → `snakeCase`: the property name our records give a column. */
export const propertyOf = (column: string): string =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `"column" AS "property", …` as our `RawRecords` selects (date columns as `YYYY-MM-DD` text). */
function rawSelectList(columns: readonly string[]): string {
  return columns
    .map((column) => {
      const value = DATE_COLUMNS.includes(column) ? `to_char("${column}", 'YYYY-MM-DD')` : `"${column}"`;
      return `${value} AS "${propertyOf(column)}"`;
    })
    .join(', ');
}
const DATE_COLUMNS: readonly string[] = ['birthdate', 'hiring_date', 'firing_date'];

/** $1 identifier → the key row (properties `id, companyId, identifier, secretHash, createdAt, revokedAt`). */
export const API_KEY_BY_IDENTIFIER = `SELECT ${rawSelectList(API_KEY_COLUMNS)} FROM "api_keys" WHERE identifier = $1`;

/** $1 company id → the company row (properties `id, name, identifyKey, …`). */
export const COMPANY_BY_ID = `SELECT ${rawSelectList(COMPANY_COLUMNS)} FROM "companies" WHERE id = $1`;

const EMPLOYEE_SELECT = `SELECT ${rawSelectList(EMPLOYEE_COLUMNS)} FROM "employees"`;
/**
 * $1 employee id → the employee row (camelCase properties) with its field values (`fieldValues`, JSON
 * `{filterId, key, value}` in position order) and campaign ids (`campaignIds`, JSON), without a lock (a read).
 */
export const EMPLOYEE_WITH_CHILDREN_BY_ID =
  `SELECT ${rawSelectList(EMPLOYEE_COLUMNS)}, ` +
  `coalesce((SELECT json_agg(json_build_object('filterId', v.filter_id, 'key', f.key, 'value', v.value)
                                 ORDER BY v.position)
                            FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
                           WHERE v.employee_id = employees.id), '[]') AS "fieldValues", ` +
  `coalesce((SELECT json_agg(l.campaign_id ORDER BY l.position)
                            FROM campaign_links l WHERE l.employee_id = employees.id), '[]') AS "campaignIds" ` +
  'FROM "employees" WHERE id = $1';
/** The employee by id, locked until the transaction ends (to change it). $1 id. */
export const EMPLOYEE_BY_ID_FOR_UPDATE = `${EMPLOYEE_SELECT} WHERE id = $1 FOR UPDATE`;
/** $1 uuid[] → those employees' rows, in no particular order. */
export const EMPLOYEES_BY_IDS = `${EMPLOYEE_SELECT} WHERE id = ANY($1::uuid[])`;

/** $1 uuid[] → `employeeId, filterId, key, value` of those employees, in stored order. */
export const FIELD_VALUES_OF = `SELECT v.employee_id AS "employeeId", v.filter_id AS "filterId", f.key, v.value
         FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
        WHERE v.employee_id = ANY($1::uuid[])
        ORDER BY v.employee_id, v.position`;

/** $1 uuid[] → `employeeId, campaignId` of those employees, in stored order. */
export const CAMPAIGN_LINKS_OF = `SELECT employee_id AS "employeeId", campaign_id AS "campaignId"
         FROM campaign_links WHERE employee_id = ANY($1::uuid[])
        ORDER BY employee_id, position`;

/**
 * $1 company id → `total`: its visible employees, from the counters the triggers of migration
 * ActiveEmployeeCounts keep.
 */
export const ACTIVE_COUNT =
  'SELECT coalesce(sum(active), 0)::int AS total FROM active_employee_counts WHERE company_id = $1';

/** $1 company id, $2 offset, $3 page size → the `id`s of one page of its visible employees, in order. */
export const LIST_PAGE_IDS = `
  SELECT id FROM employees
   WHERE company_id = $1 AND deleted_at IS NULL
   ORDER BY created_at, id OFFSET $2 LIMIT $3`;

/** $1 company id, $2 `created_at` and $3 `id` of the place, $4 how many → the ids after the place, in order. */
export const LIST_IDS_AFTER = `
  SELECT id FROM employees
   WHERE company_id = $1 AND deleted_at IS NULL AND (created_at, id) > ($2::timestamptz, $3::uuid)
   ORDER BY created_at, id LIMIT $4`;

/**
 * $1 company id, $2 the `%term%` pattern, $3 offset, $4 page size → `total` (matching visible employees) and
 * `ids` (text[] of the page's ids, in order), from one materialised scan of the matches.
 */
const SEARCHED_COLUMNS = ['name', 'social_name', 'document', 'email', 'phone', 'internal_id'];
export const SEARCH_PAGE = `
  WITH matches AS MATERIALIZED (
    SELECT id, created_at FROM employees
     WHERE company_id = $1 AND deleted_at IS NULL
       AND (${SEARCHED_COLUMNS.map((column) => `${column} ILIKE $2`).join(' OR ')})
  )
  SELECT (SELECT count(*)::int FROM matches) AS total,
         coalesce((SELECT array_agg(id::text ORDER BY created_at, id)
                     FROM (SELECT id, created_at FROM matches
                            ORDER BY created_at, id OFFSET $3 LIMIT $4) page), '{}') AS ids`;

/** The `ILIKE` pattern of a search term: `%`, `_` and `\` match themselves (our `containsPattern`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** $1 company id, $2 true → the company's active filters (`FilterRecord_*`), share-locked. */
export const ACTIVE_FILTERS_FOR_SHARE =
  `SELECT ${selectList('FilterRecord', FILTER_COLUMNS)} FROM "filters" "FilterRecord" ` +
  'WHERE (("FilterRecord"."company_id" = $1) AND ("FilterRecord"."active" = $2)) ' +
  'ORDER BY "FilterRecord"."created_at" ASC, "FilterRecord"."id" ASC FOR SHARE';

/**
 * $1 document, $2 email, $3 phone, $4 company id, $5 internal_id, $6 the employee to ignore (null on create)
 * → which of the four values another non-deleted employee holds.
 */
export const CLASHES = `
  SELECT coalesce(bool_or(document = $1), false) AS document,
         coalesce(bool_or(lower(email) = lower($2)), false) AS email,
         coalesce(bool_or(phone = $3), false) AS phone,
         coalesce(bool_or(company_id = $4 AND internal_id = $5), false) AS internal_id
    FROM employees
   WHERE deleted_at IS NULL
     AND id IS DISTINCT FROM $6
     AND (document = $1 OR lower(email) = lower($2) OR phone = $3 OR (company_id = $4 AND internal_id = $5))`;

/** $1 company id, $2 `'open'` → `CampaignRecord_id` of the company's active (open) campaigns, in order. */
export const ACTIVE_CAMPAIGN_IDS =
  'SELECT "CampaignRecord"."id" AS "CampaignRecord_id" FROM "campaigns" "CampaignRecord" ' +
  'WHERE (("CampaignRecord"."company_id" = $1) AND ("CampaignRecord"."status" = $2)) ' +
  'ORDER BY "CampaignRecord"."created_at" ASC, "CampaignRecord_id" ASC';

/** $1..$19 = {@link EMPLOYEE_COLUMNS} in order: inserts the employee or rewrites every column of it. */
export const UPSERT_EMPLOYEE =
  `INSERT INTO "employees" (${EMPLOYEE_COLUMNS.map((c) => `"${c}"`).join(', ')}) ` +
  `VALUES (${EMPLOYEE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})` +
  ` ON CONFLICT ("id") DO UPDATE SET ${EMPLOYEE_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `"${c}" = EXCLUDED."${c}"`)
    .join(', ')}`;

/** $1 employee id: removes its field values. */
export const DELETE_FIELD_VALUES = 'DELETE FROM employee_field_values WHERE employee_id = $1';

/** $1 employee id, $2 the campaign ids it keeps (`uuid[]`): removes its other campaign links. */
export const DELETE_DROPPED_CAMPAIGN_LINKS =
  'DELETE FROM campaign_links WHERE employee_id = $1 AND campaign_id <> ALL($2::uuid[])';

/** $1 company id: the shared campaign-membership lock a create, a delete and a campaign change take first. */
export const MEMBERSHIP_LOCK_SHARED =
  "SELECT pg_advisory_xact_lock_shared(hashtextextended('campaign-membership:' || $1::text, 0))";

/** $1 company id: the company's history lock, held until commit, before the appends. */
export const HISTORY_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('history:' || $1::text, 0))";

/** $1 company ids, $2 employee ids, $3 versions, $4 kinds (`upsert`, `delete`): the changes-feed entries. */
export const APPEND_EMPLOYEE_CHANGE = `INSERT INTO employee_changes (company_id, entity_id, version, change)
      SELECT e.company_id, e.entity_id, e.version, e.change
        FROM unnest($1::uuid[], $2::uuid[], $3::integer[], $4::text[])
             WITH ORDINALITY AS e(company_id, entity_id, version, change, n)
       ORDER BY e.n
      ON CONFLICT (entity_id, version) DO NOTHING`;

/** $1 company ids → `company_id, hash` of each one's last audit event. */
export const LAST_AUDIT_HASHES = `SELECT c.id AS company_id,
  (SELECT hash FROM audit_events e WHERE e.company_id = c.id ORDER BY e.seq DESC LIMIT 1) AS hash
  FROM unnest($1::uuid[]) AS c(id)`;

/** $1..$14: one audit event, chained to the previous hash ($13) by its hash ($14). */
export const INSERT_AUDIT_EVENT = `INSERT INTO audit_events (id, occurred_at, company_id, actor_type, actor_id,
  actor_prefix, action, entity, entity_id, changed, request_id, ip, previous_hash, hash) VALUES (${Array.from(
    { length: 14 },
    (_, i) => `$${i + 1}`,
  ).join(', ')})`;

/**
 * $1..$6 (event ids, types, companies, ordering keys, times, JSON payloads): stores each event with one delivery per
 * subscribed webhook endpoint of its company or of a company above it that includes branches; nothing without one.
 */
export const FAN_OUT = `
  WITH RECURSIVE events AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::timestamptz[], $6::text[])
      WITH ORDINALITY AS e(id, type, company_id, ordering_key, occurred_at, payload, ord)
  ),
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
  ),
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

/** `($1, $2, …), (…)`: `rows` tuples of `width` parameters. */
function valueTuples(rows: number, width: number): string {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
  ).join(', ');
}

/** Inserts `rows` field values: parameters `employee_id, filter_id, position, value` per row. */
export function insertFieldValues(rows: number): string {
  return (
    'INSERT INTO "employee_field_values" ("employee_id", "filter_id", "position", "value") ' +
    `VALUES ${valueTuples(rows, 4)}`
  );
}

/** Inserts `rows` campaign links, or moves the kept ones: parameters `employee_id, campaign_id, position` per row. */
export function upsertCampaignLinks(rows: number): string {
  return (
    `INSERT INTO "campaign_links" ("employee_id", "campaign_id", "position") VALUES ${valueTuples(rows, 3)} ` +
    'ON CONFLICT ("employee_id", "campaign_id") DO UPDATE SET "position" = EXCLUDED."position"'
  );
}
