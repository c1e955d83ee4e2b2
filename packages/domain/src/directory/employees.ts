import type { Page, PageRequest } from '../kernel/page';
import type { Employee } from './employee';
import type { FieldValueMatch } from './field-value-filter';

/** Employee values that must be unique among non-soft-deleted employees (API field names). */
export type UniqueField = 'document' | 'email' | 'phone' | 'internal_id';

/**
 * The unique values of one employee, to look for clashes with others. `document`, `email` (lower-cased) and
 * `phone` (E.164) are unique across all companies; `internal_id` within `companyId`. Soft-deleted employees
 * and `exceptId` (the employee itself, on update) never clash.
 */
export interface UniqueProbe {
  readonly companyId: string;
  readonly exceptId: string | null;
  readonly document: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly internalId: string | null;
}

/** A value unique across all companies, normalised as stored (`document` 11 digits, `email`, `phone` E.164). */
export interface GlobalUniqueValue {
  readonly field: 'document' | 'email' | 'phone';
  readonly value: string;
}

/** Who holds a value: the non-deleted employee and its company. */
export interface ValueHolder {
  readonly employeeId: string;
  readonly companyId: string;
}

/** Why an employee is loaded: to change it (adapters lock it) or only to read it. */
export type EmployeeAccess = 'change' | 'read';

/** An employee soft-deleted by the settlement of its firing: its id, company and new version. */
export interface SettledFiring {
  readonly id: string;
  readonly companyId: string;
  /** The employee's version after the settlement. */
  readonly version: number;
}

/** A list/search query of one company's employees. */
export interface EmployeeQuery extends PageRequest {
  /** Case-insensitive substring to look for; `null` lists every employee. */
  readonly search: string | null;
  /**
   * Only employees holding every one of these filter values, exactly as stored (docs/contract.md#search); absent
   * or empty narrows nothing. At most one match per filter.
   */
  readonly fieldValues?: readonly FieldValueMatch[];
}

/** A list/search query of one company's soft-deleted employees: offset pages only (no cursor), no `fieldValues`. */
export type DeletedEmployeeQuery = Omit<EmployeeQuery, 'cursor' | 'fieldValues'>;

/**
 * Port: the stored employees of every company. Source: docs/contract.md#employee-fields, #states-and-transitions,
 * #search, #firing-and-deletion, #lists-and-pagination.
 */
export interface Employees {
  /**
   * The employee with this id in any state and of any company, or `null`. Callers check visibility.
   * Field values carry their filter's current key (a filter's key may change after the value was stored).
   * `purpose`: `'change'` (the default) when the caller may save it in the same unit of work: adapters lock
   * it until the unit of work ends, so concurrent changes never interleave; `'read'` when it is only shown:
   * no lock is taken (a lock on a read costs the database a write).
   */
  ofId(id: string, purpose?: EmployeeAccess): Promise<Employee | null>;

  /**
   * The employees with these ids that exist, in any state and of any company, in no particular order, without
   * a lock (for showing them: the changes feed's current states). Ids that are not UUIDs are unknown ids.
   */
  ofIds(ids: readonly string[]): Promise<Employee[]>;

  /**
   * Inserts or updates the whole aggregate: profile, field values (replaced), campaign links (replaced).
   * @throws ValidationError `EMPLOYEE.INVALID` with `*.TAKEN` violations (see {@link uniqueValueTaken}) when
   *   another non-deleted employee holds one of its unique values, also when that employee was saved
   *   concurrently.
   */
  save(employee: Employee): Promise<void>;

  /**
   * One page of the company's non-deleted employees, ordered by `createdAt` then `id` ascending, with the
   * exact total. With `search`, only employees whose name, social_name, document, email, phone or
   * internal_id contains it, case-insensitively; `%`, `_` and `\` match themselves. A CPF or phone typed with its
   * punctuation also matches by its digits (`searchDigitsOf`) in document and phone. With `fieldValues`, only
   * employees whose value of each named filter equals its value (with `search` too: both must hold).
   */
  search(companyId: string, query: EmployeeQuery): Promise<Page<Employee>>;

  /**
   * One offset page of the company's soft-deleted employees, the most recently deleted first (`deletedAt`
   * descending, then `id` ascending), with the exact total; `search` matches as in {@link search}. For the
   * dashboard's list of deleted employees (docs/dashboard.md); no API read reaches them.
   */
  searchDeleted(companyId: string, query: DeletedEmployeeQuery): Promise<Page<Employee>>;

  /** Which of the probe's non-null unique values another non-deleted employee already holds. */
  clashesWith(probe: UniqueProbe): Promise<UniqueField[]>;

  /**
   * The non-deleted employee, of any company, that holds `unique.value` in `unique.field`, or `null`
   * (the one a uniqueness refusal on that value points to). Soft-deleted employees never hold a value.
   */
  holderOf(unique: GlobalUniqueValue): Promise<ValueHolder | null>;

  /**
   * Soft-deletes every non-deleted employee whose recorded firing is due (`firingSettlesAt <= now`), with
   * the effects of `Employee.softDelete` (`deletedAt = now`). Safe to run concurrently: each employee is
   * settled exactly once. Returns the employees settled (id, company and new version).
   */
  settleFiringsDueBy(now: Date): Promise<SettledFiring[]>;

  /**
   * Claims up to `limit` employees soft-deleted before `before` (`deletedAt < before`) and not anonymised, of any
   * company, the oldest deletion first (then `id`): adapters lock them until the unit of work ends and skip the ones
   * another unit of work holds, so concurrent claimers split them and none is claimed twice. Returns their ids; the
   * caller anonymises them in the same unit of work (docs/lgpd.md, the retention after deletion).
   */
  claimExpiredDeletions(before: Date, limit: number): Promise<string[]>;

  /** Physically removes every employee's value of the filter (when the filter is deleted). */
  removeValuesOfFilter(filterId: string): Promise<void>;

  /**
   * Every name and social name of the company's employees, in any state (active, firing recorded, soft-deleted;
   * an anonymised one has none), in no particular order, duplicates allowed: the names masked in open answers
   * (docs/reports.md#comments).
   */
  namesOf(companyId: string): Promise<string[]>;
}
