import { useTranslation } from 'react-i18next';
import { EMPLOYEES } from './employees.messages';

/**
 * Room for the data-subject rights (docs/decisions/0007-data-subject-rights.md: `GET /v1/employees/{id}/personal-data`
 * and `POST /v1/employees/{id}/anonymise`, scope `personal-data:write`): the two buttons, disabled with a note
 * until the API offers those routes.
 */
export function DataSubjectActions() {
  const { t } = useTranslation(EMPLOYEES);
  return (
    <section className="card" aria-labelledby="data-subject">
      <h2 id="data-subject">{t('dataSubject')}</h2>
      <p id="data-subject-note" className="muted">
        {t('dataSubjectNote')}
      </p>
      <div className="actions">
        <button type="button" disabled aria-describedby="data-subject-note">
          {t('exportData')}
        </button>
        <button type="button" disabled aria-describedby="data-subject-note">
          {t('anonymise')}
        </button>
      </div>
    </section>
  );
}
