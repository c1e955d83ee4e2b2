import type { Employee } from '@employee/client';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http';
import { useEnvironment } from '../../api/session';
import { COMMON } from '../../i18n/common.messages';
import { displayName } from './employee-format';
import { EMPLOYEE_FORM } from './employee-form.messages';
import { todayAsApiDate } from '../../api/api-calendar';
import { EMPLOYEES } from './employees.messages';
import { formErrorsOf } from './form-errors';
import { FormField } from './FormField';

/**
 * "Record a firing" on a person's record: a modal `<dialog>` asking the date (the API's today by default, in its
 * `time_zone`), whether it was
 * voluntary and an optional reason, saying how long after recording the employee is soft-deleted
 * (`FIRING_SETTLE_DELAY_SECONDS`, from `GET /admin/api/environment`), then `PUT /v1/employees/{id}` with
 * `firing_date`, `is_voluntary_firing`, `reason_firing` and `remove_campaign: false`
 * (docs/contract.md#firing-and-deletion). A refused firing keeps the dialog open with each field's message;
 * `onRecorded` gets the updated employee.
 */
export function FiringForm({ employee, onRecorded }: { employee: Employee; onRecorded: (saved: Employee) => void }) {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const common = useTranslation(COMMON).t;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const environment = useEnvironment().data;
  const delay = environment?.firing_settle_delay_seconds;
  const [date, setDate] = useState<string | null>(null);
  const firingDate = date ?? todayAsApiDate(environment?.time_zone);
  const [voluntary, setVoluntary] = useState<boolean | null>(null);
  const [reason, setReason] = useState('');
  const record = useMutation({
    mutationFn: async () =>
      (
        await api.PUT('/v1/employees/{id}', {
          params: { path: { id: employee.id } },
          body: {
            firing_date: firingDate,
            ...(voluntary !== null ? { is_voluntary_firing: voluntary } : {}),
            reason_firing: reason.trim() ? reason : null,
            remove_campaign: false,
          },
        })
      ).data!.data,
    onSuccess: (saved) => {
      dialog.current?.close();
      onRecorded(saved);
    },
  });
  const errors = formErrorsOf(record.error, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate();
  };

  return (
    <>
      <button type="button" className="danger" onClick={() => dialog.current?.showModal()}>
        {t('recordFiring')}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="confirm-dialog">
        <form onSubmit={submit} noValidate>
          <h2 id={titleId}>{t('firingTitle', { name: displayName(employee) })}</h2>
          <FormField field="firing_date" label={t('firingDate')} hint={t('dateHint')} error={errors.fields.firing_date}>
            {(aria) => <input value={firingDate} onChange={(e) => setDate(e.target.value)} {...aria} />}
          </FormField>
          <VoluntaryChoice value={voluntary} onChange={setVoluntary} error={errors.fields.is_voluntary_firing} />
          <FormField field="reason_firing" label={t('reason')} error={errors.fields.reason_firing}>
            {(aria) => <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} {...aria} />}
          </FormField>
          {delay !== undefined && <p>{t('firingEffect', { seconds: delay })}</p>}
          {errors.summary && (
            <p role="alert" className="alert alert--error">
              {errors.summary}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="danger" disabled={record.isPending}>
              {t('confirmFiring')}
            </button>
            <button type="button" onClick={() => dialog.current?.close()}>
              {common('cancel')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

/** Whether the firing was voluntary (`is_voluntary_firing`): two radio buttons, none chosen at first. */
function VoluntaryChoice(props: { value: boolean | null; onChange: (value: boolean) => void; error?: string }) {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const labels = useTranslation(EMPLOYEES).t;
  return (
    <fieldset aria-describedby={props.error ? 'is_voluntary_firing-error' : undefined}>
      <legend>{labels('voluntary')}</legend>
      {[true, false].map((choice) => (
        <label key={String(choice)} className="checkbox">
          <input
            type="radio"
            name="is_voluntary_firing"
            checked={props.value === choice}
            onChange={() => props.onChange(choice)}
          />
          {t(choice ? 'voluntaryYes' : 'voluntaryNo')}
        </label>
      ))}
      {props.error && (
        <small id="is_voluntary_firing-error" className="field-error">
          {props.error}
        </small>
      )}
    </fieldset>
  );
}
