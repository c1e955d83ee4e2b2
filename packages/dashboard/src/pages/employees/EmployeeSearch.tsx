import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEES } from './employees.messages';

/**
 * The search form of the employees lists (the API's `search`: a substring of name, social name, CPF, e-mail, phone
 * or internal id), with a button clearing a search in force. `onSearch` gets the trimmed text.
 */
export function EmployeeSearch({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation(EMPLOYEES);
  const [text, setText] = useState(search);
  const hint = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <>
      <form role="search" onSubmit={submit} className="actions">
        <label className="inline-field">
          {t('search')}
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={255}
            size={40}
            aria-describedby={hint}
          />
        </label>
        <button type="submit" className="primary">
          {t('search')}
        </button>
        {search && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            {t('clear')}
          </button>
        )}
      </form>
      <p id={hint} className="muted">
        {t('searchLabel')}
      </p>
    </>
  );
}
