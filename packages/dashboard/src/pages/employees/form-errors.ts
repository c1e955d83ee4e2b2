import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error';
import { TEXT_FIELDS } from './employee-input';

/** The API fields the catalogue has an `error.<field>` message for (docs/contract.md#employee-fields). */
const KNOWN_FIELDS = new Set<string>([
  ...TEXT_FIELDS,
  'firing_date',
  'is_voluntary_firing',
  'reason_firing',
  'language',
  'fields',
  'include_campaign',
]);

/** A refused save as the form shows it: a summary above the button and one translated message per API field. */
export interface FormErrors {
  readonly summary: string | null;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Translates an error of a save (`POST`/`PUT /v1/employees`) or a read with the form catalogue `t`: a 422 names
 * its invalid fields (`meta.errors`, docs/contract.md#errors), each shown as the catalogue's `error.<field>` (the
 * field's rules in the page's language; `error.generic` for a field the catalogue does not know) under the summary
 * `invalidSummary`; any other error is `failed` with its status. The API's English messages are never shown. Each
 * field's sentence states all its rules, so the 422's rule codes (`meta.codes`) are not read: the field decides.
 */
export function formErrorsOf(error: unknown, t: TFunction): FormErrors {
  if (!error) return { summary: null, fields: {} };
  const status = error instanceof ApiError ? error.status : 0;
  if (status !== 422) return { summary: t('failed', { status: status || '—' }), fields: {} };
  const fields = Object.fromEntries(
    Object.keys((error as ApiError).fieldErrors).map((field) => [
      field,
      t(KNOWN_FIELDS.has(field) ? `error.${field}` : 'error.generic'),
    ]),
  );
  return { summary: t('invalidSummary'), fields };
}
