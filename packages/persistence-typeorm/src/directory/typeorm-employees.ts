import {
  cursorPageOf,
  fetchSizeOf,
  isUuid,
  offsetOf,
  pageOf,
  type DeletedEmployeeQuery,
  type Employee,
  type EmployeeAccess,
  type EmployeeQuery,
  type Employees,
  type FieldValue,
  type GlobalUniqueValue,
  type Page,
  type SettledFiring,
  type UniqueField,
  type UniqueProbe,
  type ValueHolder,
  searchDigitsOf,
} from '@employee/domain';
import { IsNull, type EntityManager } from 'typeorm';
import type { ChangeJournal } from '../history/change-journal';
import { employeeMapper } from './employee.mapper';
import { CampaignLinkRecord } from '../surveys/campaign-link.record';
import { EmployeeFieldValueRecord } from './employee-field-value.record';
import { EmployeeRecord } from './employee.record';
import { containsPattern } from '../kernel/like-pattern';
import { RawRecords } from '../kernel/raw-records';
import {
  ACTIVE_COUNT,
  BY_ID,
  BY_ID_FOR_UPDATE,
  BY_IDS,
  CAMPAIGN_LINKS_OF,
  CLAIM_EXPIRED_DELETIONS,
  CLASHES,
  DELETE_DROPPED_CAMPAIGN_LINKS,
  DELETE_FIELD_VALUES,
  DELETED_PAGE,
  DELETED_PAGE_BY_DIGITS,
  EMPLOYEE_CHILDREN,
  FIELD_VALUES_OF,
  LIST_IDS_AFTER,
  LIST_PAGE_IDS,
  NAMES_OF_COMPANY,
  LOCK_DUE_FIRINGS,
  SEARCH_IDS_AFTER,
  SEARCH_IDS_AFTER_BY_DIGITS,
  SEARCH_PAGE,
  SEARCH_PAGE_BY_DIGITS,
  SETTLE_LOCKED_EMPLOYEES,
  VALUES_IDS_AFTER,
  VALUES_IDS_AFTER_BY_DIGITS,
  VALUES_PAGE,
  VALUES_PAGE_BY_DIGITS,
} from './typeorm-employees.sql';
import { mappingUniqueViolations } from '../kernel/unique-violation';

const UNIQUE_FIELDS: readonly UniqueField[] = ['document', 'email', 'phone', 'internal_id'];

/** What the settlement's `UPDATE … RETURNING` gives per settled employee. */
interface SettledRow {
  readonly id: string;
  readonly companyId: string;
  readonly version: number;
}

/**
 * `Employees` in PostgreSQL (`employees`, `employee_field_values`, `campaign_links`), within one unit of
 * work's transaction. `ofId(id)` (purpose `'change'`) locks the row (`FOR UPDATE`) until the transaction
 * ends, so a use case that reads, changes and saves an employee never overwrites a concurrent settlement or
 * update; `ofId(id, 'read')` takes no lock and reads the aggregate in one statement.
 */
export class TypeOrmEmployees implements Employees {
  private readonly employeeRows: RawRecords<EmployeeRecord>;
  private readonly valueRows: RawRecords<EmployeeFieldValueRecord>;
  private readonly linkRows: RawRecords<CampaignLinkRecord>;

  constructor(
    private readonly manager: EntityManager,
    private readonly journal: ChangeJournal,
  ) {
    this.employeeRows = new RawRecords(manager, EmployeeRecord);
    this.valueRows = new RawRecords(manager, EmployeeFieldValueRecord);
    this.linkRows = new RawRecords(manager, CampaignLinkRecord);
  }

  async ofId(id: string, purpose: EmployeeAccess = 'change'): Promise<Employee | null> {
    if (!isUuid(id)) return null;
    if (purpose === 'change') {
      // The children are read after the lock is granted, in statements of their own: a statement that waited
      // for the lock still reads with the snapshot it started with, so it would miss a link a campaign opening
      // added meanwhile, and the save would drop it.
      const [record] = await this.employeeRows.where(BY_ID_FOR_UPDATE, [id]);
      return record ? ((await this.hydrate([record]))[0] ?? null) : null;
    }
    const [row] = await this.employeeRows.whereWith<{ fieldValues: FieldValue[]; campaignIds: string[] }>(
      EMPLOYEE_CHILDREN,
      BY_ID,
      [id],
    );
    return row ? employeeMapper.toDomain(row.record, row.extra.fieldValues, row.extra.campaignIds) : null;
  }

  async ofIds(ids: readonly string[]): Promise<Employee[]> {
    const known = ids.filter((id) => isUuid(id));
    return known.length === 0 ? [] : this.hydrate(await this.employeeRows.where(BY_IDS, [known]));
  }

  /**
   * Stores the aggregate and notes its version for the employees' feed. Campaign links the aggregate keeps keep
   * their rows (and invitation tokens); only dropped ones are deleted.
   * @throws ValidationError `EMPLOYEE.INVALID` / `*.TAKEN` when another non-deleted employee holds a unique value.
   */
  async save(employee: Employee): Promise<void> {
    const rows = employeeMapper.toRows(employee);
    const employeeId = rows.employee.id;
    await mappingUniqueViolations(() => this.employeeRows.upsert(rows.employee));
    await this.manager.query(DELETE_FIELD_VALUES, [employeeId]);
    await this.valueRows.insert(rows.fieldValues);
    await this.manager.query(DELETE_DROPPED_CAMPAIGN_LINKS, [employeeId, rows.campaignLinks.map((l) => l.campaignId)]);
    await this.linkRows.upsertAll(rows.campaignLinks);
    const change = employee.deletedAt === null ? 'upsert' : 'delete';
    this.journal.note('employee_changes', {
      companyId: employee.companyId,
      id: employeeId,
      version: employee.version,
      change,
    });
  }

  /**
   * Offset paging counts (the active counters for a list, the materialised matches for a search or a list narrowed
   * by filter values); cursor paging (docs/change-history.md#cursor-pages) reads the ids after the request's place
   * and counts nothing.
   */
  async search(companyId: string, query: EmployeeQuery): Promise<Page<Employee>> {
    if (!isUuid(companyId)) return pageOf([], 0, query);
    if (query.cursor) return cursorPageOf(await this.inOrder(await this.idsAfter(companyId, query)), query);
    const { total, ids } = hasFieldValues(query)
      ? await this.matchesPage(
          ...bySearch(query.search, VALUES_PAGE, VALUES_PAGE_BY_DIGITS, [
            companyId,
            patternOf(query.search),
            offsetOf(query),
            query.perPage,
            ...valueArrays(query),
          ]),
        )
      : query.search === null
        ? { total: await this.activeCount(companyId), ids: await this.listPageIds(companyId, query) }
        : await this.matchesPage(
            ...bySearch(query.search, SEARCH_PAGE, SEARCH_PAGE_BY_DIGITS, [
              companyId,
              containsPattern(query.search),
              offsetOf(query),
              query.perPage,
            ]),
          );
    return pageOf(await this.inOrder(ids), total, query);
  }

  /** The employees with these ids, in the ids' order. */
  private async inOrder(ids: readonly string[]): Promise<Employee[]> {
    const records = ids.length === 0 ? [] : await this.employeeRows.where(BY_IDS, [ids]);
    const position = new Map(ids.map((id, index) => [id, index]));
    records.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    return this.hydrate(records);
  }

  /** A cursor page's ids, and one more when another page follows (see LIST_IDS_AFTER, SEARCH_IDS_AFTER). */
  private async idsAfter(companyId: string, query: EmployeeQuery): Promise<string[]> {
    const after = query.cursor?.after ?? null;
    const size = fetchSizeOf(query);
    const place = [after?.createdAt ?? null, after?.id ?? null, size];
    const [statement, parameters]: [string, unknown[]] = hasFieldValues(query)
      ? bySearch(query.search, VALUES_IDS_AFTER, VALUES_IDS_AFTER_BY_DIGITS, [
          companyId,
          patternOf(query.search),
          ...place,
          ...valueArrays(query),
        ])
      : query.search !== null
        ? bySearch(query.search, SEARCH_IDS_AFTER, SEARCH_IDS_AFTER_BY_DIGITS, [
            companyId,
            containsPattern(query.search),
            ...place,
          ])
        : after === null
          ? [LIST_PAGE_IDS, [companyId, 0, size]]
          : [LIST_IDS_AFTER, [companyId, after.createdAt, after.id, size]];
    const rows = await this.manager.query<Array<{ id: string }>>(statement, parameters);
    return rows.map((row) => row.id);
  }

  /** The company's active employees, from the counts the triggers keep (migration ActiveEmployeeCounts). */
  private async activeCount(companyId: string): Promise<number> {
    const [row] = await this.manager.query<[{ total: number }]>(ACTIVE_COUNT, [companyId]);
    return row.total;
  }

  /** A list page's ids: an index-only scan of employees_company_order_idx that skips the offset in the index. */
  private async listPageIds(companyId: string, query: EmployeeQuery): Promise<string[]> {
    const rows = await this.manager.query<Array<{ id: string }>>(LIST_PAGE_IDS, [
      companyId,
      offsetOf(query),
      query.perPage,
    ]);
    return rows.map((row) => row.id);
  }

  /** A total and page ids from one scan of the matching rows (see SEARCH_PAGE, VALUES_PAGE). */
  private async matchesPage(statement: string, parameters: unknown[]): Promise<{ total: number; ids: string[] }> {
    const [row] = await this.manager.query<[{ total: number; ids: string[] }]>(statement, parameters);
    return row;
  }

  /** The page's ids and the total from one statement over employees_company_deleted_idx (see DELETED_PAGE). */
  async searchDeleted(companyId: string, query: DeletedEmployeeQuery): Promise<Page<Employee>> {
    if (!isUuid(companyId)) return pageOf([], 0, query);
    const [row] = await this.manager.query<[{ total: number; ids: string[] }]>(
      ...bySearch(query.search, DELETED_PAGE, DELETED_PAGE_BY_DIGITS, [
        companyId,
        patternOf(query.search),
        offsetOf(query),
        query.perPage,
      ]),
    );
    return pageOf(await this.inOrder(row.ids), row.total, query);
  }

  async clashesWith(probe: UniqueProbe): Promise<UniqueField[]> {
    const [held] = await this.manager.query<[Record<UniqueField, boolean>]>(CLASHES, [
      probe.document,
      probe.email,
      probe.phone,
      probe.companyId,
      probe.internalId,
      probe.exceptId,
    ]);
    return UNIQUE_FIELDS.filter((field) => held[field]);
  }

  async holderOf(unique: GlobalUniqueValue): Promise<ValueHolder | null> {
    const holder = await this.manager.findOne(EmployeeRecord, {
      select: { id: true, companyId: true },
      where: { [unique.field]: unique.value, deletedAt: IsNull() },
    });
    return holder ? { employeeId: holder.id, companyId: holder.companyId } : null;
  }

  /**
   * Locks the due employees, then soft-deletes them set-based with the statements derived from the domain's
   * `SOFT_DELETE_EFFECTS`, the declaration `Employee.softDelete` applies (`SETTLE_LOCKED_EMPLOYEES`): field
   * values and campaign links removed, `deleted_at` set, `firing_settles_at` cleared, every other column
   * (`updated_at` too) kept. The deletes are statements of their own, run after the lock: data-modifying
   * CTEs of the locking statement would see only that statement's snapshot and miss values a concurrent
   * update committed between the snapshot and the lock. A crash before commit leaves the firings due. Each
   * settled employee's new version is noted for the feed as a tombstone (the update returns them).
   */
  async settleFiringsDueBy(now: Date): Promise<SettledFiring[]> {
    const due = (await this.manager.query<Array<{ id: string }>>(LOCK_DUE_FIRINGS, [now])).map((row) => row.id);
    if (due.length === 0) return [];
    for (const removal of SETTLE_LOCKED_EMPLOYEES.removals) await this.manager.query(removal, [due]);
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [updated] = await this.manager.query<[SettledRow[], number]>(SETTLE_LOCKED_EMPLOYEES.update, [due, now]);
    for (const { id, companyId, version } of updated) {
      this.journal.note('employee_changes', { companyId, id, version, change: 'delete' });
    }
    return updated.map(({ id, companyId, version }) => ({ id, companyId, version }));
  }

  /** Locks the batch with `CLAIM_EXPIRED_DELETIONS` (`FOR UPDATE SKIP LOCKED`) until the transaction ends. */
  async claimExpiredDeletions(before: Date, limit: number): Promise<string[]> {
    const rows = await this.manager.query<Array<{ id: string }>>(CLAIM_EXPIRED_DELETIONS, [before, limit]);
    return rows.map((row) => row.id);
  }

  async removeValuesOfFilter(filterId: string): Promise<void> {
    await this.manager.delete(EmployeeFieldValueRecord, { filterId });
  }

  async namesOf(companyId: string): Promise<string[]> {
    if (!isUuid(companyId)) return [];
    const rows = await this.manager.query<Array<{ name: string }>>(NAMES_OF_COMPANY, [companyId]);
    return rows.map((row) => row.name);
  }

  /** The aggregates of `records`, with their field values (current filter keys) and campaign links, in order. */
  private async hydrate(records: EmployeeRecord[]): Promise<Employee[]> {
    if (records.length === 0) return [];
    const ids = records.map((r) => r.id);
    const values = await this.manager.query<Array<FieldValue & { employeeId: string }>>(FIELD_VALUES_OF, [ids]);
    const links = await this.manager.query<Array<{ employeeId: string; campaignId: string }>>(CAMPAIGN_LINKS_OF, [ids]);
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

/**
 * `plain` with its `parameters`, or, for a search term that is a punctuated CPF or phone (`searchDigitsOf`),
 * `byDigits` with the `%digits%` pattern appended as its last parameter.
 */
function bySearch(search: string | null, plain: string, byDigits: string, parameters: unknown[]): [string, unknown[]] {
  const digits = search === null ? null : searchDigitsOf(search);
  return digits === null ? [plain, parameters] : [byDigits, [...parameters, containsPattern(digits)]];
}

/** Whether the query narrows by filter values (`VALUES_PAGE`, `VALUES_IDS_AFTER`). */
function hasFieldValues(query: EmployeeQuery): boolean {
  return (query.fieldValues ?? []).length > 0;
}

/** The query's filter values as the two parallel arrays `holdsValues` takes: filter ids, then values. */
function valueArrays(query: EmployeeQuery): [string[], string[]] {
  const wanted = query.fieldValues ?? [];
  return [wanted.map((w) => w.filterId), wanted.map((w) => w.value)];
}

/** The `%term%` pattern of a search, or `null` for none (the statements' optional term). */
function patternOf(search: string | null): string | null {
  return search === null ? null : containsPattern(search);
}
