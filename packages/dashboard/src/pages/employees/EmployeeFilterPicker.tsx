import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterChoices } from '../../api/choices';
import { useCurrentCompany } from '../../app/current-company';
import { EMPLOYEES } from './employees.messages';
import type { FieldFilter } from './list-address';

/** The values the value input suggests: the chosen filter's default and the value in force for it, once each. */
function suggestionsFor(defaultValue: string | null, inForce: string | null): string[] {
  return [...new Set([defaultValue, inForce])].filter((v): v is string => v !== null && v !== '');
}

/**
 * The filter picker of the current employees list (docs/dashboard.md#employees-list-filter): one of the company's
 * active filters (by name) and the value to look for, typed, or picked among the filter's default and the value in
 * force; applying it narrows the list to the employees holding exactly that value (the API's `filter[<key>]`), and a
 * button clears a filter in force. Shown to `filters:read` holders only, who may read the filters' names; `onFilter`
 * gets the chosen key and the value as typed (values match as stored, spaces included), or `null` to clear. The
 * select and the input carry `aria-label`: a wrapping label alone would add the chosen option or the typed value to
 * their accessible names.
 */
export function EmployeeFilterPicker({
  filter,
  onFilter,
}: {
  filter: FieldFilter | null;
  onFilter: (filter: FieldFilter | null) => void;
}) {
  const { t } = useTranslation(EMPLOYEES);
  const { can } = useCurrentCompany();
  const mayRead = can('filters:read');
  const filters = useFilterChoices(mayRead);
  const [key, setKey] = useState(filter?.key ?? '');
  const [value, setValue] = useState(filter?.value ?? '');
  const [hint, suggestions] = [useId(), useId()];
  if (!mayRead) return null;
  const chosen = filters.data?.find((f) => f.key === key);
  const offered = suggestionsFor(chosen?.default_value ?? null, filter?.key === key ? filter.value : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key !== '' && value !== '') onFilter({ key, value });
  };
  return (
    <>
      <form onSubmit={submit} className="actions" aria-label={t('filterForm')}>
        <label className="inline-field">
          {t('filterKey')}
          <select
            value={key}
            onChange={(e) => setKey(e.target.value)}
            aria-label={t('filterKey')}
            aria-describedby={hint}
          >
            <option value="">{t('filterChoose')}</option>
            {(filters.data ?? []).map((f) => (
              <option key={f.id} value={f.key}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label className="inline-field">
          {t('filterValue')}
          <input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-label={t('filterValue')}
            maxLength={1000}
            size={24}
            list={suggestions}
            disabled={key === ''}
          />
          <datalist id={suggestions}>
            {offered.map((v) => (
              <option key={v} value={v} />
            ))}
          </datalist>
        </label>
        <button type="submit" className="primary" disabled={key === '' || value === ''}>
          {t('filterApply')}
        </button>
        {filter && (
          <button
            type="button"
            onClick={() => {
              setKey('');
              setValue('');
              onFilter(null);
            }}
          >
            {t('filterClear')}
          </button>
        )}
      </form>
      <p id={hint} className="muted">
        {t('filterHint')}
      </p>
    </>
  );
}
