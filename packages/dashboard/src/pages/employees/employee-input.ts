import type { components, Employee } from '@employee/client';

/** The body of `POST /v1/employees` (docs/openapi.yaml `EmployeeCreate`). */
export type EmployeeCreateBody = components['schemas']['EmployeeCreate'];
/** The body of `PUT /v1/employees/{id}` (docs/openapi.yaml `EmployeeUpdate`). */
export type EmployeeUpdateBody = components['schemas']['EmployeeUpdate'];

/** The employee's text properties the form edits, as typed (dates `dd/mm/yyyy`, as the API takes them). */
export const TEXT_FIELDS = [
  'name',
  'social_name',
  'document',
  'email',
  'phone',
  'internal_id',
  'birthdate',
  'hiring_date',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** What the employee form holds: the texts as typed, leave, language and one value per filter key. */
export interface EmployeeFormValues {
  readonly text: Readonly<Record<TextField, string>>;
  readonly isOnLeave: boolean;
  readonly language: 'pt-BR' | 'en' | 'es';
  /** By filter key; only the company's active filters, when the user may read them. */
  readonly fieldValues: Readonly<Record<string, string>>;
}

/** The form's starting values: empty for a new employee, else the employee's own. */
export function formValuesOf(employee?: Employee): EmployeeFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, employee?.[field] ?? ''])) as Record<
    TextField,
    string
  >;
  return {
    text,
    isOnLeave: employee?.is_on_leave ?? false,
    language: employee?.language ?? 'pt-BR',
    fieldValues: Object.fromEntries((employee?.fields ?? []).map((field) => [field.key, field.value])),
  };
}

/** `[{key, value}]` of the filters shown (`null`: the user may not read filters, the values are left out). */
function fieldsOf(values: EmployeeFormValues, filterKeys: readonly string[] | null) {
  return filterKeys?.map((key) => ({ key, value: values.fieldValues[key] ?? '' }));
}

/**
 * The create body: blank texts left out (every field but the identify key is optional; the API says which is
 * missing), the filter values by key (a blank one takes the filter's default, docs/contract.md#field-values).
 */
export function createBodyOf(
  values: EmployeeFormValues,
  filterKeys: readonly string[] | null,
  includeCampaign: boolean,
): EmployeeCreateBody {
  const text = Object.fromEntries(
    TEXT_FIELDS.filter((field) => values.text[field].trim()).map((f) => [f, values.text[f]]),
  );
  const fields = fieldsOf(values, filterKeys)?.filter((entry) => entry.value.trim());
  return {
    ...text,
    is_on_leave: values.isOnLeave,
    language: values.language,
    ...(fields ? { fields } : {}),
    include_campaign: includeCampaign,
  };
}

/**
 * The update body: every text (blank clears it, `null`), leave, language, the whole set of filter values when
 * shown (a PUT's `fields` replaces them all), and `remove_campaign: false` (campaign links stay).
 */
export function updateBodyOf(values: EmployeeFormValues, filterKeys: readonly string[] | null): EmployeeUpdateBody {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, values.text[field].trim() ? values.text[field] : null]),
  );
  const fields = fieldsOf(values, filterKeys);
  return {
    ...text,
    is_on_leave: values.isOnLeave,
    language: values.language,
    ...(fields ? { fields } : {}),
    remove_campaign: false,
  };
}
