import type { Filter } from '@employee/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldTextsOf } from '../../api/api-error-text';
import { ErrorMessage } from '../../components/ErrorMessage';
import { API_ERRORS } from '../../i18n/api-errors.messages';
import { COMMON } from '../../i18n/common.messages';
import { FILTERS } from './filters.messages';

/** What the form sends: `FilterCreate` / `FilterUpdate` (docs/openapi.yaml); a blank name is left out. */
export interface FilterInput {
  readonly key: string;
  readonly name?: string;
  readonly is_required: boolean;
  readonly default_value: string | null;
}

/** The ARIA attributes of the input of `field`, pointing at its hint and, after a refused save, its messages. */
function describedBy(field: string, fieldErrors: Record<string, string[]>) {
  return {
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': [`${field}-hint`, fieldErrors[field] ? `${field}-error` : ''].join(' ').trim(),
  };
}

/** The hint under the input of `field`, and its messages (`errors`) after a refused save. */
function FieldHelp(props: { field: string; hint: string; errors: readonly string[] | undefined }) {
  const { field, errors } = props;
  return (
    <>
      <small id={`${field}-hint`} className="field-hint">
        {props.hint}
      </small>
      {errors && (
        <small id={`${field}-error`} className="field-error">
          {errors.join(' ')}
        </small>
      )}
    </>
  );
}

/**
 * The filter's properties as a form, empty for a new filter or filled from `filter`; `onSubmit` gets what to send.
 * The API's answer to a refused save (`error`, a 422's `meta.errors`) is shown above the button and each field's
 * messages beside it (`aria-invalid`, `aria-describedby`).
 */
export function FilterForm(props: {
  title: string;
  filter?: Filter;
  pending: boolean;
  error: unknown;
  onSubmit: (input: FilterInput) => void;
}) {
  const { t } = useTranslation(FILTERS);
  const common = useTranslation(COMMON).t;
  const [key, setKey] = useState(props.filter?.key ?? '');
  const [name, setName] = useState(props.filter?.name ?? '');
  const [required, setRequired] = useState(props.filter?.is_required ?? false);
  const [defaultValue, setDefaultValue] = useState(props.filter?.default_value ?? '');
  const apiErrors = useTranslation(API_ERRORS).t;
  const fieldErrors = fieldTextsOf(props.error, apiErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({
      key: key.trim(),
      ...(name.trim() ? { name: name.trim() } : {}),
      is_required: required,
      default_value: defaultValue.trim() ? defaultValue : null,
    });
  };
  const described = (field: string) => describedBy(field, fieldErrors);
  const help = (field: string, hint: string) => <FieldHelp field={field} hint={hint} errors={fieldErrors[field]} />;

  return (
    <form onSubmit={submit} className="card filter-form" aria-labelledby="filter-form-title" noValidate>
      <h1 id="filter-form-title">{props.title}</h1>
      <div className="field">
        <label>
          {t('key')}
          <input required value={key} onChange={(e) => setKey(e.target.value)} maxLength={100} {...described('key')} />
        </label>
        {help('key', t('keyHint'))}
      </div>
      <div className="field">
        <label>
          {t('name')}
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={255} {...described('name')} />
        </label>
        {help('name', t('nameHint'))}
      </div>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={required}
            onChange={(e) => setRequired(e.target.checked)}
            {...described('is_required')}
          />
          {t('required')}
        </label>
        {help('is_required', t('requiredHint'))}
      </div>
      <div className="field">
        <label>
          {t('defaultValue')}
          <input
            value={defaultValue}
            onChange={(e) => setDefaultValue(e.target.value)}
            maxLength={1000}
            {...described('default_value')}
          />
        </label>
        {help('default_value', t('defaultValueHint'))}
      </div>
      <ErrorMessage error={props.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={props.pending}>
          {common('save')}
        </button>
        <Link to="/filters">{common('cancel')}</Link>
      </div>
    </form>
  );
}
