import type { Employee } from '@employee/client';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../api/session';
import { useDateTime } from '../../i18n/use-date-time';
import { EMPLOYEE_FORM } from './employee-form.messages';
import { settlementOf } from './firing-time';

/**
 * A recorded firing that has not taken effect yet: its date and about when the scheduler soft-deletes the employee
 * (`updated_at` plus `FIRING_SETTLE_DELAY_SECONDS`, {@link settlementOf}). Nothing for an employee without a firing.
 */
export function FiringPending({ employee }: { employee: Employee }) {
  const { t } = useTranslation(EMPLOYEE_FORM);
  const dateTime = useDateTime();
  const delay = useEnvironment().data?.firing_settle_delay_seconds;
  if (!employee.firing_date || delay === undefined) return null;
  const time = dateTime(settlementOf(employee.updated_at, delay));
  return <p className="alert alert--warning">{t('firingPending', { date: employee.firing_date, time })}</p>;
}
