import type { Employee } from '@employee/client';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorMessage } from '../../components/ErrorMessage';
import { displayName } from './employee-format';
import { EMPLOYEES } from './employees.messages';
import { anonymiseEmployee, downloadPersonalData, type AnonymisedEmployee } from './personal-data';

/** What {@link DataSubjectButtons} acts on and whom it tells. */
export interface DataSubjectButtonsProps {
  /** The person; `anonymised_at`, when the view carries it and it is set, hides "Anonimizar". */
  readonly employee: Pick<Employee, 'id' | 'name' | 'social_name'> & { readonly anonymised_at?: string | null };
  /** Names the person in the buttons' accessible names, for a list where "Exportar dados" alone is ambiguous. */
  readonly inList?: boolean;
  /** Called with the anonymised record once the API has answered. */
  readonly onAnonymised: (employee: AnonymisedEmployee) => void;
}

/**
 * The data-subject actions on one person (`personal-data:write`; docs/dashboard.md#data-subject-rights):
 * "Exportar dados" saves the JSON of `GET /v1/employees/{id}/personal-data` as `dados-pessoais-<id>.json` and says so;
 * "Anonimizar" asks in a dialog that says it is irreversible, then `POST /v1/employees/{id}/anonymise` and hands the
 * answer to `onAnonymised`. The API's errors are shown below the buttons.
 */
export function DataSubjectButtons({ employee, inList = false, onAnonymised }: DataSubjectButtonsProps) {
  const { t } = useTranslation(EMPLOYEES);
  const name = displayName(employee);
  const exportData = useMutation({ mutationFn: () => downloadPersonalData(employee.id) });
  const anonymise = useMutation({
    mutationFn: () => anonymiseEmployee(employee.id),
    onSuccess: (record) => onAnonymised(record),
  });
  const anonymised = Boolean(employee.anonymised_at);

  return (
    <>
      <div className="actions">
        <button
          type="button"
          aria-label={inList ? t('exportDataNamed', { name }) : undefined}
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {t('exportData')}
        </button>
        {!anonymised && (
          <ConfirmButton
            danger
            label={t('anonymise')}
            ariaLabel={inList ? t('anonymiseNamed', { name }) : undefined}
            question={t('anonymiseQuestion', { name })}
            confirmLabel={t('anonymiseConfirm')}
            disabled={anonymise.isPending}
            onConfirm={() => anonymise.mutate()}
          />
        )}
      </div>
      <p role="status" className="muted">
        {exportData.data ? t('exported', { file: exportData.data }) : ''}
      </p>
      <ErrorMessage error={exportData.error ?? anonymise.error} />
    </>
  );
}
