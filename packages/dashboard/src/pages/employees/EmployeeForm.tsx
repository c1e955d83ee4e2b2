import type { Employee, Filter } from '@employee/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMON } from '../../i18n/common.messages';
import { EMPLOYEE_FORM } from './employee-form.messages';
import { formValuesOf, TEXT_FIELDS, type EmployeeFormValues, type TextField } from './employee-input';
import { EMPLOYEES } from './employees.messages';
import { formErrorsOf } from './form-errors';
import { FormField } from './FormField';

/** The label key (employees catalogue) and hint key (form catalogue) of each text input. */
const TEXT_INPUTS: Record<TextField, { label: string; hint?: string; type?: string }> = {
  name: { label: 'name', hint: 'nameHint' },
  social_name: { label: 'socialName' },
  document: { label: 'document', hint: 'documentHint' },
  email: { label: 'email', hint: 'emailHint', type: 'email' },
  phone: { label: 'phone', hint: 'phoneHint', type: 'tel' },
  internal_id: { label: 'internalId' },
  birthdate: { label: 'birthdate', hint: 'dateHint' },
  hiring_date: { label: 'hiringDate', hint: 'dateHint' },
};
const LANGUAGES = ['pt-BR', 'en', 'es'] as const;

/** What {@link EmployeeForm} shows and does. */
export interface EmployeeFormProps {
  readonly title: string;
  /** The employee being edited; none for a new one (then the form offers `include_campaign`). */
  readonly employee?: Employee;
  /** The company's active filters, one input each; `null` when the user may not read filters (values left out). */
  readonly filters: readonly Filter[] | null;
  readonly pending: boolean;
  /** The error of the last save: a 422's fields are shown beside their inputs, translated. */
  readonly error: unknown;
  readonly cancelTo: string;
  readonly onSubmit: (values: EmployeeFormValues, includeCampaign: boolean) => void;
}

/**
 * The employee's properties and filter values as a form (docs/contract.md#employee-fields): texts as typed, kept after
 * a refused save, each input with its hint and, after a 422, the catalogue's message for its field.
 */
export function EmployeeForm(props: EmployeeFormProps) {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const labels = useTranslation(EMPLOYEES).t;
  const common = useTranslation(COMMON).t;
  const [values, setValues] = useState(() => formValuesOf(props.employee));
  const [includeCampaign, setIncludeCampaign] = useState(true);
  const errors = formErrorsOf(props.error, t);
  const withFilters = props.filters !== null && props.filters.length > 0;
  const shown = new Set<string>([...TEXT_FIELDS, 'language', ...(withFilters ? ['fields'] : [])]);
  const unshown = Object.entries(errors.fields).filter(([field]) => !shown.has(field));

  const setText = (field: TextField, value: string) =>
    setValues({ ...values, text: { ...values.text, [field]: value } });
  const setFieldValue = (key: string, value: string) =>
    setValues({ ...values, fieldValues: { ...values.fieldValues, [key]: value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(values, includeCampaign);
  };

  return (
    <form onSubmit={submit} className="card" aria-labelledby="employee-form-title" noValidate>
      <h1 id="employee-form-title">{props.title}</h1>
      {TEXT_FIELDS.map((field) => (
        <FormField
          key={field}
          field={field}
          label={labels(TEXT_INPUTS[field].label)}
          hint={TEXT_INPUTS[field].hint && t(TEXT_INPUTS[field].hint)}
          error={errors.fields[field]}
        >
          {(aria) => (
            <input
              type={TEXT_INPUTS[field].type ?? 'text'}
              value={values.text[field]}
              onChange={(e) => setText(field, e.target.value)}
              {...aria}
            />
          )}
        </FormField>
      ))}
      <LanguageSelect
        value={values.language}
        error={errors.fields.language}
        onChange={(language) => setValues({ ...values, language })}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.isOnLeave}
          onChange={(e) => setValues({ ...values, isOnLeave: e.target.checked })}
        />
        {labels('onLeave')}
      </label>
      {!props.employee && (
        <label className="checkbox">
          <input type="checkbox" checked={includeCampaign} onChange={(e) => setIncludeCampaign(e.target.checked)} />
          {t('includeCampaign')}
        </label>
      )}
      {withFilters && (
        <FilterValueInputs
          filters={props.filters ?? []}
          values={values.fieldValues}
          error={errors.fields.fields}
          onChange={setFieldValue}
        />
      )}
      <FormSummary summary={errors.summary} messages={unshown.map(([, message]) => message)} />
      <div className="actions">
        <button type="submit" className="primary" disabled={props.pending}>
          {common('save')}
        </button>
        <Link to={props.cancelTo}>{common('cancel')}</Link>
      </div>
    </form>
  );
}

/** What {@link FilterValueInputs} shows: one input per filter, by key, and the translated error of `fields`. */
interface FilterValueInputsProps {
  readonly filters: readonly Filter[];
  readonly values: Readonly<Record<string, string>>;
  readonly error?: string;
  readonly onChange: (key: string, value: string) => void;
}

/** The employee's filter values (docs/contract.md#field-values): one input per active filter, under its name. */
function FilterValueInputs({ filters, values, error, onChange }: FilterValueInputsProps) {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const labels = useTranslation(EMPLOYEES).t;
  return (
    <fieldset aria-describedby={error ? 'fields-hint fields-error' : 'fields-hint'}>
      <legend>{labels('fields')}</legend>
      <small id="fields-hint" className="field-hint">
        {t('fieldsHint')}
      </small>
      {filters.map((filter) => (
        <FormField key={filter.id} field={`filter-${filter.key}`} label={filter.name ?? filter.key}>
          {(aria) => (
            <input
              value={values[filter.key] ?? ''}
              required={filter.is_required}
              onChange={(e) => onChange(filter.key, e.target.value)}
              {...aria}
            />
          )}
        </FormField>
      ))}
      {error && (
        <small id="fields-error" className="field-error">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/** The employee's language (`pt-BR`, `en` or `es`: the API's own values, docs/contract.md#employee-fields). */
function LanguageSelect(props: {
  value: EmployeeFormValues['language'];
  error?: string;
  onChange: (language: EmployeeFormValues['language']) => void;
}) {
  const labels = useTranslation(EMPLOYEES).t;
  const { t } = useTranslation(EMPLOYEE_FORM);
  return (
    <FormField field="language" label={labels('language')} error={props.error}>
      {(aria) => (
        <select
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as EmployeeFormValues['language'])}
          {...aria}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A refused save's summary, with the messages of fields that have no input of their own; nothing before one. */
function FormSummary({ summary, messages }: { summary: string | null; messages: readonly string[] }) {
  if (!summary) return null;
  return (
    <div role="alert" className="alert alert--error">
      {summary}
      {messages.length > 0 && (
        <ul>
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
