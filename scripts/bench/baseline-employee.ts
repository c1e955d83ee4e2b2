/**
 * The baseline's employee data, without our domain: rows as PostgreSQL returns them, a request body written
 * into a row as given (no validation, no normalisation: the bench sends normalised values), and the API's
 * JSON form written simply (dates `dd/mm/yyyy`, timestamps ISO 8601 in UTC).
 */
import { randomUUID } from 'node:crypto';
import { EMPLOYEE_COLUMNS, propertyOf, type EmployeeColumn } from './baseline-sql';

/** An `employees` row by column name (dates as `yyyy-mm-dd` strings, timestamps as `Date`). */
export type EmployeeRow = Record<EmployeeColumn, unknown>;

/** One field value of an employee, with its filter's key. */
export interface FieldValueRow {
  readonly filterId: string;
  readonly key: string;
  readonly value: string;
}

/** An active filter of the company, as {@link ACTIVE_FILTERS_FOR_SHARE} returns it (prefixed columns). */
export type FilterRecordRow = Record<string, unknown>;

/** Body properties a create or update writes to a column of the same name. */
const PLAIN_PROPERTIES = [
  'name',
  'social_name',
  'email',
  'phone',
  'document',
  'internal_id',
  'is_voluntary_firing',
  'reason_firing',
  'is_on_leave',
  'language',
] as const;
const DATE_PROPERTIES = ['birthdate', 'hiring_date', 'firing_date'] as const;

/** The row of a query result whose columns carry our records' property names (`companyId`, …). */
export function employeeRowOf(raw: Record<string, unknown>): EmployeeRow {
  return Object.fromEntries(EMPLOYEE_COLUMNS.map((column) => [column, raw[propertyOf(column)]])) as EmployeeRow;
}

/** `dd/mm/yyyy` → `yyyy-mm-dd`; anything else (null, absent) → null. */
function isoDate(value: unknown): string | null {
  return typeof value === 'string' && /^\d\d\/\d\d\/\d{4}$/.test(value)
    ? `${value.slice(6)}-${value.slice(3, 5)}-${value.slice(0, 2)}`
    : null;
}

/** `yyyy-mm-dd` → `dd/mm/yyyy`; null stays null. */
function brDate(value: unknown): string | null {
  return typeof value === 'string' ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : null;
}

function writeBody(row: EmployeeRow, body: Record<string, unknown>): void {
  for (const property of PLAIN_PROPERTIES) if (body[property] !== undefined) row[property] = body[property];
  for (const property of DATE_PROPERTIES) if (body[property] !== undefined) row[property] = isoDate(body[property]);
}

/** `in` when the body asks to join the open campaigns, `out` when it asks to leave them, else `current`. */
function campaignChoiceOf(body: Record<string, unknown>, current: unknown): unknown {
  if (body.include_campaign === true) return 'in';
  return body.remove_campaign === true ? 'out' : current;
}

/** A new employee row of `companyId` from a POST body, with a fresh id, stamped `now`, at version 1. */
export function newEmployeeRow(body: Record<string, unknown>, companyId: string, now: Date): EmployeeRow {
  const row = Object.fromEntries(EMPLOYEE_COLUMNS.map((column) => [column, null])) as EmployeeRow;
  Object.assign(row, {
    id: randomUUID(),
    company_id: companyId,
    is_on_leave: false,
    language: 'pt-BR',
    campaign_choice: campaignChoiceOf(body, 'out'),
    created_at: now,
    updated_at: now,
    version: 1,
  });
  writeBody(row, body);
  return row;
}

/** `row` with a PUT body's properties written over it, stamped `now`, at its next version. */
export function revisedEmployeeRow(row: EmployeeRow, body: Record<string, unknown>, now: Date): EmployeeRow {
  const revised = {
    ...row,
    updated_at: now,
    version: (row.version as number) + 1,
    campaign_choice: campaignChoiceOf(body, row.campaign_choice),
  };
  writeBody(revised, body);
  return revised;
}

/**
 * The values a `fields` array sets, against the company's active filters: entries by `key` or `id`, an
 * empty value takes the filter's default, unknown filters and empty values without a default are skipped.
 */
export function fieldValuesOf(fields: unknown, filters: FilterRecordRow[]): FieldValueRow[] {
  if (!Array.isArray(fields)) return [];
  const values: FieldValueRow[] = [];
  for (const entry of fields as Array<Record<string, unknown>>) {
    const filter = filters.find((f) =>
      entry.id !== undefined ? f.FilterRecord_id === entry.id : f.FilterRecord_key === entry.key,
    );
    const value = entry.value === '' || entry.value === undefined ? filter?.FilterRecord_default_value : entry.value;
    if (filter && typeof value === 'string' && value !== '') {
      values.push({ filterId: filter.FilterRecord_id as string, key: filter.FilterRecord_key as string, value });
    }
  }
  return values;
}

/** The parameters of {@link UPSERT_EMPLOYEE} for `row`. */
export function upsertParameters(row: EmployeeRow): unknown[] {
  return EMPLOYEE_COLUMNS.map((column) => row[column]);
}

/** An employee in the API's JSON form. */
export function employeeJson(row: EmployeeRow, values: readonly FieldValueRow[]): Record<string, unknown> {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    social_name: row.social_name,
    email: row.email,
    phone: row.phone,
    document: row.document,
    internal_id: row.internal_id,
    birthdate: brDate(row.birthdate),
    hiring_date: brDate(row.hiring_date),
    firing_date: brDate(row.firing_date),
    is_voluntary_firing: row.is_voluntary_firing,
    reason_firing: row.reason_firing,
    is_on_leave: row.is_on_leave,
    language: row.language,
    fields: values.map((v) => ({ id: v.filterId, key: v.key, value: v.value })),
    created_at: (row.created_at as Date).toISOString(),
    updated_at: (row.updated_at as Date).toISOString(),
  };
}
