import type { Employee } from '@employee/client';
import { useTranslation } from 'react-i18next';
import { DataSubjectButtons } from './DataSubjectButtons';
import { EMPLOYEES } from './employees.messages';
import type { AnonymisedEmployee } from './personal-data';

/**
 * The data-subject rights on a person's record (docs/dashboard.md#data-subject-rights, docs/lgpd.md;
 * `personal-data:write`): what the two actions do, and {@link DataSubjectButtons}.
 */
export function DataSubjectActions(props: {
  readonly employee: Employee & { readonly anonymised_at?: string | null };
  readonly onAnonymised: (employee: AnonymisedEmployee) => void;
}) {
  const { t } = useTranslation(EMPLOYEES);
  return (
    <section className="card" aria-labelledby="data-subject">
      <h2 id="data-subject">{t('dataSubject')}</h2>
      <p className="muted">{t('dataSubjectIntro')}</p>
      <DataSubjectButtons employee={props.employee} onAnonymised={props.onAnonymised} />
    </section>
  );
}
