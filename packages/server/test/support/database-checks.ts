import { withPostgres } from './server-process';

/**
 * Consistency of the stored workforce, read straight from PostgreSQL with a plain pg client (`withPostgres`),
 * not through the service, for the fault tests (a process or the database killed mid-write). Results are
 * plain data for `toEqual`, so a failure names what is wrong:
 *
 *   checkWorkforce(url, companyId, { filterKeys: ['departamento'], campaignIds: [campaignId] }) →
 *   {
 *     orphanFieldValues: [],     // 'employee <id>, filter <id>: filter of another company'
 *                                // (the only kind the FKs allow)
 *     orphanCampaignLinks: [],   // 'employee <id>, campaign <id>: campaign of another company'
 *     missingUniqueIndexes: [],  // 'employees UNIQUE (phone) WHERE deleted_at IS NULL: missing or not valid'
 *     countedActive: 42,         // sum of the company's active_employee_counts rows (trigger-kept)
 *     active: 42,                // the company's employees with deleted_at IS NULL, counted
 *     missingFieldValues: [],    // 'employee <id>: no value for departamento'
 *     missingCampaignLinks: [],  // 'employee <id>: no link to campaign <id>'
 *     deletedWithChildren: [],   // 'employee <id>: deleted, still has 2 field values and 1 campaign links'
 *   }
 *   expect(…).toEqual(consistentWorkforce(42))
 *
 *   readWorkforce(url, companyId) → [{ id, row: { …every column… }, fields: [{ key, value }], campaignIds: [id] }]
 *
 * Orphans are searched in the whole database (an orphan has no company to filter by); everything else is the
 * company's. Every query of one `checkWorkforce` reads one snapshot (a REPEATABLE READ, READ ONLY
 * transaction), so the counts and lists agree with each other even while something else writes. Lists hold
 * at most {@link LIST_LIMIT} entries, then one `… and N more`.
 *
 * Duplicates are not searched for: the partial unique indexes of the schema (document, lower(email) and phone
 * across companies; (company_id, internal_id)), all `WHERE deleted_at IS NULL`, make two active employees
 * with one value impossible, so such a query could never find anything. What is checked instead is that
 * those indexes exist, are unique, valid and ready (`pg_index`), with exactly those keys and that predicate:
 * the guarantee the "nothing duplicated" claims of the fault tests rest on.
 */

/** Entries of a problem list before it is cut (a failure can list thousands). */
export const LIST_LIMIT = 10;

/** Children every active employee of the company must have (none checked when omitted). */
export interface WorkforceExpectations {
  /** Keys of the company's active filters each active employee holds a value for. */
  readonly filterKeys?: readonly string[];
  /** Campaigns each active employee is linked to. */
  readonly campaignIds?: readonly string[];
}

/** What {@link checkWorkforce} found; every list is empty and the two counts are equal when consistent. */
export interface WorkforceCheck {
  /** employee_field_values whose filter is of another company than its employee (see {@link checkWorkforce}). */
  readonly orphanFieldValues: string[];
  /** campaign_links whose campaign is of another company than its employee (see {@link checkWorkforce}). */
  readonly orphanCampaignLinks: string[];
  /**
   * Each of {@link ACTIVE_UNIQUE_INDEXES} that `employees` lacks as a unique, valid and ready index with
   * exactly those keys and predicate (the indexes that make duplicate active employees impossible).
   */
  readonly missingUniqueIndexes: string[];
  /** Sum of the company's `active_employee_counts` (the trigger-maintained counter). */
  readonly countedActive: number;
  /** The company's employees with `deleted_at IS NULL`, counted. */
  readonly active: number;
  /** An active employee without a value for one of `filterKeys`. */
  readonly missingFieldValues: string[];
  /** An active employee without a link to one of `campaignIds`. */
  readonly missingCampaignLinks: string[];
  /** A soft-deleted employee still holding field values or campaign links (a soft delete removes both). */
  readonly deletedWithChildren: string[];
}

/** One employee of the company as stored, soft-deleted ones included. */
export interface StoredEmployee {
  readonly id: string;
  /** Every column of its `employees` row, as `to_jsonb` renders it (dates and timestamps as strings). */
  readonly row: Readonly<Record<string, unknown>>;
  /** Its field values, in `position` order. */
  readonly fields: ReadonlyArray<{ readonly key: string; readonly value: string }>;
  /** The campaigns it is linked to, in `position` order. */
  readonly campaignIds: readonly string[];
}

/** The {@link WorkforceCheck} of a consistent workforce with `active` active employees. */
export function consistentWorkforce(active: number): WorkforceCheck {
  return {
    orphanFieldValues: [],
    orphanCampaignLinks: [],
    missingUniqueIndexes: [],
    countedActive: active,
    active,
    missingFieldValues: [],
    missingCampaignLinks: [],
    deletedWithChildren: [],
  };
}

type PgClient = Parameters<Parameters<typeof withPostgres>[1]>[0];

/**
 * The partial unique indexes on `employees` (keys and predicate as `pg_get_indexdef(…, column, true)` and
 * `pg_get_expr(indpred, …, true)` render them) that forbid two active employees sharing a document, an email
 * (any case) or a phone in the whole database, or an internal_id in one company (migration initial-schema).
 */
export const ACTIVE_UNIQUE_INDEXES: readonly string[] = [
  '(document) WHERE deleted_at IS NULL',
  '(lower(email::text)) WHERE deleted_at IS NULL',
  '(phone) WHERE deleted_at IS NULL',
  '(company_id, internal_id) WHERE deleted_at IS NULL',
];

/** The `line` column of `sql`'s rows, sorted, cut after {@link LIST_LIMIT}. */
async function lines(client: PgClient, sql: string, params: unknown[] = []): Promise<string[]> {
  const all = (await client.query<{ line: string }>(sql, params)).rows.map((r) => r.line).sort();
  return all.length <= LIST_LIMIT ? all : [...all.slice(0, LIST_LIMIT), `… and ${all.length - LIST_LIMIT} more`];
}

async function count(client: PgClient, sql: string, params: unknown[]): Promise<number> {
  return Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
}

/**
 * Checks the stored workforce of `companyId` on the database `url` (see the module's comment for the shape),
 * every query in one REPEATABLE READ, READ ONLY transaction (one snapshot).
 *
 * The orphan lists can only ever report "<parent> of another company": the foreign keys
 * (`employee_field_values.employee_id` and `campaign_links.employee_id` REFERENCES employees ON DELETE
 * CASCADE; `filter_id` REFERENCES filters; `campaign_id` REFERENCES campaigns) make a value or link of a
 * missing employee, filter or campaign impossible. The "no such …" wording is kept for a schema without them.
 */
export function checkWorkforce(
  url: string,
  companyId: string,
  expectations: WorkforceExpectations = {},
): Promise<WorkforceCheck> {
  return withPostgres(url, async (client) => {
    const orphan = (table: string, parent: 'filter' | 'campaign', parentTable: string): Promise<string[]> =>
      lines(
        client,
        `SELECT concat('employee ', c.employee_id, ', ${parent} ', c.${parent}_id, ': ',
                       CASE WHEN e.id IS NULL THEN 'no such employee' WHEN p.id IS NULL THEN 'no such ${parent}'
                            ELSE '${parent} of another company' END) AS line
           FROM ${table} c LEFT JOIN employees e ON e.id = c.employee_id
                LEFT JOIN ${parentTable} p ON p.id = c.${parent}_id
          WHERE e.id IS NULL OR p.id IS NULL OR p.company_id <> e.company_id`,
      );
    const missingUniqueIndexes = async (): Promise<string[]> => {
      const { rows } = await client.query<{ index: string }>(
        `SELECT concat('(', (SELECT string_agg(pg_get_indexdef(i.indexrelid, k, true), ', ' ORDER BY k)
                               FROM generate_series(1, i.indnkeyatts) AS k),
                       ')', coalesce(' WHERE ' || pg_get_expr(i.indpred, i.indrelid, true), '')) AS index
           FROM pg_index i
          WHERE i.indrelid = 'employees'::regclass AND i.indisunique AND i.indisvalid AND i.indisready`,
      );
      const found = new Set(rows.map((r) => r.index));
      return ACTIVE_UNIQUE_INDEXES.filter((index) => !found.has(index)).map(
        (index) => `employees UNIQUE ${index}: missing or not valid`,
      );
    };
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const check: WorkforceCheck = {
        orphanFieldValues: await orphan('employee_field_values', 'filter', 'filters'),
        orphanCampaignLinks: await orphan('campaign_links', 'campaign', 'campaigns'),
        missingUniqueIndexes: await missingUniqueIndexes(),
        countedActive: await count(
          client,
          'SELECT coalesce(sum(active), 0) AS n FROM active_employee_counts WHERE company_id = $1',
          [companyId],
        ),
        active: await count(
          client,
          'SELECT count(*) AS n FROM employees WHERE company_id = $1 AND deleted_at IS NULL',
          [companyId],
        ),
        missingFieldValues: await lines(
          client,
          `SELECT concat('employee ', e.id, ': no value for ', k.key) AS line
             FROM employees e CROSS JOIN unnest($2::text[]) AS k(key)
            WHERE e.company_id = $1 AND e.deleted_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
                               WHERE v.employee_id = e.id AND f.company_id = e.company_id
                                 AND f.active AND f.key = k.key)`,
          [companyId, [...(expectations.filterKeys ?? [])]],
        ),
        missingCampaignLinks: await lines(
          client,
          `SELECT concat('employee ', e.id, ': no link to campaign ', k.id) AS line
             FROM employees e CROSS JOIN unnest($2::uuid[]) AS k(id)
            WHERE e.company_id = $1 AND e.deleted_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM campaign_links l WHERE l.employee_id = e.id AND l.campaign_id = k.id)`,
          [companyId, [...(expectations.campaignIds ?? [])]],
        ),
        deletedWithChildren: await lines(
          client,
          `SELECT concat('employee ', e.id, ': deleted, still has ', v.n, ' field values and ',
                         l.n, ' campaign links') AS line
             FROM employees e
            CROSS JOIN LATERAL (SELECT count(*) AS n FROM employee_field_values WHERE employee_id = e.id) v
            CROSS JOIN LATERAL (SELECT count(*) AS n FROM campaign_links WHERE employee_id = e.id) l
            WHERE e.company_id = $1 AND e.deleted_at IS NOT NULL AND v.n + l.n > 0`,
          [companyId],
        ),
      };
      await client.query('COMMIT');
      return check;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}

/** The company's employees as stored (soft-deleted ones too), with their field values and links, sorted by id. */
export function readWorkforce(url: string, companyId: string): Promise<StoredEmployee[]> {
  return withPostgres(url, async (client) => {
    const { rows } = await client.query<StoredEmployee>(
      `SELECT e.id, to_jsonb(e) AS row,
              coalesce((SELECT jsonb_agg(jsonb_build_object('key', f.key, 'value', v.value) ORDER BY v.position, f.key)
                          FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
                         WHERE v.employee_id = e.id), '[]') AS fields,
              coalesce((SELECT jsonb_agg(l.campaign_id ORDER BY l.position, l.campaign_id)
                          FROM campaign_links l WHERE l.employee_id = e.id), '[]') AS "campaignIds"
         FROM employees e WHERE e.company_id = $1 ORDER BY e.id`,
      [companyId],
    );
    return rows;
  });
}
