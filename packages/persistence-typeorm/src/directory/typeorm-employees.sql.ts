import { softDeleteEffects, type SOFT_DELETE_EFFECTS, type SoftDeletedProperty } from '@employee/domain';

/**
 * Every plain-SQL statement of `TypeOrmEmployees` (docs/persistence.md, "Plain SQL or TypeORM's API"): the
 * request hot paths the bench measures (scripts/bench/baseline-sql.ts copies them: change both together) and
 * the settlement of due firings. The row statements of `employees`, `employee_field_values` and
 * `campaign_links` (select list, upsert, multi-row insert) are built by `RawRecords` from the records'
 * metadata; the conditions they take are here.
 */

/** `RawRecords` condition: the employee `$1`, without a lock (a read). */
export const BY_ID = 'id = $1';
/** `RawRecords` condition: the employee `$1`, locked until the transaction ends (to change it). */
export const BY_ID_FOR_UPDATE = 'id = $1 FOR UPDATE';
/** `RawRecords` condition: the employees of the `uuid[]` `$1`, in no particular order. */
export const BY_IDS = 'id = ANY($1::uuid[])';

/** $1 employee id: removes its field values (before `save` inserts the aggregate's). */
export const DELETE_FIELD_VALUES = 'DELETE FROM employee_field_values WHERE employee_id = $1';
/**
 * $1 employee id, $2 the aggregate's campaign ids (`uuid[]`): removes the links the aggregate no longer holds (before
 * `save` upserts the ones it holds). A kept link keeps its row, and so its invitation token (`token_hash`,
 * docs/persistence.md#survey-responses): updating an employee does not break their survey link.
 */
export const DELETE_DROPPED_CAMPAIGN_LINKS =
  'DELETE FROM campaign_links WHERE employee_id = $1 AND campaign_id <> ALL($2::uuid[])';

/**
 * $1 uuid[] → `employeeId, filterId, key, value` of those employees, in stored order (the key read from the
 * filter).
 */
export const FIELD_VALUES_OF = `SELECT v.employee_id AS "employeeId", v.filter_id AS "filterId", f.key, v.value
         FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
        WHERE v.employee_id = ANY($1::uuid[])
        ORDER BY v.employee_id, v.position`;

/**
 * `RawRecords.whereWith` columns of an employee's children, so `ofId` reads the aggregate in one round trip:
 * `fieldValues`, a JSON list of `{filterId, key, value}` in position order; `campaignIds`, a JSON list of the
 * linked campaigns' ids in position order.
 */
export const EMPLOYEE_CHILDREN = {
  fieldValues: `coalesce((SELECT json_agg(json_build_object('filterId', v.filter_id, 'key', f.key, 'value', v.value)
                                 ORDER BY v.position)
                            FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
                           WHERE v.employee_id = employees.id), '[]')`,
  campaignIds: `coalesce((SELECT json_agg(l.campaign_id ORDER BY l.position)
                            FROM campaign_links l WHERE l.employee_id = employees.id), '[]')`,
} as const;

/** $1 uuid[] → `employeeId, campaignId` of those employees, in stored order. */
export const CAMPAIGN_LINKS_OF = `SELECT employee_id AS "employeeId", campaign_id AS "campaignId"
         FROM campaign_links WHERE employee_id = ANY($1::uuid[])
        ORDER BY employee_id, position`;

const SEARCHED_COLUMNS = ['name', 'social_name', 'document', 'email', 'phone', 'internal_id'] as const;
/**
 * A search's condition: one of the searched columns contains the `%term%` pattern $2; with `digits` (a parameter,
 * `$5`), also `document` or `phone` contains the `%digits%` pattern it holds (a punctuated CPF or phone,
 * `searchDigitsOf`). Every branch is served by its column's trigram index.
 */
function matchesTerm(digits?: string): string {
  const byText = SEARCHED_COLUMNS.map((column) => `${column} ILIKE $2`);
  const byDigits = digits === undefined ? [] : [`document LIKE ${digits}`, `phone LIKE ${digits}`];
  return `(${[...byText, ...byDigits].join(' OR ')})`;
}

/** A list page's ids, in order. $1 company id, $2 offset, $3 page size. */
export const LIST_PAGE_IDS = `
  SELECT id FROM employees
   WHERE company_id = $1 AND deleted_at IS NULL
   ORDER BY created_at, id OFFSET $2 LIMIT $3`;

/**
 * A cursor page's ids (docs/change-history.md#cursor-pages): the employees after the place ($2 `created_at`, $3
 * `id`) in list order, a range of employees_company_order_idx read from that place on, so page 10,000 costs
 * what page 1 costs. $1 company id, $4 how many.
 */
export const LIST_IDS_AFTER = `
  SELECT id FROM employees
   WHERE company_id = $1 AND deleted_at IS NULL AND (created_at, id) > ($2::timestamptz, $3::uuid)
   ORDER BY created_at, id LIMIT $4`;

/**
 * A search's optional term: `$2` null matches every employee (a list narrowed by filter values only), else as
 * {@link matchesTerm}.
 */
const optionalTerm = (digits?: string) => `($2::text IS NULL OR ${matchesTerm(digits)})`;

/**
 * The employee holds every filter value asked: the `uuid[]` `ids` and `text[]` `values` are pairs (filter, value),
 * each looked up in employee_field_values_lookup_idx (`filter_id`, `md5(value)`; migration FieldValueLookupIndex)
 * and compared exactly; an employee holds at most one value per filter, so holding them all is matching them all.
 */
const holdsValues = (ids: string, values: string) => `id IN (
         SELECT v.employee_id FROM employee_field_values v
           JOIN unnest(${ids}::uuid[], ${values}::text[]) AS wanted(filter_id, value)
             ON v.filter_id = wanted.filter_id AND md5(v.value) = md5(wanted.value) AND v.value = wanted.value
          GROUP BY v.employee_id HAVING count(*) = cardinality(${ids}::uuid[]))`;

/**
 * A cursor page of a search: the matching employees (`condition`) after the place ($3 `created_at`, $4 `id`; both
 * null for the first page), found as {@link SEARCH_PAGE} finds them (the trigram indexes, materialised) but not
 * counted. $1 company id, $2 the `%term%` pattern, $5 how many.
 */
const searchIdsAfter = (condition: string) => `
  WITH matches AS MATERIALIZED (
    SELECT id, created_at FROM employees
     WHERE company_id = $1 AND deleted_at IS NULL
       AND ${condition}
       AND ($3::timestamptz IS NULL OR (created_at, id) > ($3::timestamptz, $4::uuid))
  )
  SELECT id FROM matches ORDER BY created_at, id LIMIT $5`;
export const SEARCH_IDS_AFTER = searchIdsAfter(matchesTerm());
/** {@link SEARCH_IDS_AFTER} of a punctuated CPF or phone: $6 the `%digits%` pattern. */
export const SEARCH_IDS_AFTER_BY_DIGITS = searchIdsAfter(matchesTerm('$6'));
/**
 * {@link SEARCH_IDS_AFTER} of a list narrowed by filter values ({@link holdsValues}: $6 filter ids, $7 values), $2
 * the `%term%` pattern or null for no search.
 */
export const VALUES_IDS_AFTER = searchIdsAfter(`${optionalTerm()} AND ${holdsValues('$6', '$7')}`);
/** {@link VALUES_IDS_AFTER} of a punctuated CPF or phone: $8 the `%digits%` pattern. */
export const VALUES_IDS_AFTER_BY_DIGITS = searchIdsAfter(`${optionalTerm('$8')} AND ${holdsValues('$6', '$7')}`);

/**
 * A search's total and page ids in one statement: the matching rows are found once, through the six trigram
 * indexes (a BitmapOr), and materialised; the count and the page are taken from them. Two separate
 * statements let the planner walk employees_company_order_idx for the page, betting that matches are
 * common: for a rare term that read the whole company (3.2 s for a CPF fragment matching nobody among a
 * million employees). $1 company id, $2 the `%term%` pattern, $3 offset, $4 page size.
 */
const SEARCH_PAGE_IDS = 'SELECT id, created_at FROM matches ORDER BY created_at, id OFFSET $3 LIMIT $4';
const searchPage = (condition: string) => `
  WITH matches AS MATERIALIZED (
    SELECT id, created_at FROM employees
     WHERE company_id = $1 AND deleted_at IS NULL
       AND ${condition}
  )
  SELECT (SELECT count(*)::int FROM matches) AS total,
         coalesce((SELECT array_agg(id::text ORDER BY created_at, id)
                     FROM (${SEARCH_PAGE_IDS}) page), '{}') AS ids`;
export const SEARCH_PAGE = searchPage(matchesTerm());
/** {@link SEARCH_PAGE} of a punctuated CPF or phone: $5 the `%digits%` pattern. */
export const SEARCH_PAGE_BY_DIGITS = searchPage(matchesTerm('$5'));
/**
 * {@link SEARCH_PAGE} of a list narrowed by filter values ({@link holdsValues}: $5 filter ids, $6 values), $2 the
 * `%term%` pattern or null for no search: the holders are found from the lookup index, not from the company's order.
 */
export const VALUES_PAGE = searchPage(`${optionalTerm()} AND ${holdsValues('$5', '$6')}`);
/** {@link VALUES_PAGE} of a punctuated CPF or phone: $7 the `%digits%` pattern. */
export const VALUES_PAGE_BY_DIGITS = searchPage(`${optionalTerm('$7')} AND ${holdsValues('$5', '$6')}`);

/**
 * The soft-deleted employees of $1 that match the optional `%term%` pattern $2 (null: all of them), and with
 * `digits`, the `%digits%` pattern it names.
 */
const deletedMatching = (digits?: string) => `employees WHERE company_id = $1 AND deleted_at IS NOT NULL
       AND ${optionalTerm(digits)}`;

/**
 * A page of a company's soft-deleted employees, the most recently deleted first, and their total, in one statement
 * (the dashboard's list, `searchDeleted`): both read employees_company_deleted_idx (migration DeletedEmployeesIndex),
 * the page in its order without a sort. A search filters those rows (the trigram indexes cover only live
 * employees). $1 company id, $2 the `%term%` pattern or null, $3 offset, $4 page size.
 */
const deletedPage = (digits?: string) => `
  SELECT (SELECT count(*)::int FROM ${deletedMatching(digits)}) AS total,
         coalesce((SELECT array_agg(id::text ORDER BY deleted_at DESC, id)
                     FROM (SELECT id, deleted_at FROM ${deletedMatching(digits)}
                            ORDER BY deleted_at DESC, id OFFSET $3 LIMIT $4) page), '{}') AS ids`;
export const DELETED_PAGE = deletedPage();
/** {@link DELETED_PAGE} of a punctuated CPF or phone: $5 the `%digits%` pattern. */
export const DELETED_PAGE_BY_DIGITS = deletedPage('$5');

/**
 * Which unique values of a probe other non-deleted employees hold: one boolean column per `UniqueField`.
 * Each branch of the `OR` is served by its partial unique index. Parameters: $1 document, $2 email, $3 phone,
 * $4 company id, $5 internal_id, $6 the employee to ignore.
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

/** A company's active employees: the sum of its (at most 16) counter stripes. $1 company id. */
export const ACTIVE_COUNT =
  'SELECT coalesce(sum(active), 0)::int AS total FROM active_employee_counts WHERE company_id = $1';

/**
 * Locks the employees whose recorded firing is due by `$1`, skipping rows another transaction holds, so
 * concurrent settlement passes split the due employees between them and each is settled once.
 */
export const LOCK_DUE_FIRINGS = `
  SELECT id, company_id FROM employees
   WHERE deleted_at IS NULL AND firing_settles_at <= $1
     FOR UPDATE SKIP LOCKED`;

/**
 * $1 the instant, $2 the batch size: locks up to $2 employees soft-deleted before $1 and not anonymised, the oldest
 * deletion first (`Employees.claimExpiredDeletions`). `SKIP LOCKED` passes over the rows another transaction holds,
 * so concurrent retention passes split them and each employee is claimed by one; once anonymised, it no longer
 * matches.
 */
export const CLAIM_EXPIRED_DELETIONS = `
  SELECT id FROM employees
   WHERE deleted_at < $1 AND anonymised_at IS NULL
   ORDER BY deleted_at, id
   LIMIT $2
     FOR UPDATE SKIP LOCKED`;

/**
 * Where each property a soft delete changes is stored: a collection in a table of rows per employee
 * (`employee_id`), any other property in a column of `employees`. Typed by the domain's declaration, so an
 * effect added to `SOFT_DELETE_EFFECTS` does not compile until its storage is named here.
 */
type SoftDeleteStorage = {
  readonly [P in SoftDeletedProperty]: (typeof SOFT_DELETE_EFFECTS)[P] extends 'emptied'
    ? { readonly rowsIn: string }
    : { readonly column: string };
};

const SOFT_DELETE_STORAGE: SoftDeleteStorage = {
  fieldValues: { rowsIn: 'employee_field_values' },
  campaignIds: { rowsIn: 'campaign_links' },
  deletedAt: { column: 'deleted_at' },
  firingSettlesAt: { column: 'firing_settles_at' },
};

/** The statements that soft-delete a set of locked employees: run `removals` in order, then `update`. */
export interface SettlementStatements {
  /** `DELETE`s of the rows of each emptied collection; $1 the employees' `uuid[]`. */
  readonly removals: readonly string[];
  /**
   * One `UPDATE employees` of every changed column; $1 the employees' `uuid[]`, $2 the instant of the soft delete;
   * returns each settled employee's `id`, `companyId` and new `version`.
   */
  readonly update: string;
}

function storageOf(property: SoftDeletedProperty): { readonly rowsIn?: string; readonly column?: string } {
  return SOFT_DELETE_STORAGE[property];
}

/**
 * The set-based soft delete of the settlement, derived from the domain's `SOFT_DELETE_EFFECTS` (the one
 * definition `Employee.softDelete` applies), in its order: an `emptied` collection is a `DELETE` of its rows,
 * a `cleared` property `column = NULL`, a `now` one `column = $2`; properties it does not name keep their
 * columns. The `active_employee_counts` counters follow `deleted_at` through the triggers of migration
 * ActiveEmployeeCounts. Today: `DELETE FROM employee_field_values …`, `DELETE FROM campaign_links …`,
 * `UPDATE employees SET deleted_at = $2, firing_settles_at = NULL …` (the fault test
 * packages/server/test/settlement-crash.e2e.spec.ts waits on the second one's text).
 */
export function settlementStatements(): SettlementStatements {
  const removals: string[] = [];
  const sets: string[] = [];
  for (const [property, effect] of softDeleteEffects()) {
    const { rowsIn, column } = storageOf(property);
    switch (effect) {
      case 'emptied':
        removals.push(`DELETE FROM ${rowsIn} WHERE employee_id = ANY($1::uuid[])`);
        break;
      case 'cleared':
        sets.push(`${column} = NULL`);
        break;
      case 'now':
        sets.push(`${column} = $2`);
        break;
      default:
        return unhandled(effect);
    }
  }
  // A settlement is a change like any other: the version grows by one (docs/change-history.md#versions-and-etags).
  sets.push('version = version + 1');
  // The new versions go to the employees' feed (docs/persistence.md#changes-feed).
  const returning = 'RETURNING id, company_id AS "companyId", version';
  return { removals, update: `UPDATE employees SET ${sets.join(', ')} WHERE id = ANY($1::uuid[]) ${returning}` };
}

function unhandled(effect: never): never {
  throw new Error(`Unhandled soft-delete effect ${String(effect)}`);
}

/** {@link settlementStatements}, built once. */
export const SETTLE_LOCKED_EMPLOYEES: SettlementStatements = settlementStatements();

/**
 * Every name and social name of company $1's employees, one `name` a row (docs/reports.md#comments): the current
 * ones, then the soft-deleted ones (their names are stored until anonymised). One branch per partial index on
 * `company_id` (`deleted_at IS NULL` and `IS NOT NULL`): a single `WHERE company_id = $1` matches neither index and
 * read the whole table (281 ms on the bench seed of 1.1 M employees; 21 ms this way for a company of 10,000).
 */
export const NAMES_OF_COMPANY = `
  SELECT n AS name FROM employees, unnest(ARRAY[name, social_name]) AS n
    WHERE company_id = $1 AND deleted_at IS NULL AND n IS NOT NULL
  UNION ALL
  SELECT n FROM employees, unnest(ARRAY[name, social_name]) AS n
    WHERE company_id = $1 AND deleted_at IS NOT NULL AND n IS NOT NULL`;
