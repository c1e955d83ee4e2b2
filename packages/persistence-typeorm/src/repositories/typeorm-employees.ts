import {
  isUuid,
  offsetOf,
  pageOf,
  type Employee,
  type EmployeeAccess,
  type EmployeeQuery,
  type Employees,
  type FieldValue,
  type Page,
  type UniqueField,
  type UniqueProbe,
} from '@employee/domain';
import type { EntityManager } from 'typeorm';
import { employeeMapper } from '../mappers/employee.mapper';
import { CampaignLinkRecord } from '../records/campaign-link.record';
import { EmployeeFieldValueRecord } from '../records/employee-field-value.record';
import { EmployeeRecord } from '../records/employee.record';
import { containsPattern } from './like-pattern';
import { RawRecords } from './raw-records';
import { mappingUniqueViolations } from './unique-violation';

const SEARCHED_COLUMNS = ['name', 'social_name', 'document', 'email', 'phone', 'internal_id'] as const;

/** A list page's ids, in order. $1 company id, $2 offset, $3 page size. */
const LIST_PAGE_IDS = `
  SELECT id FROM employees
   WHERE company_id = $1 AND deleted_at IS NULL
   ORDER BY created_at, id OFFSET $2 LIMIT $3`;

/**
 * A search's total and page ids in one statement: the matching rows are found once, through the six trigram
 * indexes (a BitmapOr), and materialised; the count and the page are taken from them. Two separate
 * statements let the planner walk employees_company_order_idx for the page, betting that matches are
 * common: for a rare term that read the whole company (3.2 s for a CPF fragment matching nobody among a
 * million employees). $1 company id, $2 the `%term%` pattern, $3 offset, $4 page size.
 */
const SEARCH_PAGE = `
  WITH matches AS MATERIALIZED (
    SELECT id, created_at FROM employees
     WHERE company_id = $1 AND deleted_at IS NULL
       AND (${SEARCHED_COLUMNS.map((column) => `${column} ILIKE $2`).join(' OR ')})
  )
  SELECT (SELECT count(*)::int FROM matches) AS total,
         coalesce((SELECT array_agg(id::text ORDER BY created_at, id)
                     FROM (SELECT id, created_at FROM matches ORDER BY created_at, id OFFSET $3 LIMIT $4) page), '{}') AS ids`;
const UNIQUE_FIELDS: readonly UniqueField[] = ['document', 'email', 'phone', 'internal_id'];

/**
 * Which unique values of a probe other non-deleted employees hold. Each branch of the `OR` is served by its
 * partial unique index. Parameters: $1 document, $2 email, $3 phone, $4 company id, $5 internal_id, $6 the
 * employee to ignore.
 */
const CLASHES = `
  SELECT coalesce(bool_or(document = $1), false) AS document,
         coalesce(bool_or(lower(email) = lower($2)), false) AS email,
         coalesce(bool_or(phone = $3), false) AS phone,
         coalesce(bool_or(company_id = $4 AND internal_id = $5), false) AS internal_id
    FROM employees
   WHERE deleted_at IS NULL
     AND id IS DISTINCT FROM $6
     AND (document = $1 OR lower(email) = lower($2) OR phone = $3 OR (company_id = $4 AND internal_id = $5))`;

/** A company's active employees: the sum of its (at most 16) counter stripes. $1 company id. */
const ACTIVE_COUNT = 'SELECT coalesce(sum(active), 0)::int AS total FROM active_employee_counts WHERE company_id = $1';

/**
 * Locks the employees whose recorded firing is due by `$1`, skipping rows another transaction holds, so
 * concurrent settlement passes split the due employees between them and each is settled once.
 */
const LOCK_DUE_FIRINGS = `
  SELECT id FROM employees
   WHERE deleted_at IS NULL AND firing_settles_at <= $1
     FOR UPDATE SKIP LOCKED`;

/**
 * `Employees` in PostgreSQL (`employees`, `employee_field_values`, `campaign_links`), within one unit of
 * work's transaction. `ofId(id)` (purpose `'change'`) locks the row (`FOR UPDATE`) until the transaction
 * ends, so a use case that reads, changes and saves an employee never overwrites a concurrent settlement or
 * update; `ofId(id, 'read')` takes no lock.
 */
export class TypeOrmEmployees implements Employees {
  private readonly employeeRows: RawRecords<EmployeeRecord>;
  private readonly valueRows: RawRecords<EmployeeFieldValueRecord>;
  private readonly linkRows: RawRecords<CampaignLinkRecord>;

  constructor(private readonly manager: EntityManager) {
    this.employeeRows = new RawRecords(manager, EmployeeRecord);
    this.valueRows = new RawRecords(manager, EmployeeFieldValueRecord);
    this.linkRows = new RawRecords(manager, CampaignLinkRecord);
  }

  async ofId(id: string, purpose: EmployeeAccess = 'change'): Promise<Employee | null> {
    if (!isUuid(id)) return null;
    const [record] = await this.employeeRows.where(purpose === 'change' ? 'id = $1 FOR UPDATE' : 'id = $1', [id]);
    if (!record) return null;
    const [employee] = await this.hydrate([record]);
    return employee ?? null;
  }

  /** @throws ValidationError `EMPLOYEE.INVALID` / `*.TAKEN` when another non-deleted employee holds a unique value. */
  async save(employee: Employee): Promise<void> {
    const rows = employeeMapper.toRows(employee);
    const employeeId = rows.employee.id;
    await mappingUniqueViolations(() => this.employeeRows.upsert(rows.employee));
    await this.manager.query('DELETE FROM employee_field_values WHERE employee_id = $1', [employeeId]);
    await this.valueRows.insert(rows.fieldValues);
    await this.manager.query('DELETE FROM campaign_links WHERE employee_id = $1', [employeeId]);
    await this.linkRows.insert(rows.campaignLinks);
  }

  async search(companyId: string, query: EmployeeQuery): Promise<Page<Employee>> {
    if (!isUuid(companyId)) return pageOf([], 0, query);
    const { total, ids } =
      query.search === null
        ? { total: await this.activeCount(companyId), ids: await this.listPageIds(companyId, query) }
        : await this.searchPage(companyId, query.search, query);
    const records = ids.length === 0 ? [] : await this.employeeRows.where('id = ANY($1::uuid[])', [ids]);
    const position = new Map(ids.map((id, index) => [id, index]));
    records.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    return pageOf(await this.hydrate(records), total, query);
  }

  /** The company's active employees, from the counts the triggers keep (migration ActiveEmployeeCounts). */
  private async activeCount(companyId: string): Promise<number> {
    const [row] = (await this.manager.query(ACTIVE_COUNT, [companyId])) as [{ total: number }];
    return row.total;
  }

  /** A list page's ids: an index-only scan of employees_company_order_idx that skips the offset in the index. */
  private async listPageIds(companyId: string, query: EmployeeQuery): Promise<string[]> {
    const rows = (await this.manager.query(LIST_PAGE_IDS, [companyId, offsetOf(query), query.perPage])) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  /** A search's total and page ids from one scan of the matching rows (see SEARCH_PAGE). */
  private async searchPage(companyId: string, search: string, query: EmployeeQuery): Promise<{ total: number; ids: string[] }> {
    const [row] = (await this.manager.query(SEARCH_PAGE, [companyId, containsPattern(search), offsetOf(query), query.perPage])) as [
      { total: number; ids: string[] },
    ];
    return row;
  }

  async clashesWith(probe: UniqueProbe): Promise<UniqueField[]> {
    const [held] = (await this.manager.query(CLASHES, [
      probe.document,
      probe.email,
      probe.phone,
      probe.companyId,
      probe.internalId,
      probe.exceptId,
    ])) as [Record<UniqueField, boolean>];
    return UNIQUE_FIELDS.filter((field) => held[field]);
  }

  /**
   * Locks the due employees, then soft-deletes them with the effects of `Employee.softDelete`: field values
   * and campaign links removed, `deleted_at` set, `firing_settles_at` cleared, every other column
   * (`updated_at` too) kept. The deletes are statements of their own, run after the lock: data-modifying
   * CTEs of the locking statement would see only that statement's snapshot and miss values a concurrent
   * update committed between the snapshot and the lock. A crash before commit leaves the firings due.
   */
  async settleFiringsDueBy(now: Date): Promise<number> {
    const due = ((await this.manager.query(LOCK_DUE_FIRINGS, [now])) as Array<{ id: string }>).map((row) => row.id);
    if (due.length === 0) return 0;
    await this.manager.query('DELETE FROM employee_field_values WHERE employee_id = ANY($1::uuid[])', [due]);
    await this.manager.query('DELETE FROM campaign_links WHERE employee_id = ANY($1::uuid[])', [due]);
    await this.manager.query('UPDATE employees SET deleted_at = $2, firing_settles_at = NULL WHERE id = ANY($1::uuid[])', [due, now]);
    return due.length;
  }

  async removeValuesOfFilter(filterId: string): Promise<void> {
    await this.manager.delete(EmployeeFieldValueRecord, { filterId });
  }

  /** The aggregates of `records`, with their field values (current filter keys) and campaign links, in order. */
  private async hydrate(records: EmployeeRecord[]): Promise<Employee[]> {
    if (records.length === 0) return [];
    const ids = records.map((r) => r.id);
    const values = (await this.manager.query(
      `SELECT v.employee_id AS "employeeId", v.filter_id AS "filterId", f.key, v.value
         FROM employee_field_values v JOIN filters f ON f.id = v.filter_id
        WHERE v.employee_id = ANY($1::uuid[])
        ORDER BY v.employee_id, v.position`,
      [ids],
    )) as Array<FieldValue & { employeeId: string }>;
    const links = (await this.manager.query(
      `SELECT employee_id AS "employeeId", campaign_id AS "campaignId"
         FROM campaign_links WHERE employee_id = ANY($1::uuid[])
        ORDER BY employee_id, position`,
      [ids],
    )) as Array<{ employeeId: string; campaignId: string }>;
    const valuesOf = groupBy(values, (v) => v.employeeId);
    const linksOf = groupBy(links, (l) => l.employeeId);
    return records.map((record) =>
      employeeMapper.toDomain(
        record,
        (valuesOf.get(record.id) ?? []).map(({ filterId, key, value }) => ({ filterId, key, value })),
        (linksOf.get(record.id) ?? []).map((l) => l.campaignId),
      ),
    );
  }
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
