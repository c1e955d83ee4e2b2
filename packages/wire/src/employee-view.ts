import { formatTimestamp, type Employee } from '@employee/domain';

/** An employee in the API's JSON form (docs/contract.md#employee-fields). Absent values are `null`. */
export interface EmployeeView {
  id: string;
  company_id: string;
  name: string | null;
  social_name: string | null;
  email: string | null;
  phone: string | null;
  document: string | null;
  internal_id: string | null;
  birthdate: string | null;
  hiring_date: string | null;
  firing_date: string | null;
  is_voluntary_firing: boolean | null;
  reason_firing: string | null;
  is_on_leave: boolean;
  language: string;
  fields: { id: string; key: string; value: string }[];
  created_at: string;
  updated_at: string;
  /** Grows by one with every change; the `ETag` is this number in quotes. */
  version: number;
}

/** The API form of `employee`: dates `dd/mm/yyyy`, timestamps in `timeZone` with a numeric offset. */
// eslint-disable-next-line complexity -- a field-by-field mapping: each nullable field's `?.` and `??` count
export function toEmployeeView(employee: Employee, timeZone: string): EmployeeView {
  const p = employee.profile;
  return {
    id: employee.id,
    company_id: employee.companyId,
    name: p.name?.value ?? null,
    social_name: p.socialName?.value ?? null,
    email: p.email?.value ?? null,
    phone: p.phone?.value ?? null,
    document: p.document?.value ?? null,
    internal_id: p.internalId,
    birthdate: p.birthdate?.value ?? null,
    hiring_date: p.hiringDate?.value ?? null,
    firing_date: p.firingDate?.value ?? null,
    is_voluntary_firing: p.isVoluntaryFiring,
    reason_firing: p.reasonFiring,
    is_on_leave: p.isOnLeave,
    language: p.language.value,
    fields: employee.fieldValues.map((f) => ({ id: f.filterId, key: f.key, value: f.value })),
    created_at: formatTimestamp(employee.createdAt, timeZone),
    updated_at: formatTimestamp(employee.updatedAt, timeZone),
    version: employee.version,
  };
}

/**
 * The API form of `employee` with `deleted_at` (a timestamp in `timeZone`, `null` while not soft-deleted): the base
 * of the admin CLI's record and of the anonymised view, which the dashboard's list of soft-deleted employees shows
 * (docs/access.md#dashboard-only-endpoints).
 */
export function toEmployeeDeletionView(
  employee: Employee,
  timeZone: string,
): EmployeeView & { deleted_at: string | null } {
  return {
    ...toEmployeeView(employee, timeZone),
    deleted_at: employee.deletedAt ? formatTimestamp(employee.deletedAt, timeZone) : null,
  };
}

/**
 * The stored record in the API's formats for the admin `employee inspect` command: every preserved field,
 * `deleted_at`, the remaining `fields` and `campaign_ids` (docs/contract.md#admin-cli).
 */
export function toEmployeeRecordView(
  employee: Employee,
  timeZone: string,
): EmployeeView & { deleted_at: string | null; campaign_ids: string[] } {
  return { ...toEmployeeDeletionView(employee, timeZone), campaign_ids: [...employee.campaignIds] };
}
