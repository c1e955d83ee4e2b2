import type { Employee, EmployeeCreate, EmployeeUpdate, Filter } from '@employee/client';
import { booleanValue, canonical, textValue } from './cell-values';
import type { EmployeeColumn, WorkforceFile, WorkforceRecord } from './workforce-file';

type FieldEntry = { key: string; value: string };
type Attributes = Omit<EmployeeCreate, 'include_campaign' | 'fields'>;

const BOOLEAN_COLUMNS: ReadonlySet<EmployeeColumn> = new Set(['is_voluntary_firing', 'is_on_leave']);
/** Columns whose empty cell means "not stated" (they are not nullable): the stored value stays. */
const KEEP_WHEN_EMPTY: ReadonlySet<EmployeeColumn> = new Set(['is_on_leave', 'language']);
/** A firing is sent whole: when one of these changes, all present ones are sent. */
const FIRING_COLUMNS: ReadonlySet<EmployeeColumn> = new Set(['firing_date', 'is_voluntary_firing', 'reason_firing']);

/** Cells that describe a firing: without a `firing_date` they mean nothing (HR exports often fill them anyway). */
const FIRING_DETAILS: ReadonlySet<EmployeeColumn> = new Set(['is_voluntary_firing', 'reason_firing']);

/**
 * The API value of a row's `column`: `undefined` when the cell states nothing (empty, in a not-nullable
 * column); `null` for an empty cell, and for `is_voluntary_firing`/`reason_firing` of a row without a
 * `firing_date` (the service refuses them without one).
 */
function valueOf(column: EmployeeColumn, record: WorkforceRecord): string | boolean | null | undefined {
  const cell = record.cells[column] ?? '';
  if (cell === '' && KEEP_WHEN_EMPTY.has(column)) return undefined;
  if (FIRING_DETAILS.has(column) && (record.cells.firing_date ?? '') === '') return null;
  return BOOLEAN_COLUMNS.has(column) ? booleanValue(cell) : textValue(cell);
}

/**
 * The filter values a row gives, by key: a non-empty cell is the value; an empty cell of a required filter
 * is sent as `''` (the service then uses the filter's default, docs/contract.md#field-values rule 2); an empty cell of
 * an optional filter gives no value.
 */
function fieldEntries(
  record: WorkforceRecord,
  file: WorkforceFile,
  filters: ReadonlyMap<string, Filter>,
): FieldEntry[] {
  return file.filterColumns.flatMap((key) => {
    const cell = record.cells[key] ?? '';
    if (cell !== '') return [{ key, value: cell }];
    return filters.get(key)?.is_required ? [{ key, value: '' }] : [];
  });
}

/**
 * The body of `POST /v1/employees` for a row that matches no employee: every non-empty attribute cell,
 * the row's filter values (Key + value shape) and `include_campaign` (docs/contract.md#campaign-flags).
 */
export function createBody(
  record: WorkforceRecord,
  file: WorkforceFile,
  filters: ReadonlyMap<string, Filter>,
  includeCampaign: boolean,
): EmployeeCreate {
  const body: Record<string, unknown> = {};
  for (const column of file.employeeColumns) {
    const value = valueOf(column, record);
    if (value !== null && value !== undefined) body[column] = value;
  }
  const fields = fieldEntries(record, file, filters);
  if (fields.length > 0) body.fields = fields;
  body.include_campaign = includeCampaign;
  return body;
}

/** The filter values a row wants, compared with the stored ones; the whole set to send when they differ. */
function changedFields(
  record: WorkforceRecord,
  file: WorkforceFile,
  existing: Employee,
  filters: ReadonlyMap<string, Filter>,
): FieldEntry[] | null {
  const stored = new Map(existing.fields.map((f) => [f.key, f.value]));
  const entries = fieldEntries(record, file, filters);
  const wanted = new Map(
    entries.map((e) => [e.key, e.value === '' ? (filters.get(e.key)?.default_value ?? '') : e.value]),
  );
  const same = file.filterColumns.every((key) => stored.get(key) === wanted.get(key));
  if (same) return null;
  // `fields` replaces the whole set (docs/contract.md#employee-fields): keep the values of filters the file does not
  // carry.
  const kept = existing.fields
    .filter((f) => !file.filterColumns.includes(f.key))
    .map((f) => ({ key: f.key, value: f.value }));
  return [...kept, ...entries];
}

/**
 * The body of `PUT /v1/employees/{id}` that brings `existing` to what the row says, or `null` when it
 * already is (compared in the service's stored forms, see `canonical`: NFC, names with collapsed spaces,
 * lower-case e-mail, phone without separators). Only changed attributes are sent (PUT changes only what is
 * present); a changed firing is sent whole (`firing_date`, `is_voluntary_firing`, `reason_firing`); `fields`
 * is sent, completed with the stored values of other filters, when a filter value differs;
 * `remove_campaign: false` always (required).
 */
export function updateBody(
  record: WorkforceRecord,
  file: WorkforceFile,
  existing: Employee,
  filters: ReadonlyMap<string, Filter>,
): EmployeeUpdate | null {
  const changes: Record<string, unknown> = {};
  let firingChanged = false;
  for (const column of file.employeeColumns) {
    const value = valueOf(column, record);
    if (value === undefined) continue;
    if (canonical(column, value) === canonical(column, existing[column])) continue;
    changes[column] = value;
    if (FIRING_COLUMNS.has(column)) firingChanged = true;
  }
  if (firingChanged) {
    for (const column of file.employeeColumns.filter((c) => FIRING_COLUMNS.has(c))) {
      changes[column] = valueOf(column, record);
    }
  }
  const fields = changedFields(record, file, existing, filters);
  if (fields !== null) changes.fields = fields;
  if (Object.keys(changes).length === 0) return null;
  return { ...(changes as Attributes), remove_campaign: false };
}
