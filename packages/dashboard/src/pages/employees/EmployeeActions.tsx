import type { Employee } from '@employee/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../api/http';
import { ConfirmButton } from '../../components/ConfirmButton';
import { COMMON } from '../../i18n/common.messages';
import { displayName } from './employee-format';
import { EMPLOYEE_FORM } from './employee-form.messages';
import { FiringForm } from './FiringForm';
import { formErrorsOf } from './form-errors';

/** What the list says after a delete, passed in the navigation state. */
export interface EmployeeNotice {
  readonly notice: string;
}

/**
 * The record's changes for `employees:write` holders: edit, record a firing (or cancel a pending one:
 * `PUT` with `firing_date: null`), and delete after confirming (`DELETE /v1/employees/{id}`, a soft delete), which
 * goes back to the list saying so. `onChanged` gets the employee as the API answered a change.
 */
export function EmployeeActions({ employee, onChanged }: { employee: Employee; onChanged: (saved: Employee) => void }) {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const common = useTranslation(COMMON).t;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = displayName(employee);
  const cancelFiring = useMutation({
    mutationFn: async () =>
      (
        await api.PUT('/v1/employees/{id}', {
          params: { path: { id: employee.id } },
          body: { firing_date: null, remove_campaign: false },
        })
      ).data!.data,
    onSuccess: onChanged,
  });
  const remove = useMutation({
    mutationFn: () => api.DELETE('/v1/employees/{id}', { params: { path: { id: employee.id } } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      await navigate('/employees', { state: { notice: t('deleted', { name }) } satisfies EmployeeNotice });
    },
  });
  const failure = formErrorsOf(cancelFiring.error ?? remove.error, t).summary;

  return (
    <div className="actions">
      <Link to="edit" className="button-link">
        {common('edit')}
      </Link>
      {employee.firing_date ? (
        <button type="button" disabled={cancelFiring.isPending} onClick={() => cancelFiring.mutate()}>
          {t('cancelFiring')}
        </button>
      ) : (
        <FiringForm employee={employee} onRecorded={onChanged} />
      )}
      <ConfirmButton
        label={common('delete')}
        question={t('deleteQuestion', { name })}
        confirmLabel={common('delete')}
        danger
        disabled={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      {failure && (
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
      )}
    </div>
  );
}
