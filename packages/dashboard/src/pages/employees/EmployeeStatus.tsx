import type { Employee } from '@employee/client';
import { useTranslation } from 'react-i18next';
import { statusOf } from './employee-format';
import { EMPLOYEES } from './employees.messages';

/** The employee's situation in words (active, on leave, leaving on a date): never by colour alone. */
export function EmployeeStatus({ employee }: { employee: Pick<Employee, 'firing_date' | 'is_on_leave'> }) {
  const { t } = useTranslation(EMPLOYEES);
  const status = statusOf(employee);
  return <>{t(status.key, { date: status.date })}</>;
}
